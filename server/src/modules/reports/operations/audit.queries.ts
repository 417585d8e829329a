import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope } from '../../../db/tenant.ts';
import { inRange, SALES_TYPES, type TDateRange, viewByStoresOf } from '../facts/report-sql.ts';
import { employeeName, localTime, ofEmployee, type TEmployeeFilter } from './operations-sql.ts';

/** One line of a voided ticket, with who voided it, when (store time) and why. */
export type TVoidLine = {
  storeId: number;
  ticketId: number;
  ticketNumber: number;
  ticketAt: string;
  userName: string;
  employeeId: number;
  employeeName: string;
  reason: string;
  itemName: string;
  quantity: string;
  amount: string;
};

/** Every line of the voided tickets (V) of the view and range; a voided ticket without lines shows as one row. */
export function voidedLines(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
): Promise<TVoidLine[]> {
  return queryRows<TVoidLine>(
    db,
    sql`select t.store_id as "storeId", t.id as "ticketId", t.ticket_number as "ticketNumber",
               ${localTime(sql`t.ticket_at`, sql`t.time_zone`)} as "ticketAt", t.user_name as "userName",
               coalesce(t.employee_id, 0) as "employeeId", ${employeeName('e')} as "employeeName",
               coalesce(t.reason_name, '') as reason, coalesce(l.item_name, '') as "itemName",
               coalesce(l.quantity, 0)::numeric(16, 3)::text as quantity, coalesce(l.amount, 0)::text as amount
          from tickets t left join ticket_lines l on l.ticket_id = t.id
          left join employees e on e.id = t.employee_id and ${merchantOf('e', scope)}
         where ${viewByStoresOf('t', scope)} and ${inRange('t', range)} and t.transaction_type = 'V'
           and ${ofEmployee('t', employeeId)}
         order by t.ticket_at, t.id, l.line_number`,
  );
}

/** A card payment taken offline and its processor answer. */
export type TOfflinePayment = {
  storeId: number;
  ticketNumber: number;
  ticketAt: string;
  paymentType: string;
  description: string;
  amount: string;
  state: 'pending' | 'settled' | 'declined';
  settledAt: string | null;
};

/** Every payment of the view and range taken offline (offline_state set), in ticket order. */
export function offlinePayments(db: TDb, scope: TViewScope, range: TDateRange): Promise<TOfflinePayment[]> {
  return queryRows<TOfflinePayment>(
    db,
    sql`select p.store_id as "storeId", t.ticket_number as "ticketNumber",
               ${localTime(sql`t.ticket_at`, sql`t.time_zone`)} as "ticketAt", p.payment_type as "paymentType",
               p.description, p.amount::text as amount, p.offline_state as state,
               ${localTime(sql`p.offline_settled_at`, sql`t.time_zone`)} as "settledAt"
          from ticket_payments p join tickets t on t.id = p.ticket_id
         where ${viewByStoresOf('p', scope)} and ${inRange('p', range)} and p.offline_state is not null
         order by t.ticket_at, p.ticket_id, p.sequence_number`,
  );
}

/** A line sold at another price than the menu's. */
export type TPriceOverride = {
  storeId: number;
  ticketNumber: number;
  ticketAt: string;
  userName: string;
  employeeId: number;
  employeeName: string;
  itemName: string;
  quantity: string;
  originalPrice: string;
  chargedPrice: string;
  difference: string;
};

/**
 * Every price-overridden line of the sales types (a voided ticket's overrides took nothing): difference is what the
 * override took off the menu price over the quantity (negative when it charged more), as the ticket's
 * price_overrides_amount counts it.
 */
export function priceOverrides(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  employeeId?: TEmployeeFilter,
): Promise<TPriceOverride[]> {
  return queryRows<TPriceOverride>(
    db,
    sql`select l.store_id as "storeId", t.ticket_number as "ticketNumber",
               ${localTime(sql`t.ticket_at`, sql`t.time_zone`)} as "ticketAt", t.user_name as "userName",
               coalesce(t.employee_id, 0) as "employeeId", ${employeeName('e')} as "employeeName",
               l.item_name as "itemName", l.quantity::text as quantity, l.original_price::text as "originalPrice",
               l.price::text as "chargedPrice",
               round(l.quantity * (l.original_price - l.price), 2)::numeric(16, 2)::text as difference
          from ticket_lines l join tickets t on t.id = l.ticket_id
          left join employees e on e.id = t.employee_id and ${merchantOf('e', scope)}
         where ${viewByStoresOf('l', scope)} and ${inRange('l', range)} and l.transaction_type in ${SALES_TYPES}
           and l.is_price_override and ${ofEmployee('t', employeeId)}
         order by t.ticket_at, t.id, l.line_number`,
  );
}
