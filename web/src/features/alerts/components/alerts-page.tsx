import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERTS_ERROR,
  isAlertsViewOnly,
  SWITCHABLE_ALERT_IDS,
  ZAlertForm,
  type TAlertEntry,
  type TAlertFormInput,
  type TAlertFormValues,
} from '@mp/contracts/alerts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePortalAccess } from '../../../lib/session/use-portal-access';
import { useAlertConfiguration, useUpdateAlertConfiguration } from '../api/alerts.queries';
import { AlertRow } from './alert-row';

/** The loaded alerts as the form holds them: thresholds as text, in id order. */
const formOf = (entries: readonly TAlertEntry[]): TAlertFormInput => ({
  Alerts: [...entries]
    .sort((a, b) => a.AlertDefinitionId - b.AlertDefinitionId)
    .map((e) => ({ ...e, PercentThreshold: e.PercentThreshold === null ? '' : String(e.PercentThreshold) })),
});

/** The form's alerts as the call sends them: the fifth keeps no threshold. */
const bodyOf = (form: TAlertFormInput) =>
  form.Alerts.map((e) => ({
    ...e,
    PercentThreshold: e.PercentThreshold === '' || e.AlertDefinitionId === 5 ? null : e.PercentThreshold,
  }));

/**
 * Spec 3 §2.4 "Alert management": the four alerts with a switch and a percent threshold each, and the one every store
 * receives; Save needs changes, no errors and a user who is not view-only (spec 3 §6). Alerts are a store's, so a
 * company view of several stores asks for one.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('alerts.title'));
  const { ctx } = usePortalAccess();
  const viewOnly = ctx !== undefined && isAlertsViewOnly(ctx);
  const configuration = useAlertConfiguration();
  const update = useUpdateAlertConfiguration();
  const [saved, setSaved] = useState(false);
  const form = useForm<TAlertFormInput, unknown, TAlertFormValues>({
    resolver: zodResolver(ZAlertForm),
    mode: 'onChange',
  });
  const loaded = configuration.data?.Entity;
  useEffect(() => {
    if (loaded) form.reset(formOf(loaded));
  }, [loaded, form]);
  const { isDirty, isValid } = form.formState;
  const { dialog } = useLeaveGuard(isDirty && !viewOnly);

  const onSave = form.handleSubmit(() => update.mutate(bodyOf(form.getValues()), { onSuccess: () => setSaved(true) }));
  const stale = isHttpError(update.error) && update.error.messageKey === ALERTS_ERROR.staleChecksum;
  const onReload = async () => {
    update.reset();
    await configuration.refetch();
  };

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('alerts.title')}
    </Typography>
  );
  const needsStore = isHttpError(configuration.error) && configuration.error.messageKey === ALERTS_ERROR.storeViewOnly;
  if (needsStore)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
        {title}
        <Alert severity="info">{t('alerts.chooseStore')}</Alert>
      </Paper>
    );
  if (configuration.isPending || configuration.isError || !form.getValues('Alerts'))
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={configuration.isError}
          failedText={t('alerts.loadFailed')}
          onRetry={() => void configuration.refetch()}
        />
      </Box>
    );

  const disabled = viewOnly || update.isPending;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('alerts.intro')} {t('alerts.thresholdHint')}
      </Typography>
      {viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('alerts.viewOnlyNotice')}
        </Alert>
      )}
      <StickyActionBar dirty={isDirty && !viewOnly}>
        <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || disabled}>
          {t('alerts.save')}
        </Button>
      </StickyActionBar>
      {update.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            stale ? (
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {t('common.reload')}
              </Button>
            ) : undefined
          }
        >
          {errorText(t, update.error)}
        </Alert>
      )}
      <Box>
        {SWITCHABLE_ALERT_IDS.map((alertId, index) => (
          <AlertRow
            key={alertId}
            index={index}
            alertId={alertId}
            control={form.control}
            trigger={form.trigger}
            disabled={disabled}
          />
        ))}
        <Box sx={{ py: 1.5 }}>
          <Typography variant="subtitle1" component="h2">
            {t('alerts.rows.always.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('alerts.rows.always.description')}
          </Typography>
        </Box>
      </Box>
      <Snackbar open={saved} autoHideDuration={3000} onClose={() => setSaved(false)} message={t('alerts.saved')} />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
