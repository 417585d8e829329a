import { Navigate, useLocation } from 'react-router';
import { portalHref } from '../../lib/session/landing';

/**
 * Inventory → Pricing → Discounts (spec 2 §2) is the discounts screen: it opens menu/discounts (keeping the grid's
 * page, sort and search), whose route rule and calls then apply, so the list has one address and one cache.
 */
export function PricingDiscountsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${portalHref('menu/discounts')}${search}`} replace />;
}
