import { isAdminType } from '@mp/contracts/access/roles';
import type { TMerchantInfo } from '@mp/contracts/auth';
import { STORE_NOT_AVAILABLE_MESSAGE, STORE_SELECTION_ERROR, type TStoreSearchResponse } from '@mp/contracts/stores';
import type { TDb } from '../../db/create-db.ts';
import { ApiError, forbidden } from '../../plugins/errors.ts';
import { type TSession, updateSession } from '../../plugins/session-store.ts';
import { merchantInfo } from '../account/account.service.ts';
import { findUserContextById, type TUserContext } from '../user/user.queries.ts';
import { findStoreInScope, scopeOf, searchStores, type TStoreScope } from './company.queries.ts';

type TSearch = {
  PageRowCount: number;
  RequestedPageNum: number;
  SearchArg: string;
  SearchArg5: boolean;
  includeDeletedStores: boolean;
};

const MERCHANT_INACTIVE = 3;

async function sessionUser(db: TDb, session: TSession): Promise<TUserContext> {
  const ctx = await findUserContextById(db, session.userId);
  if (!ctx) throw forbidden();
  return ctx;
}

const page = async (
  db: TDb,
  scope: TStoreScope,
  q: TSearch,
  companyViewRows: boolean,
): Promise<TStoreSearchResponse> => {
  const { rows, total } = await searchStores(db, scope, {
    search: q.SearchArg,
    includeInactive: q.SearchArg5 || q.includeDeletedStores,
    companyViewRows,
    limit: q.PageRowCount,
    offset: (q.RequestedPageNum - 1) * q.PageRowCount,
  });
  return { ResultSet: rows, TotalRowCount: total };
};

/** Merchant selection for admin types: their whole scope, each merchant with its company-view row. */
export async function merchantStores(db: TDb, session: TSession, q: TSearch): Promise<TStoreSearchResponse> {
  const { user } = await sessionUser(db, session);
  if (!isAdminType(user)) throw forbidden();
  return page(db, scopeOf(user), q, true);
}

/**
 * Store selection: company users get their merchant's company view and stores, store users their assigned
 * stores, admin types the stores of the merchant they chose (none before choosing).
 */
export async function storesWithMerchants(db: TDb, session: TSession, q: TSearch): Promise<TStoreSearchResponse> {
  const { user } = await sessionUser(db, session);
  if (isAdminType(user)) {
    if (!session.merchantId) return { ResultSet: [], TotalRowCount: 0 };
    // The chosen merchant must still be inside the admin's scope.
    if (!(await findStoreInScope(db, scopeOf(user), session.merchantId, 0))) throw forbidden();
    return page(db, { kind: 'merchant', merchantId: session.merchantId }, q, true);
  }
  return page(db, scopeOf(user), q, true);
}

export async function checkStoreAccountStatus(
  db: TDb,
  session: TSession,
  body: { StoreId: number; MerchantId: number },
): Promise<TMerchantInfo> {
  const { user } = await sessionUser(db, session);
  const found = await findStoreInScope(db, scopeOf(user), body.MerchantId, body.StoreId);
  if (!found) throw forbidden();
  return merchantInfo(db, body.MerchantId, body.StoreId, user.isAccountManager);
}

/** Switches the session to a store (0 = company view) the user may pick; unavailable stores answer 409. */
export async function saveStoreContext(db: TDb, session: TSession, storeId: number, merchantId: number): Promise<void> {
  const { user } = await sessionUser(db, session);
  const found = await findStoreInScope(db, scopeOf(user), merchantId, storeId);
  if (!found) throw forbidden();
  if (found.isDeleted || found.merchantStatus === MERCHANT_INACTIVE) {
    throw new ApiError(409, STORE_SELECTION_ERROR.storeNotAvailable, 'The store is not available.', undefined, {
      IsSuccessful: false,
      Message: STORE_NOT_AVAILABLE_MESSAGE,
    });
  }
  await updateSession(db, session.id, { merchantId, storeId });
}
