import type { TUserRow } from '../../db/rows.ts';
import { merchantScope, type TMerchantScope } from '../../db/tenant.ts';

/**
 * Which stores a user may pick in store selection. Not a tenant scope: an admin's or a partner's choice spans
 * merchants, and picking is what gives the session its tenant. Where the choice stays inside one merchant (merchant
 * and assigned users) that merchant is a TMerchantScope, so the queries filter by it through the tenant helpers.
 */
export type TSelectionScope =
  | { kind: 'all' }
  | { kind: 'reseller'; resellerId: number }
  | { kind: 'merchant'; merchant: TMerchantScope }
  | { kind: 'assigned'; merchant: TMerchantScope; userId: number };

/** What of a user decides their selection scope. */
export type TSelectionUser = Pick<
  TUserRow,
  'id' | 'merchantId' | 'resellerId' | 'isAdminUser' | 'isMerchantAdminUser' | 'isSilverPartner' | 'isCompanyUser'
>;

/** Admins pick any store, partners their reseller's, merchant admins and company users their merchant's, others their own. */
export function selectionScopeOf(user: TSelectionUser): TSelectionScope {
  if (user.isAdminUser) return { kind: 'all' };
  if (user.isSilverPartner) return { kind: 'reseller', resellerId: user.resellerId };
  // A merchant admin or store user without a merchant sees nothing: merchant id 0 matches no row.
  const merchant = merchantScope(user.merchantId ?? 0);
  if (user.isMerchantAdminUser || user.isCompanyUser) return { kind: 'merchant', merchant };
  return { kind: 'assigned', merchant, userId: user.id };
}

/** Company-view rows (StoreId 0) belong to scopes that cover whole merchants. */
export const hasCompanyView = (scope: TSelectionScope): boolean => scope.kind !== 'assigned';
