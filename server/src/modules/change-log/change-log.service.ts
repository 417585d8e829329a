import type { TChangeLogQuery, TChangeLogResponse } from '@mp/contracts/change-log';
import type { TDb } from '../../db/create-db.ts';
import { merchantScope, type TViewScope } from '../../db/tenant.ts';
import { changeLogPage, changeLogUsers, type TChangeLogScope } from './change-log.queries.ts';

/**
 * GET /ChangeLog/GetChangeLog. Merchant admins and the provider's staff (`merchantWide`) read the merchant's whole
 * log; anyone else reads what the view shows: their store's entries, or the merchant's in company view.
 */
export async function changeLogList(
  db: TDb,
  view: TViewScope,
  merchantWide: boolean,
  q: TChangeLogQuery,
): Promise<TChangeLogResponse> {
  const scope: TChangeLogScope = merchantWide || view.kind === 'company' ? merchantScope(view.merchantId) : view;
  const [{ rows, total }, users] = await Promise.all([
    changeLogPage(
      db,
      scope,
      view,
      {
        fromDate: q.FromDate,
        toDate: q.ToDate,
        userId: q.UserId,
        entity: q.Entity,
      },
      { limit: q.PageRowCount, offset: (q.RequestedPageNum - 1) * q.PageRowCount },
    ),
    changeLogUsers(db, scope),
  ]);
  return {
    ResultSet: rows.map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      UserId: r.userId,
      UserName: r.userName,
      MerchantId: r.merchantId,
      StoreId: r.storeId,
      StoreName: r.storeName,
      Entity: r.entity,
      EntityId: r.entityId,
      EntityName: r.entityName,
      Changes: r.changes,
    })),
    TotalRowCount: total,
    Users: users.map((u) => ({ UserId: u.userId, UserName: u.userName })),
  };
}
