import { baseRedirectFor, isRouteAllowed } from '@mp/contracts/access/menu';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { portalHref } from '../../lib/session/landing';
import { usePortalAccess } from '../../lib/session/use-portal-access';
import { RedirectHome } from './redirect-home';

/** Stands in for the page while access is not known yet: the guard never renders through. */
function GuardSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('portal.guard.checking')} sx={{ maxWidth: 640 }}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rectangular" height={160} sx={{ mt: 2 }} />
    </Box>
  );
}

/**
 * The one route guard under /Portal/NewIndex (spec 1 §2): every path is checked with isRouteAllowed; a path that is
 * not allowed (or unknown) goes to the default home carrying its origin, except a flagged inventory page, which goes
 * to the inventory base (spec 2 §2, baseRedirectFor). The shell's outlet context passes through.
 */
export function PortalRouteGuard() {
  const { pathname } = useLocation();
  const { ctx, isPending } = usePortalAccess();
  const outletContext = useOutletContext();
  if (isPending || !ctx) return <GuardSkeleton />;
  const base = baseRedirectFor(pathname, ctx);
  if (base !== null) return <Navigate to={portalHref(base)} replace />;
  if (!isRouteAllowed(pathname, ctx)) return <RedirectHome />;
  return <Outlet context={outletContext} />;
}
