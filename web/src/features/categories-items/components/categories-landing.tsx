import { Navigate } from 'react-router';
import { CATEGORIES_PATH } from '../categories-items-paths';

/** The categories-or-items landing (spec 2 §2) opens the categories screen. */
export function CategoriesLanding() {
  return <Navigate to={CATEGORIES_PATH} replace />;
}
