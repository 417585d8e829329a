import {
  fulfillmentTypeOf,
  ORDER_MANAGER_MAX_ROWS,
  type TGetOnlineOrdersArgs,
  type TOnlineOrders,
} from '@mp/contracts/online-ordering/order-manager';
import { ONLINE_ORDER_STATUSES } from '@mp/contracts/tickets';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { onlineOrdersOfStore, type TOnlineOrderRow } from './order-manager.queries.ts';

/** '2026-11-20T12:34:56' and -18000 → '2026-11-20T12:34:56-05:00'. */
function isoWithOffset(local: string, offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offsetSeconds / 60));
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const orderOf = (r: TOnlineOrderRow) => ({
  ticketId: r.id,
  ticketNumber: r.ticket_number,
  businessDate: r.business_date,
  externalReferenceNumber: r.external_reference_number,
  status: r.order_status,
  statusName: ONLINE_ORDER_STATUSES[r.order_status] ?? String(r.order_status),
  dueAt: isoWithOffset(r.due_local_at, r.due_offset_s),
  timeZone: r.time_zone,
  fulfillmentType: fulfillmentTypeOf(r.selling_location),
  customerName: r.customer_name,
  customerPhone: r.contact_phone,
  total: r.total_amount,
});

/**
 * The order manager's getOnlineOrders: the store's online orders due today and in the coming days (or in the window
 * asked for), of the statuses and fulfillment types asked for, sorted by due time; at most 500.
 */
export async function getOnlineOrders(db: TDb, scope: TStoreScope, args: TGetOnlineOrdersArgs): Promise<TOnlineOrders> {
  const rows = await onlineOrdersOfStore(db, scope, {
    statuses: args.statuses ?? null,
    fulfillmentTypes: args.fulfillmentTypes ?? null,
    from: args.from ?? null,
    to: args.to ?? null,
    limit: ORDER_MANAGER_MAX_ROWS + 1,
  });
  return {
    orders: rows.slice(0, ORDER_MANAGER_MAX_ROWS).map(orderOf),
    truncated: rows.length > ORDER_MANAGER_MAX_ROWS,
  };
}
