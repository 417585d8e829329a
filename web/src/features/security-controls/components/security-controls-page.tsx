import { zodResolver } from '@hookform/resolvers/zod';
import { isFlagOn } from '@mp/contracts/access/flags';
import {
  COUNT_LIMITS,
  SECURITY_CONTROLS_ERROR,
  SECURITY_SECTION_FLAG,
  ZUpdateSecurityControlRequest,
  type TSecurityControlsValues,
  type TSecuritySection,
} from '@mp/contracts/security-controls';
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
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePortalAccess } from '../../../lib/session/use-portal-access';
import { useSecurityControls, useUpdateSecurityControls } from '../api/security-controls.queries';
import { formOf, type TControlsForm } from './controls-form';
import { CountLimitSection, RefundLimitSection, UserPermissionSection } from './limit-sections';
import { PendingOrFailed } from '../../../components/pending-or-failed';

/**
 * Spec 3 §2.4 "Security controls (company level)": the limit sections whose flags are on, editable only in the company
 * view (a store sees the company's values and the notice); Save needs changes, no errors and the company view.
 */
export function SecurityControlsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('securityControls.title'));
  const { portal, ctx } = usePortalAccess();
  const viewDisabled = portal?.storeId !== 0;
  const shown = (section: TSecuritySection) => isFlagOn(ctx?.flags, SECURITY_SECTION_FLAG[section]);
  const controls = useSecurityControls();
  const update = useUpdateSecurityControls();
  const [saved, setSaved] = useState(false);
  const form = useForm<TControlsForm, unknown, TSecurityControlsValues>({
    resolver: zodResolver(ZUpdateSecurityControlRequest),
    mode: 'onChange',
  });
  const loaded = controls.data?.Entity;
  useEffect(() => {
    if (loaded) form.reset(formOf(loaded));
  }, [loaded, form]);
  const { isDirty, isValid } = form.formState;
  const { dialog } = useLeaveGuard(isDirty && !viewDisabled);

  const onSave = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        if (isHttpError(error) && error.field && error.field in form.getValues())
          form.setError(error.field as keyof TControlsForm, { message: error.messageKey }, { shouldFocus: true });
      },
    }),
  );
  const stale = isHttpError(update.error) && update.error.messageKey === SECURITY_CONTROLS_ERROR.staleChecksum;
  const onReload = async () => {
    update.reset();
    await controls.refetch();
  };

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('securityControls.title')}
    </Typography>
  );
  if (controls.isPending || controls.isError)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={controls.isError}
          failedText={t('securityControls.loadFailed')}
          onRetry={() => void controls.refetch()}
        />
      </Box>
    );

  const disabled = viewDisabled || update.isPending;
  const sectionProps = { control: form.control, setValue: form.setValue, trigger: form.trigger, disabled };
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('securityControls.intro')}
      </Typography>
      {viewDisabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('securityControls.companyLevelNotice')}
        </Alert>
      )}
      <StickyActionBar dirty={isDirty && !viewDisabled}>
        <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || disabled}>
          {t('securityControls.save')}
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
        {COUNT_LIMITS.filter((limit) => shown(limit.section)).map((limit) => (
          <CountLimitSection key={limit.section} limit={limit} {...sectionProps} />
        ))}
        {shown('maxRefund') && <RefundLimitSection {...sectionProps} />}
        {shown('userPermission') && <UserPermissionSection {...sectionProps} />}
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('securityControls.saved')}
      />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
