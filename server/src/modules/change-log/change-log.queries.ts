import type { TChangeLogEntity } from '@mp/contracts/change-log';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { changeLog, stores } from '../../db/schema.ts';
import { ofMerchant, ofStore, type TMerchantScope, type TStoreScope } from '../../db/tenant.ts';

/** Whose entries a reader sees: the merchant's (merchant-wide readers), or one store's. */
export type TChangeLogScope = TMerchantScope | TStoreScope;

export type TChangeLogFilter = {
  /** Inclusive lower bound and exclusive upper bound of `at`. */
  from?: Date;
  until?: Date;
  userId?: number;
  entity?: TChangeLogEntity;
};

const visible = (scope: TChangeLogScope): SQL =>
  scope.kind === 'store' ? ofStore(changeLog, scope) : ofMerchant(changeLog, scope);

/** One page of the scope's entries, newest first, with the store's name. */
export async function changeLogPage(
  db: TDb,
  scope: TChangeLogScope,
  filter: TChangeLogFilter,
  page: { limit: number; offset: number },
) {
  const where = and(
    visible(scope),
    filter.from && gte(changeLog.at, filter.from),
    filter.until && lt(changeLog.at, filter.until),
    filter.userId === undefined ? undefined : eq(changeLog.userId, filter.userId),
    filter.entity && eq(changeLog.entity, filter.entity),
  );
  const [totalRow] = await db.select({ n: count() }).from(changeLog).where(where);
  const rows = await db
    .select({
      id: changeLog.id,
      at: changeLog.at,
      userId: changeLog.userId,
      userName: changeLog.userName,
      merchantId: changeLog.merchantId,
      storeId: changeLog.storeId,
      storeName: stores.name,
      entity: changeLog.entity,
      entityId: changeLog.entityId,
      entityName: changeLog.entityName,
      changes: changeLog.changes,
    })
    .from(changeLog)
    // The store is the entry's own, which belongs to the same merchant: joined on both keys all the same.
    .leftJoin(stores, and(eq(stores.id, changeLog.storeId), eq(stores.merchantId, changeLog.merchantId)))
    .where(where)
    .orderBy(desc(changeLog.at), desc(changeLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Every user who has an entry the scope sees, by name (the user filter's choices). */
export const changeLogUsers = (db: TDb, scope: TChangeLogScope) =>
  db
    .selectDistinct({ userId: changeLog.userId, userName: changeLog.userName })
    .from(changeLog)
    .where(visible(scope))
    .orderBy(asc(changeLog.userName), asc(changeLog.userId));
