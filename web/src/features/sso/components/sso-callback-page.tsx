import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ssoHandoffState } from '../lib/sso-handoff';
import { finishSsoRedirect } from '../lib/sso-sign-in';

/**
 * SSO_CALLBACK_PATH, where the provider sends the browser back: finishes the sign-in, then hands the outcome to the
 * login page, whose steps and modals take it from there (with the ReturnUrl the sign-in started with).
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The authorization code is single-use: a second run (Strict Mode, a re-render) would fail and show an error.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finishSsoRedirect(`${window.location.origin}${pathname}${search}`, queryClient).then(
      ({ login, returnUrl }) => {
        const query = returnUrl ? `?${new URLSearchParams({ ReturnUrl: returnUrl })}` : '';
        void navigate({ pathname: '/', search: query }, { replace: true, state: ssoHandoffState(login) });
      },
    );
  }, [navigate, pathname, search, queryClient]);

  return (
    <Box
      component="main"
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '100vh' }}
    >
      <CircularProgress aria-hidden />
      <Typography>{t('sso.callback.signingIn')}</Typography>
    </Box>
  );
}
