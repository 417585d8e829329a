import { MAX_INVALID_ATTEMPTS, type TLoginResult } from '@mp/contracts/auth';
import type { TResellerConfiguration } from '@mp/contracts/portal';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLogOff, useLogOn } from '../api/auth.queries';
import { REMEMBERED_USER_KEY, useLoginFlow } from '../hooks/use-login-flow';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ForgotUsernameDialog } from './forgot-username-dialog';
import { LoginErrorModal, loginErrorModalKind, type TLoginErrorModalKind } from './login-error-modal';
import { LoginFlowModals, type TSelectionSlotProps } from './login-flow-modals';
import { LoginForm } from './login-form';
import { LoginHeader } from './login-header';
import { ResetPasswordDialog } from './reset-password-dialog';

type TLoginPageProps = {
  reseller: TResellerConfiguration | undefined;
  /** The app shows the merchant- or store-selection modal; features do not import each other. */
  renderSelection: (props: TSelectionSlotProps) => ReactNode;
  /** Every step is passed: the app takes the user into the portal. */
  onSignedIn: (result: TLoginResult) => void;
};

type TDialog = { kind: 'forgotUsername' } | { kind: 'forgotPassword'; userName: string } | null;

/** The sign-in page at '/' (spec 1 §2) with its error modals and the post-login steps (spec 1 §4). */
export function LoginPage({ reseller, renderSelection, onSignedIn }: TLoginPageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const logOn = useLogOn();
  const logOff = useLogOff();
  const { flow, start, pass, reset } = useLoginFlow();
  const [errorKind, setErrorKind] = useState<TLoginErrorModalKind | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [lastUsername, setLastUsername] = useState('');
  const invalidAttempts = useRef(0);
  const [initialUsername] = useState(() => localStorage.getItem(REMEMBERED_USER_KEY) ?? '');
  const resetToken = searchParams.get('tk');

  const signOut = () => {
    reset();
    logOff.mutate();
  };

  useEffect(() => {
    if (flow?.step === 'portal') onSignedIn(flow.result);
  }, [flow, onSignedIn]);

  const submit = (values: { username: string; password: string; rememberMe: boolean }) => {
    setLastUsername(values.username);
    logOn.mutate(values, {
      onSuccess: (result) => {
        if (result.success) {
          invalidAttempts.current = 0;
          start(result, values.username, values.rememberMe);
          return;
        }
        // Spec 1 §4: the counter grows on invalid credentials and starts over on any other error.
        if (result.errorCode === 'I') invalidAttempts.current += 1;
        else invalidAttempts.current = 0;
        const kind =
          result.errorCode === 'I' && invalidAttempts.current > MAX_INVALID_ATTEMPTS
            ? 'L'
            : loginErrorModalKind(result.errorCode);
        setErrorKind(kind);
      },
    });
  };

  const closeResetDialog = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('tk');
    setSearchParams(next, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <LoginHeader reseller={reseller} />
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', p: 2 }}
      >
        <Paper sx={{ p: 4, mt: { xs: 2, md: 8 }, width: '100%', maxWidth: 420 }} elevation={2}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('auth.login.title')}
          </Typography>
          <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
          <LoginForm
            initialUsername={initialUsername}
            submitting={logOn.isPending || flow !== null}
            onSubmit={submit}
            onForgotUsername={() => setDialog({ kind: 'forgotUsername' })}
            onForgotPassword={(userName) => setDialog({ kind: 'forgotPassword', userName })}
          />
        </Paper>
      </Box>
      {errorKind ? (
        <LoginErrorModal kind={errorKind} username={lastUsername} onClose={() => setErrorKind(null)} />
      ) : null}
      {dialog?.kind === 'forgotUsername' ? <ForgotUsernameDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'forgotPassword' ? (
        <ForgotPasswordDialog initialUserName={dialog.userName} onClose={() => setDialog(null)} />
      ) : null}
      {resetToken && !flow ? <ResetPasswordDialog token={resetToken} onClose={closeResetDialog} /> : null}
      {flow ? (
        <LoginFlowModals
          flow={flow}
          pass={pass}
          signOut={signOut}
          onComplete={() => onSignedIn(flow.result)}
          renderSelection={renderSelection}
        />
      ) : null}
    </Box>
  );
}
