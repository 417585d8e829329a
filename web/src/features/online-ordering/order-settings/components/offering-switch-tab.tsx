import type { TFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatchOfferings } from '../api/order-settings.queries';
import { TabActions, type TTabProps } from './tab-actions';

type TOfferingField = 'offeringCurbside' | 'offeringDineIn';

/**
 * One fulfillment type's offering switch (Curbside, Dine-in), saved with patchFulfillmentTimeSettings; a failed save
 * puts the switch back to the saved value (spec 3 §8).
 */
export function OfferingSwitchTab({
  disabled,
  onSaved,
  field,
  settings,
}: TTabProps & { field: TOfferingField; settings: TFulfillmentTimeSettings }) {
  const { t } = useTranslation();
  const patch = usePatchOfferings();
  // What the user switched to; null: the saved value (a save, failed or not, goes back to it).
  const [draft, setOn] = useState<boolean | null>(null);
  const on = draft ?? settings[field];
  const onSave = () =>
    patch.mutate(
      { [field]: on },
      {
        onSuccess: () => {
          setOn(null);
          onSaved();
        },
        onError: () => setOn(null),
      },
    );
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary">{t(`orderSettings.${field}.intro`)}</Typography>
      <FormControlLabel
        control={<Switch checked={on} disabled={disabled} onChange={(e) => setOn(e.target.checked)} />}
        label={t(`orderSettings.${field}.label`)}
      />
      <TabActions
        disabled={disabled}
        canSave={on !== settings[field]}
        pending={patch.isPending}
        error={patch.error}
        onSave={onSave}
      />
    </Stack>
  );
}
