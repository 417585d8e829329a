import {
  defaultFulfillmentTimeSettings,
  PREP_HOURS_MAX,
  PREP_MINUTES_MAX,
  PREP_MINUTES_STEP,
  prepFormOf,
  prepSecondsOf,
} from '@mp/contracts/online-ordering/fulfillment-settings';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useFulfillmentSettings, usePatchFulfillment } from '../../hours/api/hours.queries';
import { NextAvailableTimes } from '../../fulfillment-times/next-available-times';
import { useTimedFlag } from '../../hours/components/use-timed-flag';
import { StoreViewGreyed, useStoreViewFallback } from '../../shared/store-view-greyed';

const range = (max: number, step = 1) => Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
const HOURS = range(PREP_HOURS_MAX);
const MINUTES = range(PREP_MINUTES_MAX, PREP_MINUTES_STEP);

/**
 * Online ordering → Prep time (spec 3 §2.4, §5, §9): hours (0–5) and minutes (steps of 5) shown from the stored
 * seconds (minutes rounded up), saved in seconds; the server moves the takeout download threshold with it. A company
 * view of several stores gets the StoreView warning over the greyed default (spec 3 §6); a user without the edit
 * permission sees it read-only.
 */
export function PrepTimePage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('prepTime.title'));
  const { ctx } = usePortalAccess();
  const loaded = useFulfillmentSettings();
  const { greyed, data } = useStoreViewFallback(loaded, defaultFulfillmentTimeSettings);
  const patch = usePatchFulfillment();
  const [typed, setTyped] = useState<{ hours: string; minutes: string } | null>(null);
  const [banner, setBanner] = useTimedFlag<'saved' | 'failed'>(2000);
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const readOnly = viewOnly || greyed;

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('prepTime.title')}
    </Typography>
  );
  if (!data)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={loaded.isError}
          failedText={t('prepTime.errors.general')}
          onRetry={() => void loaded.refetch()}
        />
      </Box>
    );

  const stored = prepFormOf(data.prepDuration);
  const storedText = { hours: String(stored.hours), minutes: String(stored.minutes) };
  const form = typed ?? storedText;
  const dirty = form.hours !== storedText.hours || form.minutes !== storedText.minutes;
  const parsed = prepSecondsOf(form.hours, form.minutes);
  const invalid = 'error' in parsed;
  const disabled = readOnly || patch.isPending;
  const onSave = () => {
    if ('error' in parsed) return;
    patch.mutate(
      { prepDuration: parsed.seconds },
      {
        onSuccess: () => {
          setTyped(null);
          setBanner('saved');
        },
        onError: () => setBanner('failed'),
      },
    );
  };
  const select = (field: 'hours' | 'minutes', choices: number[]) => (
    <TextField
      select
      label={t(`prepTime.${field}`)}
      value={form[field]}
      disabled={disabled}
      onChange={(e) => setTyped({ ...form, [field]: e.target.value })}
      sx={{ minWidth: 140 }}
    >
      {[...new Set([Number(form[field]), ...choices])]
        .sort((a, b) => a - b)
        .map((n) => (
          <MenuItem key={n} value={String(n)}>
            {n}
          </MenuItem>
        ))}
    </TextField>
  );

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('prepTime.intro')}
      </Typography>
      {viewOnly && !greyed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('prepTime.readOnly')}
        </Alert>
      )}
      {banner === 'saved' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('prepTime.saved')}
        </Alert>
      )}
      {banner === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('prepTime.errors.general')}
        </Alert>
      )}
      {invalid && dirty && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('prepTime.errors.invalidTime')}
        </Alert>
      )}
      <StoreViewGreyed active={greyed}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          {select('hours', HOURS)}
          {select('minutes', MINUTES)}
        </Stack>
      </StoreViewGreyed>
      {/* A company view has no store whose times could be shown. */}
      {!greyed && (
        <NextAvailableTimes
          fulfillmentType="pickup"
          preview={dirty && !('error' in parsed) ? { prepDuration: parsed.seconds } : null}
        />
      )}
      {!readOnly && (
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={!dirty || disabled} onClick={() => setTyped(null)}>
            {t('prepTime.discard')}
          </Button>
          <Button variant="contained" disabled={!dirty || invalid || disabled || banner !== null} onClick={onSave}>
            {t('prepTime.save')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
