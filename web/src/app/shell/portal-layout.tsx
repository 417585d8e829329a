import { isAdminType } from '@mp/contracts/access/roles';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogOff } from '../../features/auth/api/auth.queries';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { NotificationsDialog } from '../../features/notifications/components/notifications-dialog';
import { signOutWithSso } from '../../features/sso/lib/sso-session';
import { isHttpError } from '../../lib/api-client';
import { RouteNotice } from '../../components/route-notice';
import { SessionLifecycle } from '../session-lifecycle/session-lifecycle';
import { setActiveResellerId, useActiveResellerId } from '../../lib/session/active-reseller';
import { usePortalData, useResellerConfiguration } from '../../lib/session/portal-data.queries';
import { usePortalAccess } from '../../lib/session/use-portal-access';
import type { TPortalOutletContext, TSelectionKind } from '../../lib/portal-outlet';
import { PortalSelection, needsSelection } from './portal-selection';
import { PortalHeader } from './portal-header';
import { SIDE_NAV_WIDTH, SideNav } from './side-nav';
import { SkipLink } from './skip-link';
import { PortalDocumentTitle } from './portal-document-title';
import { LoadFailed } from '../../components/pending-or-failed';

const MAIN_ID = 'main-content';

/** The portal shell under /Portal/NewIndex: needs a session, else back to sign-in with a ReturnUrl. */
export function PortalLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const portalQuery = usePortalData();
  const logOff = useLogOff();
  const theme = useTheme();
  const narrow = !useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const [selection, setSelection] = useState<TSelectionKind | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const portal = portalQuery.data;
  const { ctx: access } = usePortalAccess();
  const reseller = useResellerConfiguration(useActiveResellerId());

  useEffect(() => {
    if (portal) setActiveResellerId(portal.resellerId);
  }, [portal]);

  // Admin types without a merchant, and multi-store users without a store, are asked to choose one.
  const askedForSelection = useRef(false);
  useEffect(() => {
    if (!portal || askedForSelection.current) return;
    askedForSelection.current = true;
    setSelection(needsSelection(portal));
  }, [portal]);

  // Leave the shell first so nothing still on screen refetches (and meets a 401) while the session ends. A
  // single-sign-on user's tokens are revoked too, and the provider's home page may follow.
  const logOut = () => {
    void navigate('/', { replace: true });
    void signOutWithSso(() => logOff.mutateAsync());
  };

  if (portalQuery.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (portalQuery.isError || !portal || !access) {
    if (isHttpError(portalQuery.error) && portalQuery.error.status === 401) {
      const returnUrl = `${location.pathname}${location.search}`;
      return <Navigate to={`/?ReturnUrl=${encodeURIComponent(returnUrl)}`} replace />;
    }
    return (
      <Box component="main" sx={{ p: 4 }}>
        <LoadFailed text={t('portal.loadFailed')} onRetry={() => void portalQuery.refetch()} />
      </Box>
    );
  }

  const context: TPortalOutletContext = { portal, access, openSelection: setSelection };
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />
      <PortalDocumentTitle portal={portal} access={access} />
      <PortalHeader
        portal={portal}
        access={access}
        reseller={reseller.data}
        narrow={narrow}
        onOpenNav={() => setNavOpen(true)}
        onSelectMerchant={() => setSelection('merchant')}
        onSelectStore={() => setSelection(isAdminType(portal) ? 'merchant' : 'store')}
        onChangePassword={() => setChangingPassword(true)}
        onLogOut={logOut}
      />
      <SideNav
        portal={portal}
        access={access}
        reseller={reseller.data}
        permanent={!narrow}
        open={navOpen}
        onClose={() => setNavOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_ID}
        // Focused by the skip link; the ring would frame the whole page, which says nothing.
        tabIndex={-1}
        // minWidth 0: a flex child is otherwise as wide as its widest content, and a wide table would widen the page
        // instead of scrolling inside its own box.
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, md: 3 },
          width: { lg: `calc(100% - ${SIDE_NAV_WIDTH}px)` },
          '&:focus-visible': { outline: 'none', boxShadow: 'none' },
        }}
      >
        <Toolbar />
        <Outlet context={context} />
        <RouteNotice />
      </Box>
      {selection ? (
        <PortalSelection
          kind={selection}
          portal={portal}
          onClose={() => setSelection(null)}
          onSignOut={() => {
            setSelection(null);
            logOut();
          }}
        />
      ) : null}
      {changingPassword ? (
        <ChangePasswordDialog
          mode="change"
          userName={portal.userName}
          membershipUserId={portal.membershipUserId}
          posUserId={portal.posUserId}
          onClose={() => setChangingPassword(false)}
        />
      ) : null}
      <NotificationsDialog merchantId={portal.merhantId} flags={access.flags} deferred={selection !== null} />
      <SessionLifecycle portal={portal} onLogOut={logOut} />
    </Box>
  );
}
