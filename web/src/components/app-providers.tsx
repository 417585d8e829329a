import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useActiveResellerId } from '../lib/session/active-reseller';
import { useResellerConfiguration } from '../lib/session/portal-data.queries';
import { portalTheme } from '../lib/theme';
import { HttpErrorModal } from './http-error-modal';

function ResellerTheme({ children }: { children: ReactNode }) {
  const resellerId = useActiveResellerId();
  const { data } = useResellerConfiguration(resellerId);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <ThemeProvider theme={portalTheme(data?.Theme ?? 'default', { reducedMotion })}>
      <CssBaseline />
      {children}
      {/* Static, not lazy: it must show even when the server (and so any further chunk) is out of reach. */}
      <HttpErrorModal />
    </ThemeProvider>
  );
}

/** i18n, queries, the reseller's theme and the unhandled-error modal: what every screen (and its tests) runs under. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ResellerTheme>{children}</ResellerTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
