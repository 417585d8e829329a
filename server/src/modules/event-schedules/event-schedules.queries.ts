import type { TEventScheduleSortColumn, TEventSchedulesListQuery } from '@mp/contracts/event-schedules';
import { and, count, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { isNameTaken } from '../../db/name-taken.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms } from '../../db/list-sort.ts';
import { eventSchedules, promotions } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredEventSchedule = typeof eventSchedules.$inferSelect;
/** The stored fields a save sets. */
export type TEventScheduleWrite = Pick<
  TStoredEventSchedule,
  'name' | 'daysOfWeek' | 'startMinute' | 'endMinute' | 'startDate' | 'endDate' | 'isActive'
>;

/**
 * What refers to an event schedule by id: a merchant-owned table and its column holding the schedule's id. While a row
 * of any of them names a schedule, it is not deleted.
 */
type TScheduleReference = {
  table: PgTable & { merchantId: AnyPgColumn };
  column: AnyPgColumn;
  /** What the refusal names the referring row by. */
  name: AnyPgColumn;
};
const SCHEDULE_REFERENCES: readonly TScheduleReference[] = [
  { table: promotions, column: promotions.eventScheduleId, name: promotions.name },
];

const SORT_EXPRESSION: Record<TEventScheduleSortColumn, SQL | AnyColumn> = {
  Name: sql`upper(${eventSchedules.name})`,
  StartTime: eventSchedules.startMinute,
  EndTime: eventSchedules.endMinute,
  StartDate: eventSchedules.startDate,
  EndDate: eventSchedules.endDate,
};

/** One page of the merchant's schedules in the requested order (ties by id) and how many match the search. */
export async function pageEventSchedules(
  db: TReader,
  scope: TTenantScope,
  query: TEventSchedulesListQuery,
): Promise<{ rows: TStoredEventSchedule[]; total: number }> {
  const where = and(
    ofMerchant(eventSchedules, scope),
    query.SearchArg === '' ? undefined : ilike(eventSchedules.name, likePattern(query.SearchArg)),
  );
  const [counted] = await db.select({ total: count() }).from(eventSchedules).where(where);
  const rows = await db
    .select()
    .from(eventSchedules)
    .where(where)
    .orderBy(...sortTerms(query.SortDirection, SORT_EXPRESSION[query.SortColumn], eventSchedules.id))
    .limit(query.PageRowCount)
    .offset((query.RequestedPageNum - 1) * query.PageRowCount);
  return { rows, total: counted?.total ?? 0 };
}

/** One schedule of the merchant, or null: another merchant's id finds nothing. */
export async function eventScheduleInScope(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<TStoredEventSchedule | null> {
  const [row] = await db
    .select()
    .from(eventSchedules)
    .where(and(ofMerchant(eventSchedules, scope), eq(eventSchedules.id, id)));
  return row ?? null;
}

/** Whether another schedule of the merchant has this name, compared without case (`exceptId`: the schedule itself). */
export const isEventScheduleNameUsed = (db: TReader, scope: TTenantScope, name: string, exceptId: number) =>
  isNameTaken(db, scope, eventSchedules, name, exceptId);

export async function insertEventSchedule(
  db: TReader,
  scope: TTenantScope,
  values: TEventScheduleWrite,
): Promise<TStoredEventSchedule> {
  const [row] = await db
    .insert(eventSchedules)
    .values({ ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/** Writes the schedule only if it is still at `version`, bumping it; null when another save came first. */
export async function updateEventSchedule(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
  values: TEventScheduleWrite,
): Promise<TStoredEventSchedule | null> {
  const [row] = await db
    .update(eventSchedules)
    .set({ ...values, version: nextVersion(eventSchedules.version) })
    .where(and(ofMerchant(eventSchedules, scope), eq(eventSchedules.id, id), eq(eventSchedules.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes the schedule only if it is still at `version`; false when another save came first. */
export async function deleteEventSchedule(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
): Promise<boolean> {
  const rows = await db
    .delete(eventSchedules)
    .where(and(ofMerchant(eventSchedules, scope), eq(eventSchedules.id, id), eq(eventSchedules.version, version)))
    .returning({ id: eventSchedules.id });
  return rows.length > 0;
}

/** The names of the merchant's rows (SCHEDULE_REFERENCES) that refer to the schedule, by name. */
export async function eventScheduleUsers(db: TReader, scope: TTenantScope, id: number): Promise<string[]> {
  const names: string[] = [];
  for (const { table, column, name } of SCHEDULE_REFERENCES) {
    const rows = await db
      .select({ name })
      .from(table)
      .where(and(ofMerchant(table, scope), eq(column, id)));
    names.push(...rows.map((r) => String(r.name)));
  }
  return names.sort((a, b) => a.localeCompare(b));
}
