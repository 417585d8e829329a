import { Navigate, useLocation } from 'react-router';
import { usePortalOutlet } from '../../lib/portal-outlet';
import { landingHref } from './screens';

/** A route that is not allowed (or unknown) goes to the default home, carrying where it came from (spec 1 §2). */
export function RedirectHome() {
  const location = useLocation();
  const { portal, access } = usePortalOutlet();
  // landingPath only picks pages the user may open, so this never bounces.
  return <Navigate to={landingHref(access, portal.legacyOrigin)} replace state={{ from: location }} />;
}
