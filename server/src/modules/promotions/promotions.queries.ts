import {
  PROMOTION_STATUSES,
  type TPromotionSortColumn,
  type TPromotionsListQuery,
  type TPromotionStatus,
} from '@mp/contracts/promotions';
import { and, asc, count, eq, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb, TDbTransaction } from '../../db/create-db.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms } from '../../db/list-sort.ts';
import {
  eventSchedules,
  itemCategories,
  items,
  promotionCategories,
  promotionItems,
  promotions,
  promotionStores,
  stores,
} from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';
import { assignableItem } from '../../shared/menu-targets/assignable-item.ts';

type TReader = TDb | TDbTransaction;

export type TStoredPromotion = typeof promotions.$inferSelect;
export type TPromotionWrite = Pick<
  TStoredPromotion,
  'name' | 'kind' | 'value' | 'eventScheduleId' | 'startDate' | 'endDate'
>;
export type TPromotionLinks = { itemIds: number[]; categoryIds: number[]; storeIds: number[] };
/** A promotion with its schedule's name, dates and weekly window (null columns for a date range). */
export type TTimedPromotion = TStoredPromotion & {
  schedule: Pick<
    typeof eventSchedules.$inferSelect,
    'name' | 'daysOfWeek' | 'startMinute' | 'endMinute' | 'startDate' | 'endDate'
  > | null;
};
export type TPromotionPageRow = TTimedPromotion & { itemCount: number; categoryCount: number; storeCount: number };

// The schedule a promotion names, of the same merchant.
const scheduleJoin = and(
  eq(eventSchedules.id, promotions.eventScheduleId),
  eq(eventSchedules.merchantId, promotions.merchantId),
);
const scheduleColumns = {
  name: eventSchedules.name,
  daysOfWeek: eventSchedules.daysOfWeek,
  startMinute: eventSchedules.startMinute,
  endMinute: eventSchedules.endMinute,
  startDate: eventSchedules.startDate,
  endDate: eventSchedules.endDate,
};
type TJoined = { promotion: TStoredPromotion; schedule: TTimedPromotion['schedule'] | { name: null } };
const timed = ({ promotion, schedule }: TJoined): TTimedPromotion => ({
  ...promotion,
  schedule: schedule && schedule.name !== null ? (schedule as TTimedPromotion['schedule']) : null,
});

// The promotion's own dates, or its schedule's: what its status is worked out from.
const effectiveStart = sql<string | null>`coalesce(${promotions.startDate}, ${eventSchedules.startDate})`;
const effectiveEnd = sql<string | null>`coalesce(${promotions.endDate}, ${eventSchedules.endDate})`;
/** The index of the status in PROMOTION_STATUSES on `today` (contracts promotionStatus, in SQL). */
const statusRank = (today: string) =>
  sql<number>`(case when ${effectiveStart} > ${today}::date then 1 when ${effectiveEnd} < ${today}::date then 2
    else 0 end)`;

// Correlated sub-queries name the outer row by its table, their own rows by alias.
const OUTER_ID = sql.raw('"promotions"."id"');
const OUTER_MERCHANT = sql.raw('"promotions"."merchant_id"');
const itemCount = sql<number>`(select count(*)::int from ${promotionItems} pi join ${items} i on i.id = pi.item_id
  where pi.promotion_id = ${OUTER_ID} and ${OUTER_MERCHANT} = pi.merchant_id
    and not i.is_deleted and not i.is_charge_item)`;
const categoryCount = sql<number>`(select count(*)::int from ${promotionCategories} pc
  where pc.promotion_id = ${OUTER_ID} and ${OUTER_MERCHANT} = pc.merchant_id)`;
const storeCount = sql<number>`(select count(*)::int from ${promotionStores} ps
  where ps.promotion_id = ${OUTER_ID} and ${OUTER_MERCHANT} = ps.merchant_id)`;

const sortExpression = (column: TPromotionSortColumn, today: string): SQL | AnyColumn =>
  ({
    Name: sql`upper(${promotions.name})`,
    Kind: promotions.kind,
    Status: statusRank(today),
    StartDate: effectiveStart,
    EndDate: effectiveEnd,
  })[column];

/**
 * One page of the merchant's promotions in the requested order (ties by id), only those of `query.Status` on `today`
 * when it is given, with their target counts, and how many match.
 */
export async function pagePromotions(
  db: TReader,
  scope: TTenantScope,
  query: TPromotionsListQuery,
  today: string,
): Promise<{ rows: TPromotionPageRow[]; total: number }> {
  const where = and(
    ofMerchant(promotions, scope),
    query.SearchArg === '' ? undefined : ilike(promotions.name, likePattern(query.SearchArg)),
    query.Status === undefined
      ? undefined
      : sql`${statusRank(today)} = ${PROMOTION_STATUSES.indexOf(query.Status as TPromotionStatus)}`,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(promotions)
    .leftJoin(eventSchedules, scheduleJoin)
    .where(where);
  const rows = await db
    .select({ promotion: promotions, schedule: scheduleColumns, itemCount, categoryCount, storeCount })
    .from(promotions)
    .leftJoin(eventSchedules, scheduleJoin)
    .where(where)
    .orderBy(...sortTerms(query.SortDirection, sortExpression(query.SortColumn, today), promotions.id))
    .limit(query.PageRowCount)
    .offset((query.RequestedPageNum - 1) * query.PageRowCount);
  return {
    rows: rows.map((r) => ({
      ...timed(r),
      itemCount: r.itemCount,
      categoryCount: r.categoryCount,
      storeCount: r.storeCount,
    })),
    total: counted?.total ?? 0,
  };
}

/** Every promotion of the merchant with its schedule (the overlap check compares each with the others). */
export async function timedPromotions(db: TReader, scope: TTenantScope): Promise<TTimedPromotion[]> {
  const rows = await db
    .select({ promotion: promotions, schedule: scheduleColumns })
    .from(promotions)
    .leftJoin(eventSchedules, scheduleJoin)
    .where(ofMerchant(promotions, scope))
    .orderBy(asc(promotions.id));
  return rows.map(timed);
}

/** One promotion of the merchant with its schedule, or null: another merchant's id finds nothing. */
export async function promotionInScope(db: TReader, scope: TTenantScope, id: number): Promise<TTimedPromotion | null> {
  const [row] = await db
    .select({ promotion: promotions, schedule: scheduleColumns })
    .from(promotions)
    .leftJoin(eventSchedules, scheduleJoin)
    .where(and(ofMerchant(promotions, scope), eq(promotions.id, id)));
  return row ? timed(row) : null;
}

/** The live items, the categories and the stores a promotion of the merchant names, by id. */
export async function promotionLinks(db: TReader, scope: TTenantScope, id: number): Promise<TPromotionLinks> {
  const itemRows = await db
    .select({ id: promotionItems.itemId })
    .from(promotionItems)
    .innerJoin(items, eq(items.id, promotionItems.itemId))
    .where(and(ofMerchant(promotionItems, scope), eq(promotionItems.promotionId, id), assignableItem(scope)))
    .orderBy(asc(promotionItems.itemId));
  const categoryRows = await db
    .select({ id: promotionCategories.itemCategoryId })
    .from(promotionCategories)
    .where(and(ofMerchant(promotionCategories, scope), eq(promotionCategories.promotionId, id)))
    .orderBy(asc(promotionCategories.itemCategoryId));
  const storeRows = await db
    .select({ id: promotionStores.storeId })
    .from(promotionStores)
    .where(and(ofMerchant(promotionStores, scope), eq(promotionStores.promotionId, id)))
    .orderBy(asc(promotionStores.storeId));
  return {
    itemIds: itemRows.map((r) => r.id),
    categoryIds: categoryRows.map((r) => r.id),
    storeIds: storeRows.map((r) => r.id),
  };
}

/**
 * What each promotion of the merchant reaches: the live items it names or that are in a category it names (each
 * pair once), and its stores.
 */
export async function promotionReach(
  db: TReader,
  scope: TTenantScope,
): Promise<{ items: { promotionId: number; itemId: number }[]; stores: { promotionId: number; storeId: number }[] }> {
  const direct = await db
    .select({ promotionId: promotionItems.promotionId, itemId: promotionItems.itemId })
    .from(promotionItems)
    .innerJoin(items, eq(items.id, promotionItems.itemId))
    .where(and(ofMerchant(promotionItems, scope), assignableItem(scope)));
  const viaCategory = await db
    .select({ promotionId: promotionCategories.promotionId, itemId: items.id })
    .from(promotionCategories)
    .innerJoin(
      items,
      and(
        eq(items.itemCategoryId, promotionCategories.itemCategoryId),
        eq(items.merchantId, promotionCategories.merchantId),
      ),
    )
    .where(and(ofMerchant(promotionCategories, scope), assignableItem(scope)));
  const storeRows = await db
    .select({ promotionId: promotionStores.promotionId, storeId: promotionStores.storeId })
    .from(promotionStores)
    .where(ofMerchant(promotionStores, scope));
  return { items: [...direct, ...viaCategory], stores: storeRows };
}

/**
 * The merchant's live items a promotion naming these items and categories reaches, each once, by name: with its
 * category and regular price (the preview's rows).
 */
export async function itemsReached(db: TReader, scope: TTenantScope, itemIds: number[], categoryIds: number[]) {
  if (itemIds.length + categoryIds.length === 0) return [];
  const named = [
    itemIds.length > 0 ? inArray(items.id, itemIds) : undefined,
    categoryIds.length > 0 ? inArray(items.itemCategoryId, categoryIds) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({ id: items.id, name: items.itemName, categoryName: itemCategories.name, price: items.retailPrice })
    .from(items)
    .leftJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
    .where(and(assignableItem(scope), sql`(${sql.join(named, sql` or `)})`))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));
}

/** Whether another promotion of the merchant has this name, without case (`exceptId`: the promotion itself). */
export async function isPromotionNameUsed(
  db: TReader,
  scope: TTenantScope,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        ofMerchant(promotions, scope),
        sql`upper(${promotions.name}) = upper(${name})`,
        sql`${promotions.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The merchant's live stores, by name: where a promotion can run. */
export const promotionStoreChoices = (db: TReader, scope: TTenantScope) =>
  db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(ofMerchant(stores, scope), eq(stores.isDeleted, false)))
    .orderBy(asc(stores.name), asc(stores.id));

/** The merchant's event schedules, by name, with their times (a promotion runs during one). */
export const promotionScheduleChoices = (db: TReader, scope: TTenantScope) =>
  db
    .select({ id: eventSchedules.id, ...scheduleColumns })
    .from(eventSchedules)
    .where(ofMerchant(eventSchedules, scope))
    .orderBy(asc(sql`upper(${eventSchedules.name})`), asc(eventSchedules.id));

export async function insertPromotion(
  db: TReader,
  scope: TTenantScope,
  values: TPromotionWrite,
): Promise<TStoredPromotion> {
  const [row] = await db
    .insert(promotions)
    .values({ ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/** Writes the promotion only if it is still at `version`, bumping it; null when another save came first. */
export async function updatePromotion(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
  values: TPromotionWrite,
): Promise<TStoredPromotion | null> {
  const [row] = await db
    .update(promotions)
    .set({ ...values, version: nextVersion(promotions.version) })
    .where(and(ofMerchant(promotions, scope), eq(promotions.id, id), eq(promotions.version, version)))
    .returning();
  return row ?? null;
}

/** Sets the items, categories and stores of a promotion of the merchant (the caller checked they are its own). */
export async function replacePromotionLinks(
  db: TReader,
  scope: TTenantScope,
  id: number,
  links: TPromotionLinks,
): Promise<void> {
  await db.delete(promotionItems).where(and(ofMerchant(promotionItems, scope), eq(promotionItems.promotionId, id)));
  await db
    .delete(promotionCategories)
    .where(and(ofMerchant(promotionCategories, scope), eq(promotionCategories.promotionId, id)));
  await db.delete(promotionStores).where(and(ofMerchant(promotionStores, scope), eq(promotionStores.promotionId, id)));
  const key = { ...merchantKey(scope), promotionId: id };
  if (links.itemIds.length > 0)
    await db.insert(promotionItems).values(links.itemIds.map((itemId) => ({ ...key, itemId })));
  if (links.categoryIds.length > 0)
    await db
      .insert(promotionCategories)
      .values(links.categoryIds.map((itemCategoryId) => ({ ...key, itemCategoryId })));
  if (links.storeIds.length > 0)
    await db.insert(promotionStores).values(links.storeIds.map((storeId) => ({ ...key, storeId })));
}

/** Deletes the promotion (its links go with it) only if it is still at `version`; false when another save came first. */
export async function deletePromotion(db: TReader, scope: TTenantScope, id: number, version: number): Promise<boolean> {
  const rows = await db
    .delete(promotions)
    .where(and(ofMerchant(promotions, scope), eq(promotions.id, id), eq(promotions.version, version)))
    .returning({ id: promotions.id });
  return rows.length > 0;
}
