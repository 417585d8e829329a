import { zodResolver } from '@hookform/resolvers/zod';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import {
  defaultTipsConfiguration,
  TIP_SUGGESTION_COUNT,
  tippingFormOf,
  tipsConfigurationOf,
  type TTippingForm,
  ZTippingForm,
} from '@mp/contracts/online-ordering/tipping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { isHttpError } from '../../../../lib/api-client';
import { errorText, fieldError } from '../../../../lib/error-text';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { StoreViewGreyed, useStoreViewFallback } from '../../shared/store-view-greyed';
import { useTipsConfiguration, useUpdateTipsConfiguration } from '../api/tipping.queries';

const k = (key: string) => `tipping.${key}`;
const SUGGESTIONS = Array.from({ length: TIP_SUGGESTION_COUNT }, (_, index) => index);

/**
 * Online ordering → Tipping (spec 3 §2.4, §3, §5): whether guests may tip online, which of the three suggestions is
 * preselected (or none) and the three percents (15, 18 and 20 until changed). A store's setting: the company view of
 * several stores is asked for one over the greyed defaults (spec 3 §6); a user without the edit permission sees it
 * read-only.
 */
export function TippingPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t(k('title')));
  const { ctx } = usePortalAccess();
  const configuration = useTipsConfiguration();
  const { greyed, data: loaded } = useStoreViewFallback(configuration, defaultTipsConfiguration);
  const viewOnly = greyed || (ctx !== undefined && isOnlineOrderingViewOnly(ctx));
  const update = useUpdateTipsConfiguration();
  const [saved, setSaved] = useState(false);
  const form = useForm<TTippingForm>({ resolver: zodResolver(ZTippingForm), mode: 'onChange' });
  useEffect(() => {
    if (loaded) form.reset(tippingFormOf(loaded));
  }, [loaded, form]);
  const { isDirty, isValid } = form.formState;
  const { dialog } = useLeaveGuard(isDirty && !viewOnly);
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const onSave = form.handleSubmit((values) =>
    update.mutate(tipsConfigurationOf(values), { onSuccess: () => setSaved(true) }),
  );
  const onDiscard = () => {
    if (loaded) form.reset(tippingFormOf(loaded));
    update.reset();
  };

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t(k('title'))}
    </Typography>
  );
  // Until the form holds the loaded (or greyed default) values, which it takes after the first render.
  if (!loaded || form.getValues('percents') === undefined)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={configuration.isError && !greyed}
          failedText={t(k('loadFailed'))}
          onRetry={() => void configuration.refetch()}
        />
      </Box>
    );

  const disabled = viewOnly || update.isPending;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k('intro'))}
      </Typography>
      {viewOnly && !greyed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('onlineOrdering.readOnlyNotice')}
        </Alert>
      )}
      {!greyed && (
        <StickyActionBar dirty={isDirty && !viewOnly}>
          <Button onClick={onDiscard} disabled={!isDirty || disabled}>
            {t(k('discard'))}
          </Button>
          <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || disabled}>
            {t(k('save'))}
          </Button>
        </StickyActionBar>
      )}
      {update.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {isHttpError(update.error) && update.error.status === 400
            ? errorText(t, update.error)
            : t(k('errors.saving'))}
        </Alert>
      )}
      <StoreViewGreyed active={greyed}>
        <Controller
          name="enabled"
          control={form.control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} disabled={disabled} />
              }
              label={t(k('enabled'))}
            />
          )}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} disabled={disabled || !enabled}>
          <FormLabel component="legend" id={`${titleId}-default`}>
            {t(k('defaultLegend'))}
          </FormLabel>
          <Controller
            name="defaultIndex"
            control={form.control}
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={`${titleId}-default`}
                row
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                <FormControlLabel
                  value="-1"
                  control={<Radio />}
                  label={t(k('noDefault'))}
                  disabled={disabled || !enabled}
                />
                {SUGGESTIONS.map((index) => (
                  <FormControlLabel
                    key={index}
                    value={String(index)}
                    control={<Radio />}
                    label={t(k('suggestion'), { n: index + 1 })}
                    disabled={disabled || !enabled}
                  />
                ))}
              </RadioGroup>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            {SUGGESTIONS.map((index) => (
              <Controller
                key={index}
                name={`percents.${index}`}
                control={form.control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={t(k('percentLabel'), { n: index + 1 })}
                    disabled={disabled || !enabled}
                    error={fieldState.error !== undefined}
                    helperText={fieldError(t, fieldState.error?.message) ?? ' '}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                    }}
                  />
                )}
              />
            ))}
          </Stack>
        </Box>
      </StoreViewGreyed>
      <Snackbar open={saved} autoHideDuration={3000} onClose={() => setSaved(false)} message={t(k('saved'))} />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
