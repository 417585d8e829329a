import type { TLoginErrorCode } from '@mp/contracts/auth';
import { NON_RECOVERABLE_RENEW_CODE } from '@mp/contracts/session';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../components/message-modal';
import { PasswordField } from '../../components/password-field';
import { SsoRenewDialog } from '../../features/sso/components/sso-renew-dialog';
import { isHttpError } from '../../lib/api-client';
import { renewErrorKey } from '../../lib/session/session-clock';
import { useRenewSession } from './session-lifecycle.queries';

type TSessionRenewDialogProps = {
  userName: string;
  /** Single sign-on users have no password here: they renew through the identity provider (spec 1 §4). */
  isSsoUser: boolean;
  onRenewed: () => void;
  onLogOut: () => void;
};

type TFailure = { code: TLoginErrorCode | null };

/** Spec 1 §4: after the time-out, the session comes back by password, or for an SSO user by a status check. */
export function SessionRenewDialog({ isSsoUser, ...props }: TSessionRenewDialogProps) {
  return isSsoUser ? (
    <SsoRenewDialog onRenewed={props.onRenewed} onLogOut={props.onLogOut} />
  ) : (
    <PasswordRenewDialog {...props} />
  );
}

/** The password (username read-only) brings the same session back. */
function PasswordRenewDialog({ userName, onRenewed, onLogOut }: Omit<TSessionRenewDialogProps, 'isSsoUser'>) {
  const { t } = useTranslation();
  const renew = useRenewSession();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<TFailure | null>(null);

  const recoverable = failure?.code !== NON_RECOVERABLE_RENEW_CODE;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (password === '' || renew.isPending || !recoverable) return;
    setFailure(null);
    renew.mutate(password, {
      onSuccess: (result) => {
        if (result.success) onRenewed();
        else {
          setPassword('');
          setFailure({ code: result.errorCode });
        }
      },
      onError: (error) => {
        // Nothing left to renew (no session, or past the absolute limit): only a new sign-in helps.
        if (isHttpError(error) && error.status === 401) onLogOut();
        else setFailure({ code: null });
      },
    });
  };

  return (
    <MessageModal
      title={t('session.renew.title')}
      message={t('session.renew.message')}
      testId="session-renew-dialog"
      actions={[
        { label: t('session.logOut'), onClick: onLogOut },
        ...(recoverable
          ? [
              {
                label: t('session.renew.renew'),
                onClick: () => submit(),
                variant: 'contained' as const,
                disabled: password === '' || renew.isPending,
              },
            ]
          : []),
      ]}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mt: 2 }}>
        <TextField
          label={t('session.renew.userName')}
          value={userName}
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <PasswordField
          label={t('session.renew.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          // Two fields and no submit button inside the form: Enter would not submit it on its own.
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
          }}
          autoComplete="current-password"
          autoFocus
          disabled={!recoverable}
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {t(renewErrorKey(failure.code))}
          </Alert>
        ) : null}
      </Stack>
    </MessageModal>
  );
}
