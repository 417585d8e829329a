import { ORDER_STATUSES_FREEING_CAPACITY } from '@mp/contracts/online-ordering/fulfillment-times';
import { and, gte, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { stores, tickets } from '../../../db/schema.ts';
import { ofStore, type TStoreScope } from '../../../db/tenant.ts';

/** The stores table as a store-owned table: a store row's own id is its store key. */
const STORE_KEYS = { merchantId: stores.merchantId, storeId: stores.id };

/** The store's IANA time zone (stores.time_zone), or null when the scope names no store. */
export async function storeTimeZone(db: TDb, scope: TStoreScope): Promise<string | null> {
  const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(ofStore(STORE_KEYS, scope));
  return row?.timeZone ?? null;
}

/**
 * Due times of the store's online orders between two instants that still hold a slot: every status except the
 * expired, rejected, canceled, abandoned and failed ones (spec 3 §3 status enumeration). The order being changed
 * (its ticket id or its reference) is left out, so it may keep its own slot.
 */
export async function dueOrderTimes(
  db: TDb,
  scope: TStoreScope,
  from: Date,
  until: Date,
  exceptOrderId: string | null,
): Promise<Date[]> {
  const rows = await db
    .select({ dueAt: tickets.orderDueAt })
    .from(tickets)
    .where(
      and(
        ofStore(tickets, scope),
        isNotNull(tickets.orderDueAt),
        gte(tickets.orderDueAt, from),
        lt(tickets.orderDueAt, until),
        or(sql`${tickets.orderStatus} is null`, notInArray(tickets.orderStatus, [...ORDER_STATUSES_FREEING_CAPACITY])),
        exceptOrderId === null
          ? undefined
          : and(
              sql`${tickets.id}::text <> ${exceptOrderId}`,
              or(sql`${tickets.externalReferenceNumber} is null`, ne(tickets.externalReferenceNumber, exceptOrderId)),
            ),
      ),
    );
  return rows.flatMap((r) => (r.dueAt ? [r.dueAt] : []));
}
