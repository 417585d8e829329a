import { isRouteAllowed } from '@mp/contracts/access/menu';
import { Navigate, useLocation } from 'react-router';
import { defaultHomePath, PORTAL_BASE } from '../../lib/session/landing';
import { usePortalOutlet } from '../../lib/portal-outlet';

/** A route that is not allowed (or unknown) goes to the default home, carrying where it came from (spec 1 §2). */
export function RedirectHome() {
  const location = useLocation();
  const { portal, access } = usePortalOutlet();
  const home = defaultHomePath(portal.featureIds);
  // A home the user may not open would bounce forever; the portal index is always open.
  const target = isRouteAllowed(home, access) ? home : PORTAL_BASE;
  return <Navigate to={target} replace state={{ from: location }} />;
}
