import type { TPosMessageListQuery, TPosMessageListResponse } from '@mp/contracts/pos-messages';
import type { TDb } from '../../db/create-db.ts';
import type { TViewScope } from '../../db/tenant.ts';
import { pagePosMessages } from './pos-messages.queries.ts';

/** POST /PosMessages/GetPosMessages: one page of the merchant's messages, in either view. */
export async function listPosMessages(
  db: TDb,
  scope: TViewScope,
  request: TPosMessageListQuery,
): Promise<TPosMessageListResponse> {
  const { rows, total } = await pagePosMessages(db, scope, {
    limit: request.PageRowCount,
    offset: (request.RequestedPageNum - 1) * request.PageRowCount,
    sort: { column: request.SortColumn, direction: request.SortDirection },
  });
  return {
    ResultSet: rows.map((r) => ({
      ...r,
      displayTime: r.displayTime.toISOString(),
      expiration: r.expiration?.toISOString() ?? null,
    })),
    TotalRowCount: total,
  };
}
