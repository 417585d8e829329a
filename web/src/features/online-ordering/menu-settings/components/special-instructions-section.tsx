import { zodResolver } from '@hookform/resolvers/zod';
import {
  configurationSettingsOf,
  MENU_SETTINGS_ERROR,
  SPECIAL_INSTRUCTIONS_MAX,
  specialInstructionsFormOf,
  type TSpecialInstructionsForm,
  ZSpecialInstructionsForm,
} from '@mp/contracts/online-ordering/menu-settings';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { isHttpError } from '../../../../lib/api-client';
import { fieldError } from '../../../../lib/error-text';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useSaveSpecialInstructions, useSpecialInstructions } from '../api/menu-settings.queries';

const k = (key: string) => `menuSettings.instructions.${key}`;
/** Spec 3 §9: menu settings' alerts show for 4 seconds. */
const ALERT_MS = 4000;
const DEFAULTS: TSpecialInstructionsForm = { mode: 'default', text: '' };

/**
 * The item-level special instructions guests see (spec 3 §2.4, §5): the Default text or the company's Custom one,
 * under 255 characters. The company's setting: a store's view of several stores shows it greyed with the warning.
 */
export function SpecialInstructionsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const { openSelection } = usePortalOutlet();
  const { ctx } = usePortalAccess();
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const saved = useSpecialInstructions();
  const save = useSaveSpecialInstructions();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const companyView = isHttpError(saved.error) && saved.error.messageKey === MENU_SETTINGS_ERROR.companyView;
  const form = useForm<TSpecialInstructionsForm>({ resolver: zodResolver(ZSpecialInstructionsForm), mode: 'onChange' });
  useEffect(() => {
    if (saved.data) form.reset(specialInstructionsFormOf(saved.data));
    else if (companyView) form.reset(DEFAULTS);
  }, [saved.data, companyView, form]);
  const [mode, text = ''] = useWatch({ control: form.control, name: ['mode', 'text'] });
  const { isDirty, isValid } = form.formState;
  const locked = viewOnly || companyView || save.isPending;
  const { dialog } = useLeaveGuard(isDirty && !locked);

  if (!saved.data && !companyView)
    return (
      <PendingOrFailed failed={saved.isError} failedText={t(k('loadFailed'))} onRetry={() => void saved.refetch()} />
    );
  const onSave = form.handleSubmit((values) =>
    save.mutate(configurationSettingsOf(values), {
      onSuccess: () => setResult('saved'),
      onError: () => setResult('failed'),
    }),
  );
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(k('title'))}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k('intro'))}
      </Typography>
      {companyView && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => openSelection('store')}>
              {t('menuSettings.chooseCompanyView')}
            </Button>
          }
        >
          {t(MENU_SETTINGS_ERROR.companyView)}
        </Alert>
      )}
      {viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('onlineOrdering.readOnlyNotice')}
        </Alert>
      )}
      <Box component="fieldset" disabled={locked} sx={{ border: 0, p: 0, m: 0 }}>
        <Controller
          name="mode"
          control={form.control}
          render={({ field }) => (
            <RadioGroup
              aria-label={t(k('title'))}
              row
              value={field.value ?? 'default'}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="default" control={<Radio />} label={t(k('default'))} disabled={locked} />
              <FormControlLabel value="custom" control={<Radio />} label={t(k('custom'))} disabled={locked} />
            </RadioGroup>
          )}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t(k('defaultText'))}
        </Typography>
        <Controller
          name="text"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label={t(k('customText'))}
              multiline
              minRows={2}
              fullWidth
              disabled={locked || mode !== 'custom'}
              error={mode === 'custom' && fieldState.error !== undefined}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{(mode === 'custom' && fieldError(t, fieldState.error?.message)) || ' '}</span>
                  <span>{t(k('counter'), { count: text.length, max: SPECIAL_INSTRUCTIONS_MAX })}</span>
                </Box>
              }
            />
          )}
        />
      </Box>
      {!viewOnly && !companyView && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => saved.data && form.reset(specialInstructionsFormOf(saved.data))}
            disabled={!isDirty || locked}
          >
            {t('menuSettings.discard')}
          </Button>
          <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || locked}>
            {t('menuSettings.save')}
          </Button>
        </Stack>
      )}
      <Snackbar open={result !== null} autoHideDuration={ALERT_MS} onClose={() => setResult(null)}>
        <Alert severity={result === 'failed' ? 'error' : 'success'} role="alert" onClose={() => setResult(null)}>
          {result === 'failed' ? t(MENU_SETTINGS_ERROR.saving) : t(k('saved'))}
        </Alert>
      </Snackbar>
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
