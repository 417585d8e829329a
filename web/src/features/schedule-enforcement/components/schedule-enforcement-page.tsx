import { zodResolver } from '@hookform/resolvers/zod';
import {
  isApprovalChoiceEnabled,
  SCHEDULE_ENFORCEMENT_ERROR,
  ZSaveScheduleEnforcementRequest,
  type TSaveScheduleEnforcementRequest,
  type TScheduleEnforcement,
} from '@mp/contracts/schedule-enforcement';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isHttpError } from '../../../lib/api-client';
import { usePortalAccess } from '../../../lib/session/use-portal-access';
import { useSaveScheduleEnforcement, useScheduleEnforcement } from '../api/schedule-enforcement.queries';
import { ApprovalChoice } from './approval-choice';
import { EnforcementSlider } from './enforcement-slider';
import { PendingOrFailed } from '../../../components/pending-or-failed';

const formOf = ({ lastModifiedUserCode: _code, ...enforcement }: TScheduleEnforcement) => enforcement;

/**
 * Spec 3 §2.4 "Schedule enforcement (store level)": clock-in and clock-out windows and the unscheduled-shift choice
 * for the store the user looks at; the company view shows only the Alert. A failed save shows the spec's modal.
 */
export function ScheduleEnforcementPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('scheduleEnforcement.title'));
  const { portal } = usePortalAccess();
  const companyView = portal?.storeId === 0;
  const store = portal && !companyView ? { merchantId: portal.merhantId, storeId: portal.storeId } : null;
  const enforcement = useScheduleEnforcement(store);
  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('scheduleEnforcement.title')}
    </Typography>
  );
  if (companyView)
    return (
      <Box>
        {title}
        <Alert severity="warning">{t('scheduleEnforcement.Alert')}</Alert>
      </Box>
    );
  if (!enforcement.data)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={enforcement.isError}
          failedText={t('scheduleEnforcement.loadFailed')}
          onRetry={() => void enforcement.refetch()}
        />
      </Box>
    );

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('scheduleEnforcement.intro')}
      </Typography>
      <EnforcementForm loaded={enforcement.data} onReload={() => void enforcement.refetch()} />
    </Paper>
  );
}

/** The form, mounted once the store's enforcement is loaded: its values are the form's defaults from the start. */
function EnforcementForm({ loaded, onReload }: { loaded: TScheduleEnforcement; onReload: () => void }) {
  const { t } = useTranslation();
  const save = useSaveScheduleEnforcement();
  const [saved, setSaved] = useState(false);
  const form = useForm<TSaveScheduleEnforcementRequest>({
    resolver: zodResolver(ZSaveScheduleEnforcementRequest),
    mode: 'onChange',
    defaultValues: formOf(loaded),
  });
  useEffect(() => form.reset(formOf(loaded)), [loaded, form]);
  const toggles = useWatch({
    control: form.control,
    name: ['isClockInEnforcementEnabled', 'isClockOutEnforcementEnabled'],
  });
  const { isDirty, isValid } = form.formState;
  const { dialog } = useLeaveGuard(isDirty);

  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (result) => {
        form.reset(formOf(result.enforcement));
        setSaved(true);
      },
    }),
  );
  const stale = isHttpError(save.error) && save.error.messageKey === SCHEDULE_ENFORCEMENT_ERROR.staleChecksum;
  const reload = () => {
    save.reset();
    onReload();
  };

  const disabled = save.isPending;
  const sliderProps = { control: form.control, setValue: form.setValue, disabled };
  const [clockIn = false, clockOut = false] = toggles;
  return (
    <>
      <StickyActionBar dirty={isDirty}>
        <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || !isValid || disabled}>
          {t('scheduleEnforcement.save')}
        </Button>
      </StickyActionBar>
      <EnforcementSlider kind="clockIn" {...sliderProps} />
      <EnforcementSlider kind="clockOut" {...sliderProps} />
      <ApprovalChoice
        control={form.control}
        disabled={
          disabled ||
          !isApprovalChoiceEnabled({ isClockInEnforcementEnabled: clockIn, isClockOutEnforcementEnabled: clockOut })
        }
      />
      <MessageModal
        open={save.isError}
        title={t('scheduleEnforcement.errorTitle')}
        message={t('scheduleEnforcement.ErrorMessage')}
        onClose={() => save.reset()}
        actions={[
          ...(stale ? [{ label: t('common.reload'), onClick: reload, variant: 'text' as const }] : []),
          { label: t('scheduleEnforcement.close'), onClick: () => save.reset(), autoFocus: true },
        ]}
      />
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('scheduleEnforcement.saved')}
      />
      <LeaveDialog {...dialog} />
    </>
  );
}
