import { Navigate, useLocation } from 'react-router';
import { defaultHomePath } from '../session/landing';
import { usePortalOutlet } from '../shell/portal-layout';

/** A route that is not allowed (or unknown) goes to the default home, carrying where it came from (spec 1 §2). */
export function RedirectHome() {
  const location = useLocation();
  const { portal } = usePortalOutlet();
  return <Navigate to={defaultHomePath(portal.featureIds)} replace state={{ from: location }} />;
}
