import {
  adjustedPrepSeconds,
  PREP_ADJUSTMENTS_MINUTES,
  prepMinutesOf,
} from '@mp/contracts/online-ordering/fulfillment-settings';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../../components/message-modal';
import { useFulfillmentSettings, usePatchFulfillment } from '../api/hours.queries';
import { useStoreStatus, useUpdateStoreStatus } from '../api/store-status.queries';

type TChoice = 'Accept' | 'Busy' | 'Not';
const CHOICES: readonly TChoice[] = ['Accept', 'Busy', 'Not'];

/**
 * Spec 3 §4, §8 Store status: Accept, Busy (shown, never chosen here) or Not; it starts as Not when the record is
 * locked. Save sends the record with locked = Not and patches offeringFulfillment = not Not, with the prep time as
 * adjusted (−10, +10, +20, +30 minutes, never below 0). Any failure, a missing record included, closes the dialog and
 * hands over to `onFailure` (EmergencyCloseFailure, 3 seconds).
 */
export function StoreStatusDialog({ onClose, onFailure }: { onClose: () => void; onFailure: () => void }) {
  const { t } = useTranslation();
  const status = useStoreStatus(true);
  const fulfillment = useFulfillmentSettings();
  const update = useUpdateStoreStatus();
  const patch = usePatchFulfillment();
  const [choice, setChoice] = useState<TChoice | null>(null);
  const [prepSeconds, setPrepSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (status.isError) onFailure();
  }, [status.isError, onFailure]);
  const shown: TChoice = choice ?? (status.data?.locked ? 'Not' : 'Accept');
  const prep = prepSeconds ?? fulfillment.data?.prepDuration ?? 0;
  const busy = update.isPending || patch.isPending;

  const onSave = async () => {
    if (!status.data) return;
    try {
      await update.mutateAsync({ ...status.data, locked: shown === 'Not' });
      await patch.mutateAsync({
        offeringFulfillment: shown !== 'Not',
        ...(prepSeconds === null ? {} : { prepDuration: prepSeconds }),
      });
      onClose();
    } catch {
      onFailure();
    }
  };

  return (
    <MessageModal
      title={t('orderHours.status.title')}
      maxWidth="sm"
      onClose={onClose}
      actions={[
        { label: t('common.cancel'), onClick: onClose },
        {
          label: t('orderHours.status.save'),
          onClick: () => void onSave(),
          variant: 'contained',
          disabled: !status.data || busy,
        },
      ]}
      testId="store-status-dialog"
    >
      <RadioGroup
        aria-label={t('orderHours.status.title')}
        value={shown}
        onChange={(e) => setChoice(e.target.value as TChoice)}
      >
        {CHOICES.map((c) => (
          <FormControlLabel
            key={c}
            value={c}
            control={<Radio />}
            label={t(`orderHours.status.${c}`)}
            disabled={c === 'Busy' || !status.data}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('orderHours.status.busyNote')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('orderHours.status.prep', { minutes: prepMinutesOf(prep) })}</Typography>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('orderHours.status.adjust')}
        sx={{ flexWrap: 'wrap' }}
      >
        {PREP_ADJUSTMENTS_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant="outlined"
            size="small"
            disabled={!fulfillment.data || busy}
            onClick={() => setPrepSeconds(adjustedPrepSeconds(prep, minutes))}
          >
            {t('orderHours.status.adjustBy', { minutes: minutes > 0 ? `+${minutes}` : String(minutes) })}
          </Button>
        ))}
      </Stack>
    </MessageModal>
  );
}
