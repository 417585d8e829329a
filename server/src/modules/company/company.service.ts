import { isAdminType } from '@mp/contracts/access/roles';
import type { TMerchantInfo } from '@mp/contracts/auth';
import {
  STORE_NOT_AVAILABLE_MESSAGE,
  STORE_SELECTION_ERROR,
  type TStoreSearchResponse,
  type TStoreSortColumn,
} from '@mp/contracts/stores';
import type { TSortDirection } from '@mp/contracts/fields';
import type { TDb } from '../../db/create-db.ts';
import type { TMerchantRow, TUserRow } from '../../db/rows.ts';
import { companyScope, merchantScope, storeScope, type TViewScope } from '../../db/tenant.ts';
import { ApiError, forbidden } from '../../plugins/errors.ts';
import { updateSession } from '../../plugins/session-store.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import { merchantInfo } from '../../shared/store-selection/merchant-info.ts';
import { selectionScopeOf, type TSelectionScope } from '../../shared/store-selection/selection-scope.ts';
import { findSelectableView, searchStores } from '../../shared/store-selection/store-selection.queries.ts';

type TSearch = {
  PageRowCount: number;
  RequestedPageNum: number;
  SearchArg: string;
  SearchArg5: boolean;
  includeDeletedStores: boolean;
  SortColumn: TStoreSortColumn;
  SortDirection: TSortDirection;
};

const MERCHANT_INACTIVE = 3;

const page = async (db: TDb, scope: TSelectionScope, q: TSearch): Promise<TStoreSearchResponse> => {
  const { rows, total } = await searchStores(db, scope, {
    search: q.SearchArg,
    includeInactive: q.SearchArg5 || q.includeDeletedStores,
    limit: q.PageRowCount,
    offset: (q.RequestedPageNum - 1) * q.PageRowCount,
    sort: { column: q.SortColumn, direction: q.SortDirection },
  });
  return { ResultSet: rows, TotalRowCount: total };
};

/** The view a choice names: store 0 is the merchant's company view. */
const wantedView = (merchantId: number, storeId: number): TViewScope =>
  storeId === 0 ? companyScope(merchantId) : storeScope(merchantId, storeId);

/** Merchant selection for admin types: their whole selection scope, each merchant with its company-view row. */
export async function merchantStores(db: TDb, user: TUserRow, q: TSearch): Promise<TStoreSearchResponse> {
  if (!isAdminType(user)) throw forbidden();
  return page(db, selectionScopeOf(user), q);
}

/**
 * Store selection: company users get their merchant's company view and stores, store users their assigned
 * stores, admin types the stores of the merchant they chose (`chosen`, the session's; none before choosing).
 */
export async function storesWithMerchants(
  db: TDb,
  user: TUserRow,
  chosen: TMerchantRow | null,
  q: TSearch,
): Promise<TStoreSearchResponse> {
  if (!isAdminType(user)) return page(db, selectionScopeOf(user), q);
  if (!chosen) return { ResultSet: [], TotalRowCount: 0 };
  // The chosen merchant must still be inside the admin's selection scope.
  if (!(await findSelectableView(db, selectionScopeOf(user), companyScope(chosen.id)))) throw forbidden();
  return page(db, { kind: 'merchant', merchant: merchantScope(chosen.id) }, q);
}

/** The account status of a store (or company view) the user may pick, before picking it. */
export async function checkStoreAccountStatus(
  db: TDb,
  user: TUserRow,
  body: { StoreId: number; MerchantId: number },
): Promise<TMerchantInfo> {
  const found = await findSelectableView(db, selectionScopeOf(user), wantedView(body.MerchantId, body.StoreId));
  if (!found) throw forbidden();
  return merchantInfo(found.merchant, found.store, user.isAccountManager);
}

/**
 * Switches the session `sessionId` to a store (0 = company view) the user may pick; unavailable stores answer 409.
 * Picking is what gives the session its tenant, so it is checked against the user's selection scope, not a tenant.
 * A switch by the provider's staff (admin and support users) into a merchant is a change-log entry of that merchant,
 * so a merchant can see when the provider looked at its stores; merchant users' own switches are not.
 */
export async function saveStoreContext(
  db: TDb,
  user: TUserRow,
  actor: TActor,
  session: { id: string; merchantId: number | null; storeId: number | null },
  storeId: number,
  merchantId: number,
): Promise<void> {
  const found = await findSelectableView(db, selectionScopeOf(user), wantedView(merchantId, storeId));
  if (!found) throw forbidden();
  if (found.store?.isDeleted || found.merchant.status === MERCHANT_INACTIVE) {
    throw new ApiError(409, STORE_SELECTION_ERROR.storeNotAvailable, 'The store is not available.', undefined, {
      IsSuccessful: false,
      Message: STORE_NOT_AVAILABLE_MESSAGE,
    });
  }
  if (!user.isAdminUser) {
    await updateSession(db, session.id, { merchantId, storeId });
    return;
  }
  await db.transaction(async (tx) => {
    await updateSession(tx, session.id, { merchantId, storeId });
    await recordChanges(tx, merchantScope(merchantId), actor, [
      {
        entity: 'storeContext',
        entityId: storeId,
        entityName: found.store?.name ?? found.merchant.name,
        storeId: storeId === 0 ? null : storeId,
        before: { merchantId: session.merchantId, storeId: session.storeId },
        after: { merchantId, storeId },
      },
    ]);
  });
}
