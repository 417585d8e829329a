import type { TLoginErrorCode } from '@mp/contracts/auth';
import { NON_RECOVERABLE_RENEW_CODE } from '@mp/contracts/session';
import { isSsoErrorCode } from '@mp/contracts/sso';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renewErrorKey } from '../../../lib/session/session-clock';
import { MessageModal } from '../../../components/message-modal';
import { useSsoRenewSession } from '../api/sso.queries';
import { readSsoSettings } from '../lib/sso-storage';
import { SsoErrorModal } from './sso-error-modal';

type TSsoRenewDialogProps = { onRenewed: () => void; onLogOut: () => void };

type TFailure = { code: TLoginErrorCode; modalOpen: boolean };

/**
 * The session-renew modal of a single-sign-on user (spec 1 §4): no password; Renew renews the access token and
 * runs the login-status check. An SSO code opens the SSO error modal; U also hides Renew for good.
 */
export function SsoRenewDialog({ onRenewed, onLogOut }: TSsoRenewDialogProps) {
  const { t } = useTranslation();
  const renew = useSsoRenewSession();
  const [failure, setFailure] = useState<TFailure | null>(null);
  const recoverable = failure?.code !== NON_RECOVERABLE_RENEW_CODE;
  const ssoCode = failure && isSsoErrorCode(failure.code) ? failure.code : null;

  const submit = () => {
    setFailure(null);
    renew.mutate(undefined, {
      onSuccess: (result) => {
        if (result.success) onRenewed();
        else setFailure({ code: result.errorCode ?? 'E', modalOpen: true });
      },
      onError: () => setFailure({ code: 'E', modalOpen: true }),
    });
  };

  return (
    <>
      <MessageModal
        title={t('session.renew.title')}
        message={t('session.renew.ssoMessage')}
        testId="session-renew-dialog"
        actions={[
          { label: t('session.logOut'), onClick: onLogOut },
          ...(recoverable
            ? [
                {
                  label: t('session.renew.renew'),
                  onClick: submit,
                  variant: 'contained' as const,
                  disabled: renew.isPending,
                  autoFocus: true,
                },
              ]
            : []),
        ]}
      >
        {failure && !ssoCode ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t(renewErrorKey(failure.code))}
          </Alert>
        ) : null}
      </MessageModal>
      {ssoCode && failure?.modalOpen ? (
        <SsoErrorModal
          code={ssoCode}
          settings={readSsoSettings()}
          returnUrl={`${window.location.pathname}${window.location.search}`}
          onClose={() => setFailure({ code: ssoCode, modalOpen: false })}
        />
      ) : null}
    </>
  );
}
