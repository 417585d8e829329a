import type { TScheduleListQuery, TScheduleSortColumn } from '@mp/contracts/report-schedules';
import { and, asc, count, eq, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb, TDbTransaction } from '../../../db/create-db.ts';
import { nextVersion } from '../../../db/concurrency.ts';
import { sortTerms } from '../../../db/list-sort.ts';
import { merchants, reportSchedules, stores } from '../../../db/schema.ts';
import {
  merchantKey,
  ofMerchant,
  ofStore,
  storeKey,
  type TMerchantScope,
  type TViewScope,
} from '../../../db/tenant.ts';

/** A stored schedule with what its answer shows beside it: the view's name and the zone its times are in. */
export type TScheduleRow = typeof reportSchedules.$inferSelect & { storeName: string; timeZone: string };
/** What a save writes (the tenant keys and the owner come from the scope and the session). */
export type TScheduleValues = Omit<
  typeof reportSchedules.$inferInsert,
  'id' | 'merchantId' | 'storeId' | 'userId' | 'version' | 'createdAt'
>;
/** The next firing a save or the runner writes. */
export type TNextFire = { at: Date | null; period: string | null };

const firstStore = alias(stores, 'first_store');
const viewStore = alias(stores, 'view_store');

/**
 * The columns of a schedule's answer. The company view's times are its merchant's first live store's zone (the
 * stores of a company may differ; one zone has to decide when "07:00" is).
 */
const scheduleColumns = {
  schedule: reportSchedules,
  storeName: sql<string>`coalesce(${viewStore.name}, ${merchants.name})`,
  timeZone: sql<string>`coalesce(${viewStore.timeZone}, (select ${firstStore.timeZone} from ${stores} ${firstStore}
      where ${firstStore.merchantId} = ${reportSchedules.merchantId} and not ${firstStore.isDeleted}
      order by ${firstStore.id} limit 1), 'America/New_York')`,
};

const selectSchedules = (db: TDb | TDbTransaction) =>
  db
    .select(scheduleColumns)
    .from(reportSchedules)
    .innerJoin(merchants, eq(merchants.id, reportSchedules.merchantId))
    .leftJoin(viewStore, eq(viewStore.id, reportSchedules.storeId));

const toRow = ({
  schedule,
  storeName,
  timeZone,
}: {
  schedule: typeof reportSchedules.$inferSelect;
  storeName: string;
  timeZone: string;
}): TScheduleRow => ({
  ...schedule,
  storeName,
  timeZone,
});

/** Schedules made in exactly this view: the store's own, or the company view's (no store). */
const ofViewItself = (view: TViewScope): SQL =>
  view.kind === 'store'
    ? ofStore(reportSchedules, view)
    : and(ofMerchant(reportSchedules, view), isNull(reportSchedules.storeId))!;

/** A user's own schedules at the merchant. */
const ownedBy = (scope: TMerchantScope | TViewScope, userId: number): SQL =>
  and(ofMerchant(reportSchedules, scope), eq(reportSchedules.userId, userId))!;

const SORT: Record<TScheduleSortColumn, SQL> = {
  Name: sql`lower(${reportSchedules.name})`,
  ReportFile: sql`${reportSchedules.reportFile}`,
  NextRunAt: sql`${reportSchedules.nextFireAt}`,
};

/** The user's report schedules at the merchant (every view), a page of them in the asked order, and their count. */
export async function listSchedules(
  db: TDb,
  scope: TMerchantScope,
  userId: number,
  query: Pick<TScheduleListQuery, 'PageRowCount' | 'RequestedPageNum' | 'SortColumn' | 'SortDirection'>,
): Promise<{ rows: TScheduleRow[]; total: number }> {
  const where = and(ownedBy(scope, userId), eq(reportSchedules.kind, 'report'));
  const [rows, [total]] = await Promise.all([
    selectSchedules(db)
      .where(where)
      .orderBy(...sortTerms(query.SortDirection, SORT[query.SortColumn], reportSchedules.id))
      .limit(query.PageRowCount)
      .offset((query.RequestedPageNum - 1) * query.PageRowCount),
    db.select({ n: count() }).from(reportSchedules).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

/** One of the user's schedules at the merchant, or null (another user's or merchant's answers the same). */
export async function findSchedule(
  db: TDb,
  scope: TMerchantScope,
  userId: number,
  id: number,
): Promise<TScheduleRow | null> {
  const [row] = await selectSchedules(db).where(and(ownedBy(scope, userId), eq(reportSchedules.id, id)));
  return row ? toRow(row) : null;
}

/** The user's daily digest for a view, or null when it is off. */
export async function findDigest(db: TDb, view: TViewScope, userId: number): Promise<TScheduleRow | null> {
  const [row] = await selectSchedules(db).where(
    and(ownedBy(view, userId), eq(reportSchedules.kind, 'digest'), ofViewItself(view)),
  );
  return row ? toRow(row) : null;
}

/** A new schedule of the user for the view; answers its id and version. */
export async function insertSchedule(
  db: TDb,
  view: TViewScope,
  userId: number,
  values: TScheduleValues,
): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(reportSchedules)
    .values({
      ...values,
      ...(view.kind === 'store' ? storeKey(view) : { ...merchantKey(view), storeId: null }),
      userId,
    })
    .returning({ id: reportSchedules.id, version: reportSchedules.version });
  return row!;
}

/** Saves the user's schedule if it is still at `version` (else nothing is written); the new version, or null. */
export async function updateSchedule(
  db: TDb,
  scope: TMerchantScope,
  userId: number,
  id: number,
  version: number,
  values: Partial<TScheduleValues>,
): Promise<number | null> {
  const [row] = await db
    .update(reportSchedules)
    .set({ ...values, version: nextVersion(reportSchedules.version) })
    .where(and(ownedBy(scope, userId), eq(reportSchedules.id, id), eq(reportSchedules.version, version)))
    .returning({ version: reportSchedules.version });
  return row?.version ?? null;
}

/** Deletes the user's schedule; false when there was none. */
export async function deleteSchedule(db: TDb, scope: TMerchantScope, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(reportSchedules)
    .where(and(ownedBy(scope, userId), eq(reportSchedules.id, id)))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The runner and the unsubscribe link: outside any session, across merchants (each schedule carries its own).

/** Schedules due at `now`, the longest waiting first. */
export async function dueSchedules(db: TDb, now: Date, limit: number): Promise<TScheduleRow[]> {
  const rows = await selectSchedules(db)
    .where(and(isNotNull(reportSchedules.nextFireAt), lte(reportSchedules.nextFireAt, now)))
    .orderBy(asc(reportSchedules.nextFireAt), asc(reportSchedules.id))
    .limit(limit);
  return rows.map(toRow);
}

/** A schedule by id (the runner's run, an unsubscribe link), or null. */
export async function scheduleById(db: TDb | TDbTransaction, id: number): Promise<TScheduleRow | null> {
  const [row] = await selectSchedules(db).where(eq(reportSchedules.id, id));
  return row ? toRow(row) : null;
}

/**
 * Moves a schedule on to its next firing if it is still at `period` (the runner's compare-and-set: of two processes
 * claiming the same period, the second finds it moved and claims nothing). The version stays: a user's open edit
 * form is not made stale by the schedule firing.
 */
export async function moveScheduleOn(
  tx: TDbTransaction,
  id: number,
  period: string,
  next: TNextFire,
): Promise<boolean> {
  const rows = await tx
    .update(reportSchedules)
    .set({ nextFireAt: next.at, nextPeriod: next.period })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.nextPeriod, period)))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

/**
 * Takes one address off a schedule (the unsubscribe link names both); with none left it stops firing. Answers the
 * schedule's name and whether the address was on it, or null when the schedule is gone.
 */
export async function removeRecipient(
  db: TDb,
  id: number,
  address: string,
): Promise<{ name: string; removed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: reportSchedules.name, recipients: reportSchedules.recipients })
      .from(reportSchedules)
      .where(eq(reportSchedules.id, id))
      .for('update');
    if (!row) return null;
    const left = row.recipients.filter((r) => r.toLowerCase() !== address.toLowerCase());
    if (left.length === row.recipients.length) return { name: row.name, removed: false };
    await tx
      .update(reportSchedules)
      .set({
        recipients: left,
        version: nextVersion(reportSchedules.version),
        ...(left.length === 0 ? { nextFireAt: null, nextPeriod: null } : {}),
      })
      .where(eq(reportSchedules.id, id));
    return { name: row.name, removed: true };
  });
}
