import { and, eq, sql } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import { queryRows, type TDb } from '../../db/create-db.ts';
import { storeAlerts } from '../../db/schema.ts';
import { merchantOf, ofStore, storeKey, storeOf, type TStoreScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredAlerts = typeof storeAlerts.$inferSelect;
export type TAlertsWrite = Omit<TStoredAlerts, 'merchantId' | 'storeId' | 'version'>;

/** The transaction types the sales reports count (report-sql SALES_TYPES; modules do not share code). */
const SALES_TYPES = sql.raw(`('S', 'RT', 'SR', 'R', 'F')`);

/** The store's stored subscriptions, or null before the first save. */
export async function storedAlerts(db: TReader, scope: TStoreScope): Promise<TStoredAlerts | null> {
  const [row] = await db.select().from(storeAlerts).where(ofStore(storeAlerts, scope));
  return row ?? null;
}

/**
 * Writes the store's subscriptions only if they are still at `version` (0: no row yet, so the first save inserts),
 * bumping it in the same statement; answers the stored row, or null when another save came first.
 */
export async function writeAlerts(
  tx: TReader,
  scope: TStoreScope,
  version: number,
  values: TAlertsWrite,
): Promise<TStoredAlerts | null> {
  const [row] =
    version === 0
      ? await tx
          .insert(storeAlerts)
          .values({ ...storeKey(scope), ...values })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(storeAlerts)
          .set({ ...values, version: nextVersion(storeAlerts.version) })
          .where(and(ofStore(storeAlerts, scope), eq(storeAlerts.version, version)))
          .returning();
  return row ?? null;
}

/** A store the daily job looks at, and the day (its business date, yesterday on its calendar) it compares. */
export type TDueAlertStore = { merchantId: number; storeId: number; period: string; dueAt: Date };

/**
 * Stores subscribed to a measured alert (sales, price or discount) whose yesterday has not been looked at yet, once
 * it is past `hour` o'clock on the store's calendar (the day's tickets are in by then). Oldest store first.
 */
export async function dueAlertStores(
  db: TDb,
  job: string,
  now: Date,
  hour: number,
  limit: number,
): Promise<TDueAlertStore[]> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone s.time_zone)`;
  const day = sql`(${local}::date - 1)`;
  const rows = await queryRows<{ merchant_id: number; store_id: number; day: string; due_at: string | Date }>(
    db,
    sql`select a.merchant_id, a.store_id, ${day}::text as day,
               ((${day} + 1) + make_interval(hours => ${hour})) at time zone s.time_zone as due_at
          from ${storeAlerts} a
          join stores s on s.id = a.store_id and s.merchant_id = a.merchant_id
         where (a.sales_on or a.price_on or a.discount_on) and not s.is_deleted and s.status_code = 1
           and extract(hour from ${local}) >= ${hour}
           and not exists (select 1 from job_runs r
                            where r.job = ${job} and r.key = a.store_id::text and r.period = 'D:' || ${day}::text)
         order by a.store_id
         limit ${limit}`,
  );
  return rows.map((r) => ({
    merchantId: Number(r.merchant_id),
    storeId: Number(r.store_id),
    period: `D:${r.day}`,
    dueAt: new Date(r.due_at),
  }));
}

/** What the alert mail needs of a subscribed store (one with a row of subscriptions): its name, its time zone and its contact's address. */
export type TAlertStore = { name: string; timeZone: string; contactEmail: string };

/**
 * The store and the address its alerts go to: the store's primary contact of Store configuration, else the contact
 * e-mail of Company information, '' when neither is set.
 */
export async function alertStore(db: TDb, scope: TStoreScope): Promise<TAlertStore | null> {
  const [row] = await queryRows<{ name: string; time_zone: string; email: string }>(
    db,
    sql`select s.name, s.time_zone,
               coalesce(nullif(trim(sc.email), ''), trim(c.cont_email), '') as email
          from ${storeAlerts} a
          join stores s on s.id = a.store_id and s.merchant_id = a.merchant_id
          left join store_configurations sc on sc.store_id = a.store_id and sc.merchant_id = a.merchant_id
          left join company_information c on c.merchant_id = a.merchant_id
         where ${storeOf('a', scope)} and not s.is_deleted`,
  );
  return row ? { name: row.name, timeZone: row.time_zone, contactEmail: row.email } : null;
}

/** One figure by business date. */
export type TDayFigure = { day: string; value: number };

const figures = (rows: { day: string; value: string | number | null }[]): TDayFigure[] =>
  rows.map((r) => ({ day: r.day, value: Number(r.value ?? 0) }));

/** Net sales (subtotal less discounts, sales types) of the store by business date, `from` to `to` inclusive. */
export async function netSalesByDay(db: TDb, scope: TStoreScope, from: string, to: string): Promise<TDayFigure[]> {
  return figures(
    await queryRows(
      db,
      sql`select r.business_date::text as day, sum(r.sub_total - r.discount)::text as value
            from rollup_sales_day r
           where ${storeOf('r', scope)} and r.business_date between ${from}::date and ${to}::date
             and r.transaction_type in ${SALES_TYPES}
           group by r.business_date`,
    ),
  );
}

/** Discount given at the store (line and ticket discounts, as a positive amount) by business date. */
export async function discountsByDay(db: TDb, scope: TStoreScope, from: string, to: string): Promise<TDayFigure[]> {
  return figures(
    await queryRows(
      db,
      sql`select r.business_date::text as day, abs(sum(r.amount))::text as value
            from rollup_discount_day r
           where ${storeOf('r', scope)} and r.business_date between ${from}::date and ${to}::date
             and r.transaction_type in ${SALES_TYPES}
           group by r.business_date`,
    ),
  );
}

/**
 * Item price changes (the change log's item entries whose retail price went from one price to another; a new item
 * is no change) by date on the store's calendar. Items are the merchant's, so a change made in any view counts.
 */
export async function priceChangesByDay(
  db: TDb,
  scope: TStoreScope,
  timeZone: string,
  from: string,
  to: string,
): Promise<TDayFigure[]> {
  // The day once, in a subquery: the zone is a parameter, so a repeated expression would not group as the same.
  return figures(
    await queryRows(
      db,
      sql`select x.day::text as day, count(*)::int as value
            from (select (l.at at time zone ${timeZone})::date as day
                    from change_log l
                   where ${merchantOf('l', scope)} and l.entity = 'item'
                     and exists (select 1 from jsonb_array_elements(l.changes) c
                                  where c->>'Field' = 'retailPrice' and c->'Before' <> 'null'::jsonb
                                    and c->'After' <> 'null'::jsonb)) x
           where x.day between ${from}::date and ${to}::date
           group by x.day`,
    ),
  );
}
