import type { TChangeLogEntity } from '@mp/contracts/change-log';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { changeLog, stores } from '../../db/schema.ts';
import {
  ofMerchant,
  ofStore,
  ofView,
  type TMerchantScope,
  type TStoreScope,
  type TViewScope,
} from '../../db/tenant.ts';

/** Whose entries a reader sees: the merchant's (merchant-wide readers), or one store's. */
export type TChangeLogScope = TMerchantScope | TStoreScope;

export type TChangeLogFilter = {
  /** Calendar days (inclusive) in the zone of the store the reader views. */
  fromDate?: string;
  toDate?: string;
  userId?: number;
  entity?: TChangeLogEntity;
};

const visible = (scope: TChangeLogScope): SQL =>
  scope.kind === 'store' ? ofStore(changeLog, scope) : ofMerchant(changeLog, scope);

const STORE_KEYS = { merchantId: stores.merchantId, storeId: stores.id };

/**
 * The zone a reader's calendar days are in: the viewed store's, or in company view the merchant's first store's
 * (live first), as the screens' dates are; UTC for a merchant without a store. A scalar subquery, evaluated once.
 */
const viewZone = (view: TViewScope) =>
  sql`coalesce((select ${stores.timeZone} from ${stores} where ${ofView(STORE_KEYS, view)}
    order by ${stores.isDeleted}, ${stores.id} limit 1), 'UTC')`;

/** Midnight starting `isoDate` in the zone, as a timestamptz. */
const midnight = (isoDate: string, zone: SQL) => sql`(cast(${isoDate} as date)::timestamp at time zone ${zone})`;

/** One page of the scope's entries, newest first, with the store's name. */
export async function changeLogPage(
  db: TDb,
  scope: TChangeLogScope,
  view: TViewScope,
  filter: TChangeLogFilter,
  page: { limit: number; offset: number },
) {
  const zone = viewZone(view);
  const where = and(
    visible(scope),
    filter.fromDate === undefined ? undefined : gte(changeLog.at, midnight(filter.fromDate, zone)),
    filter.toDate === undefined
      ? undefined
      : lt(changeLog.at, sql`${midnight(filter.toDate, zone)} + interval '1 day'`),
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
