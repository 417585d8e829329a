import {
  FULFILLMENT_TYPES,
  SELLING_LOCATION_OF,
  type TFulfillmentType,
} from '@mp/contracts/online-ordering/order-manager';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { storeOf, type TStoreScope } from '../../../db/tenant.ts';

export type TOnlineOrderRow = {
  id: number;
  ticket_number: number;
  business_date: string;
  external_reference_number: string | null;
  order_status: number;
  due_local_at: string;
  due_offset_s: number;
  time_zone: string;
  selling_location: string | null;
  customer_name: string | null;
  contact_phone: string | null;
  total_amount: string;
};

export type TOnlineOrderFilter = {
  statuses: readonly number[] | null;
  fulfillmentTypes: readonly TFulfillmentType[] | null;
  /** ISO instants; null: the start of the store's today, and 8 days after it. */
  from: string | null;
  to: string | null;
  limit: number;
};

const OTHER_LOCATIONS = FULFILLMENT_TYPES.filter((t) => t !== 'Pickup').map((t) => SELLING_LOCATION_OF[t]);

/** Tickets of a fulfillment type: pickup is every online order whose location names no other type. */
function typeCondition(types: readonly TFulfillmentType[]): SQL {
  const named = types.filter((t) => t !== 'Pickup').map((t) => SELLING_LOCATION_OF[t]);
  const parts: SQL[] = [];
  if (named.length > 0)
    parts.push(
      sql`t.selling_location in (${sql.join(
        named.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  if (types.includes('Pickup'))
    parts.push(
      sql`(t.selling_location is null or t.selling_location not in (${sql.join(
        OTHER_LOCATIONS.map((n) => sql`${n}`),
        sql`, `,
      )}))`,
    );
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * The store's online orders (a due time and a status) due in the window, by due time: the board's read, served by
 * tickets_order_due_idx. The default window starts at midnight of the store's today, in its zone.
 */
export async function onlineOrdersOfStore(
  db: TDb,
  scope: TStoreScope,
  filter: TOnlineOrderFilter,
): Promise<TOnlineOrderRow[]> {
  const start = sql`coalesce(${filter.from}::timestamptz,
      date_trunc('day', now() at time zone s.time_zone) at time zone s.time_zone)`;
  const end = sql`coalesce(${filter.to}::timestamptz, ${start} + interval '8 days')`;
  const statuses =
    filter.statuses && filter.statuses.length > 0
      ? sql`and t.order_status in (${sql.join(
          filter.statuses.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : sql``;
  const types =
    filter.fulfillmentTypes && filter.fulfillmentTypes.length > 0
      ? sql`and ${typeCondition(filter.fulfillmentTypes)}`
      : sql``;
  return queryRows<TOnlineOrderRow>(
    db,
    sql`select t.id, t.ticket_number, t.business_date::text as business_date, t.external_reference_number,
               t.order_status,
               to_char(t.order_due_at at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as due_local_at,
               extract(epoch from (t.order_due_at at time zone s.time_zone)
                                  - (t.order_due_at at time zone 'UTC'))::int as due_offset_s,
               s.time_zone, t.selling_location, coalesce(t.contact_name, t.customer_name) as customer_name,
               t.contact_phone, t.total_amount::text as total_amount
          from tickets t join stores s on s.id = t.store_id and s.merchant_id = t.merchant_id
         where ${storeOf('t', scope)} and t.order_due_at is not null and t.order_status is not null
           and t.order_due_at >= ${start} and t.order_due_at < ${end} ${statuses} ${types}
         order by t.order_due_at, t.id
         limit ${filter.limit}`,
  );
}
