import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../components/message-modal';
import { isHttpError } from '../../lib/api-client';
import { extendCountdownSeconds, formatCountdown } from '../../lib/session/session-clock';
import { useExtendSession } from './session-lifecycle.queries';

type TSessionExtendDialogProps = {
  timeoutMinutes: number;
  onExtended: () => void;
  /** The countdown reached zero, or the server says the session is already gone. */
  onExpired: () => void;
  onLogOut: () => void;
};

/** Spec 1 §4: the warning before the time-out, counting down each second; Extend keeps the session. */
export function SessionExtendDialog({ timeoutMinutes, onExtended, onExpired, onLogOut }: TSessionExtendDialogProps) {
  const { t } = useTranslation();
  const extend = useExtendSession();
  // A deadline, not a counter: a throttled background tab still expires on time.
  const [deadline] = useState(() => Date.now() + extendCountdownSeconds(timeoutMinutes) * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (remaining === 0) onExpired();
  }, [remaining, onExpired]);

  const onExtend = () =>
    extend.mutate(undefined, {
      onSuccess: onExtended,
      onError: (error) => {
        if (isHttpError(error) && error.status === 401) onExpired();
      },
    });

  return (
    <MessageModal
      title={t('session.extend.title')}
      message={t('session.extend.message')}
      testId="session-extend-dialog"
      actions={[
        { label: t('session.logOut'), onClick: onLogOut },
        {
          label: t('session.extend.extend'),
          onClick: onExtend,
          variant: 'contained',
          autoFocus: true,
          disabled: extend.isPending,
        },
      ]}
    >
      <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'baseline' }}>
        {t('session.extend.timeLeft')}
        {/* role timer: read on demand, not announced every second. */}
        <Box component="span" role="timer" sx={{ fontSize: 'h5.fontSize', fontVariantNumeric: 'tabular-nums' }}>
          {formatCountdown(remaining)}
        </Box>
      </Box>
      {extend.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('session.extend.failed')}
        </Alert>
      ) : null}
    </MessageModal>
  );
}
