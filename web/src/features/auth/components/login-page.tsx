import { MAX_INVALID_ATTEMPTS, type TLoginResult } from '@mp/contracts/auth';
import type { TResellerConfiguration } from '@mp/contracts/portal';
import { isSsoErrorCode, type TSsoErrorCode } from '@mp/contracts/sso';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLogOn } from '../api/auth.queries';
import { REMEMBERED_USER_KEY, useLoginFlow } from '../hooks/use-login-flow';
import { loginErrorModalKind, type TLoginErrorModalKind } from '../lib/login-error-kind';
import type { TSelectionSlotProps, TSignOutReason } from './login-flow-modals';
import { LoginForm, type TLoginFormHandle } from './login-form';
import { LoginHeader } from './login-header';

// Every dialog of the page opens after a click, a refused sign-in or a reset link: each loads then, so the first
// visit downloads only the form. The post-login steps start loading with the sign-in request.
const loadFlowModals = () => import('./login-flow-modals');
const LoginFlowModals = lazy(async () => ({ default: (await loadFlowModals()).LoginFlowModals }));
const LoginErrorModal = lazy(async () => ({ default: (await import('./login-error-modal')).LoginErrorModal }));
const ForgotUsernameDialog = lazy(async () => ({
  default: (await import('./forgot-username-dialog')).ForgotUsernameDialog,
}));
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));
const ResetPasswordDialog = lazy(async () => ({
  default: (await import('./reset-password-dialog')).ResetPasswordDialog,
}));

type TLoginPageProps = {
  reseller: TResellerConfiguration | undefined;
  /** The app shows the merchant- or store-selection modal; features do not import each other. */
  renderSelection: (props: TSelectionSlotProps) => ReactNode;
  /** Every step is passed: the app takes the user into the portal. */
  onSignedIn: (result: TLoginResult) => void;
  /** A step was refused (license declined, selection cancelled...): the app ends the session. */
  onSignOut: () => void;
  sso: TLoginPageSso;
  ref?: Ref<TLoginPageHandle>;
};

/** Single sign-on, supplied by the app (features do not import each other). */
export type TLoginPageSso = {
  /** The federated sign-in button, or null when single sign-on is off. */
  button: ReactNode;
  /** The SSO error modal for J, E, P and U (also when a password sign-in answers U). */
  renderError: (code: TSsoErrorCode, onClose: () => void) => ReactNode;
};

/** What the app tells the page: a sign-in that went through the identity provider. */
export type TLoginPageHandle = {
  /** The same steps as after a password sign-in follow, or the same error modals. */
  conclude: (login: { result: TLoginResult; username: string }) => void;
};

type TDialog = { kind: 'forgotUsername' } | { kind: 'forgotPassword'; userName: string } | null;

/** The sign-in page at '/' (spec 1 §2) with its error modals and the post-login steps (spec 1 §4). */
export function LoginPage({ reseller, renderSelection, onSignedIn, onSignOut, sso, ref }: TLoginPageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const logOn = useLogOn();
  const { flow, start, pass, reset } = useLoginFlow();
  const [errorKind, setErrorKind] = useState<TLoginErrorModalKind | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [lastUsername, setLastUsername] = useState('');
  const invalidAttempts = useRef(0);
  const [initialUsername] = useState(() => localStorage.getItem(REMEMBERED_USER_KEY) ?? '');
  const resetToken = searchParams.get('tk');

  const form = useRef<TLoginFormHandle>(null);
  const [signedOut, setSignedOut] = useState<TSignOutReason | null>(null);

  // A refused step ends the session: the password typed for it goes, and the page says why when the user chose it.
  const signOut = (reason?: TSignOutReason) => {
    reset();
    onSignOut();
    form.current?.clearPassword();
    setSignedOut(reason ?? null);
  };

  useEffect(() => {
    if (flow?.step === 'portal') onSignedIn(flow.result);
  }, [flow, onSignedIn]);

  /** A password or single-sign-on result: on to the post-login steps, or the modal for its error code. */
  const conclude = (result: TLoginResult, username: string, rememberMe?: boolean) => {
    setLastUsername(username);
    if (result.success) {
      invalidAttempts.current = 0;
      start(result, username, rememberMe);
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
  };

  useImperativeHandle(ref, () => ({ conclude: (login) => conclude(login.result, login.username) }));

  const submit = (values: { username: string; password: string; rememberMe: boolean }) => {
    setSignedOut(null);
    void loadFlowModals();
    logOn.mutate(values, {
      onSuccess: (result) => conclude(result, values.username, values.rememberMe),
    });
  };

  const closeError = () => setErrorKind(null);

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
          {signedOut ? (
            <Alert severity="info" role="status" sx={{ mt: 2 }}>
              {t(`auth.login.signedOut.${signedOut}`)}
            </Alert>
          ) : null}
          <LoginForm
            ref={form}
            initialUsername={initialUsername}
            submitting={logOn.isPending || flow !== null}
            onSubmit={submit}
            onForgotUsername={() => setDialog({ kind: 'forgotUsername' })}
            onForgotPassword={(userName) => setDialog({ kind: 'forgotPassword', userName })}
          />
          {sso.button}
        </Paper>
      </Box>
      <Suspense fallback={null}>
        {errorKind && isSsoErrorCode(errorKind) ? sso.renderError(errorKind, closeError) : null}
        {errorKind && !isSsoErrorCode(errorKind) ? (
          <LoginErrorModal kind={errorKind} username={lastUsername} onClose={closeError} />
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
      </Suspense>
    </Box>
  );
}
