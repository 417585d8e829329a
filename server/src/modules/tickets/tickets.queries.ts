import type { TSearchColumn, TTransactionTypeCode } from '@mp/contracts/tickets';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type TDb } from '../../db/create-db.ts';
import { merchants, storeReceiptSettings, stores } from '../../db/schema.ts';
import { ofStore, ofView, storeOf, type TStoreScope, type TViewScope } from '../../db/tenant.ts';

/**
 * Every ticket query takes the store scope: the session's merchant AND one of its stores. A ticket of another store or
 * merchant is simply not found. Raw SQL (one statement each) because the viewer's grid is a hot path and the filters
 * are easier to read as SQL; instants leave the database already formatted in the ticket's zone, and the store's own
 * zone (for business-date ranges) is read inside the statement, so no call needs a store query of its own.
 */

/** The stores table as a store-owned table: a store row's own id is its store key. */
const STORE_KEYS = { merchantId: stores.merchantId, storeId: stores.id };

export type TViewedStore = { id: number; name: string; timeZone: string; merchantName: string };

/**
 * The store a view shows: the store itself, or for the company view the merchant's first store, live first (whose
 * zone the screen's dates use); null when the merchant has no store at all.
 */
export async function viewedStore(db: TDb, scope: TViewScope): Promise<TViewedStore | null> {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, timeZone: stores.timeZone, merchantName: merchants.name })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(ofView(STORE_KEYS, scope))
    .orderBy(asc(stores.isDeleted), asc(stores.id))
    .limit(1);
  return row ?? null;
}

export type TReceiptStore = {
  name: string;
  address: string;
  /** The store's receipt settings, null when it has none (defaults apply). */
  settings: typeof storeReceiptSettings.$inferSelect | null;
};

/** What a receipt prints of its store: name, address and receipt settings, in one statement. */
export async function receiptStore(db: TDb, scope: TStoreScope): Promise<TReceiptStore | null> {
  const [row] = await db
    .select({ name: stores.name, address: stores.address, settings: storeReceiptSettings })
    .from(stores)
    .leftJoin(storeReceiptSettings, ofStore(storeReceiptSettings, scope))
    .where(ofStore(STORE_KEYS, scope));
  return row ?? null;
}

/** The store's zone, as a scalar subquery (an init plan: evaluated once, then usable as an index bound). */
const storeZone = (scope: TStoreScope) =>
  sql`(select ${stores.timeZone} from ${stores} where ${ofStore(STORE_KEYS, scope)})`;

/** The grid's and the export's filters, already validated. */
export type TTicketFilter = {
  FromDate: string;
  ToDate: string;
  TicketFilter: '' | 'All' | TTransactionTypeCode;
  SearchArg: string;
  SearchColumnFilter: TSearchColumn;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const NONE = sql`false`;

/** The search condition for one column; a value that cannot match the column (letters for a number) matches nothing. */
function searchCondition(column: TSearchColumn, arg: string): SQL {
  const integer = /^\d{1,9}$/.test(arg) ? Number(arg) : null;
  const amount = /^-?\d{1,10}(\.\d{1,2})?$/.test(arg) ? arg : null;
  const like = likePattern(arg);
  switch (column) {
    case 'TicketNumber':
      return integer === null ? NONE : sql`t.ticket_number = ${integer}`;
    case 'CheckNumber':
      return integer === null ? NONE : sql`t.check_number = ${integer}`;
    case 'CustomerName':
      return sql`t.customer_name ilike ${like}`;
    case 'OrderName':
      return sql`t.order_name ilike ${like}`;
    case 'UserName':
      return sql`t.user_name ilike ${like}`;
    case 'TotalAmount':
      return amount === null ? NONE : sql`t.total_amount = ${amount}::numeric`;
    default: {
      // No column chosen: ticket or check number, or a customer or order name containing the text.
      const byNumber = integer === null ? NONE : sql`t.ticket_number = ${integer} or t.check_number = ${integer}`;
      return sql`(${byNumber} or t.customer_name ilike ${like} or t.order_name ilike ${like})`;
    }
  }
}

/**
 * The store's tickets in the business-date range. Business dates are the local calendar dates of ticket_at, so the
 * range becomes an instant range in the store's zone and tickets_store_time_idx serves filter and order alike.
 */
function ticketWhere(scope: TStoreScope, f: TTicketFilter): SQL {
  const conditions = [
    storeOf('t', scope),
    sql`t.ticket_at >= (${f.FromDate}::date::timestamp at time zone ${storeZone(scope)})`,
    sql`t.ticket_at < ((${f.ToDate}::date + 1)::timestamp at time zone ${storeZone(scope)})`,
  ];
  if (f.TicketFilter !== '' && f.TicketFilter !== 'All') conditions.push(sql`t.transaction_type = ${f.TicketFilter}`);
  if (f.SearchArg !== '') conditions.push(searchCondition(f.SearchColumnFilter, f.SearchArg));
  return sql.join(conditions, sql` and `);
}

/** Local wall time of ticket_at and its UTC offset in seconds, for ISO strings with the store's offset. */
const localTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone t.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as local_at,
    extract(epoch from (${column} at time zone t.time_zone) - (${column} at time zone 'UTC'))::int as offset_s`);

export type TTicketListRow = {
  id: number;
  local_at: string;
  offset_s: number;
  business_date: string;
  order_name: string | null;
  ticket_number: number;
  check_number: number | null;
  transaction_type: string;
  customer_name: string | null;
  total_amount: string;
  user_name: string;
  station: string;
};

const SORT_COLUMNS = {
  TicketDate: 't.ticket_at',
  TicketNumber: 't.ticket_number',
  CheckNumber: 't.check_number',
  TotalAmount: 't.total_amount',
} as const;

export type TTicketPage = {
  sortColumn: keyof typeof SORT_COLUMNS;
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
};

/**
 * One page of the store's tickets that match, in the grid's order, and how many match, in one round trip: the page
 * follows the index's order and stops at its last row, and the count is an uncorrelated subquery (run once). A
 * windowed count would read every match (tens of thousands in a busy store's month) before the first row; 0 rows
 * past the last page, where ticketCount answers alone.
 */
export const ticketPage = async (
  db: TDb,
  scope: TStoreScope,
  filter: TTicketFilter,
  page: TTicketPage,
): Promise<{ rows: TTicketListRow[]; total: number }> => {
  const dir = page.sortDirection === 'ASC' ? 'asc' : 'desc';
  // Only the nullable check number needs `nulls last`; on ticket_at it would stop the index from giving the order.
  const nulls = page.sortColumn === 'CheckNumber' ? ' nulls last' : '';
  const order = sql.raw(`${SORT_COLUMNS[page.sortColumn]} ${dir}${nulls}, t.id ${dir}`);
  const found = await queryPrepared<TTicketListRow & { total: number }>(
    db,
    sql`select t.id, ${localTime('t.ticket_at')}, t.business_date::text as business_date, t.order_name,
               t.ticket_number, t.check_number, t.transaction_type, t.customer_name, t.total_amount::text as total_amount,
               t.user_name, t.station, (${countOf(scope, filter)}) as total
          from tickets t
         where ${ticketWhere(scope, filter)}
         order by ${order}
         limit ${page.limit} offset ${page.offset}`,
  );
  return { rows: found.map(({ total: _total, ...row }) => row), total: Number(found[0]?.total ?? 0) };
};

const countOf = (scope: TStoreScope, filter: TTicketFilter) =>
  sql`select count(*)::int from tickets t where ${ticketWhere(scope, filter)}`;

/** How many of the store's tickets match. */
export async function ticketCount(db: TDb, scope: TStoreScope, filter: TTicketFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select (${countOf(scope, filter)}) as n`);
  return row?.n ?? 0;
}

export type TTicketDetailRow = TTicketListRow & {
  employee_id: number | null;
  sales_associate_name: string | null;
  selling_location: string | null;
  customer_number: string | null;
  customer_email: string | null;
  reason_name: string | null;
  reason_comment: string | null;
  external_reference_number: string | null;
  due_local_at: string | null;
  due_offset_s: number | null;
  order_status: number | null;
  last_printed_at: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_address1: string | null;
  contact_address2: string | null;
  contact_city: string | null;
  contact_state: string | null;
  contact_zip_code: string | null;
  sub_total_amount: string;
  charges_amount: string;
  cc_surcharges_amount: string;
  discount_amount: string;
  donations_amount: string;
  price_overrides_amount: string;
  tax_amount: string;
  gratuity_amount: string;
  gratuity_tax_amount: string;
  tip_amount: string;
  payment_rounded_amount: string | null;
  tender_amount: string;
  change_amount: string;
};

/** One ticket of the store, or null (missing, or another store's or merchant's: the same answer). */
export async function ticketInScope(db: TDb, scope: TStoreScope, id: number): Promise<TTicketDetailRow | null> {
  const [row] = await queryRows<TTicketDetailRow>(
    db,
    sql`select t.id, ${localTime('t.ticket_at')}, t.business_date::text as business_date, t.order_name,
               t.ticket_number, t.check_number, t.transaction_type, t.customer_name, t.user_name, t.station,
               t.employee_id, t.sales_associate_name, t.selling_location, t.customer_number, t.customer_email,
               coalesce(r.name, t.reason_name) as reason_name, t.reason_comment, t.external_reference_number,
               to_char(t.order_due_at at time zone t.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as due_local_at,
               extract(epoch from (t.order_due_at at time zone t.time_zone)
                                  - (t.order_due_at at time zone 'UTC'))::int as due_offset_s,
               t.order_status,
               to_char(t.last_printed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_printed_at,
               t.contact_name, t.contact_phone, t.contact_address1, t.contact_address2, t.contact_city,
               t.contact_state, t.contact_zip_code,
               t.sub_total_amount::text as sub_total_amount, t.charges_amount::text as charges_amount,
               t.cc_surcharges_amount::text as cc_surcharges_amount, t.discount_amount::text as discount_amount,
               t.donations_amount::text as donations_amount,
               t.price_overrides_amount::text as price_overrides_amount, t.tax_amount::text as tax_amount,
               t.gratuity_amount::text as gratuity_amount, t.gratuity_tax_amount::text as gratuity_tax_amount,
               t.tip_amount::text as tip_amount, t.total_amount::text as total_amount,
               t.payment_rounded_amount::text as payment_rounded_amount, t.tender_amount::text as tender_amount,
               t.change_amount::text as change_amount
          from tickets t
          -- The pay-in/out reason reads the merchant's code (settings/paycodes) it names; a ticket naming none keeps
          -- the name it was rung up with.
          left join pay_in_out_reasons r on r.id = t.reason_id and r.merchant_id = t.merchant_id
         where t.id = ${id} and ${storeOf('t', scope)}`,
  );
  return row ?? null;
}

export type TPageArgs = { limit: number; offset: number };
type TCounted = { total: number };

export type TLineRow = TCounted & {
  id: number;
  item_name: string;
  item_number: string | null;
  description: string | null;
  quantity: string;
  is_sold_by_weight: boolean;
  is_manual_weight: boolean;
  line_type: string;
  line_type_extension: string | null;
  line_discount: string;
  ticket_discount: string;
  price: string;
  amount: string;
  parent_line_id: number | null;
  is_price_override: boolean;
};

// The child rows are read through their ticket, scoped by the ticket's merchant and store: a ticket id of another
// store never yields its rows even if a caller forgot to check the ticket first. (Filtering on the child's own
// tenant columns instead lets the planner AND in the store-wide report index: 100 ms per call at a million tickets.)
const ofScopedTicket = (alias: string, scope: TStoreScope, ticketId: number) => {
  const a = sql.identifier(alias);
  return sql`join tickets st on st.id = ${a}.ticket_id where ${a}.ticket_id = ${ticketId} and ${storeOf('st', scope)}`;
};

export const ticketLineRows = (db: TDb, scope: TStoreScope, ticketId: number, page: TPageArgs): Promise<TLineRow[]> =>
  queryRows<TLineRow>(
    db,
    sql`select l.id::int as id, l.item_name, l.item_number, l.description, l.quantity::text as quantity,
               l.is_sold_by_weight, l.is_manual_weight, l.line_type, l.line_type_extension,
               l.line_discount::text as line_discount, l.ticket_discount::text as ticket_discount,
               l.price::text as price, l.amount::text as amount, l.parent_line_id::int as parent_line_id,
               l.is_price_override, count(*) over ()::int as total
          from ticket_lines l ${ofScopedTicket('l', scope, ticketId)}
         order by l.line_number limit ${page.limit} offset ${page.offset}`,
  );

export type TPaymentRow = TCounted & {
  payment_type: string;
  description: string;
  amount: string;
  tip_amount: string;
  additional_info: string | null;
  transaction_id: string | null;
};

export const ticketPaymentRows = (
  db: TDb,
  scope: TStoreScope,
  ticketId: number,
  page: TPageArgs,
): Promise<TPaymentRow[]> =>
  queryRows<TPaymentRow>(
    db,
    sql`select p.payment_type, p.description, p.amount::text as amount, p.tip_amount::text as tip_amount,
               p.additional_info, p.transaction_id, count(*) over ()::int as total
          from ticket_payments p ${ofScopedTicket('p', scope, ticketId)}
         order by p.sequence_number limit ${page.limit} offset ${page.offset}`,
  );

export type TTaxRow = TCounted & { rule_name: string; tax_rate: string; tax_amount: string };

export const ticketTaxRows = (db: TDb, scope: TStoreScope, ticketId: number, page: TPageArgs): Promise<TTaxRow[]> =>
  queryRows<TTaxRow>(
    db,
    sql`select x.rule_name, x.tax_rate::text as tax_rate, x.tax_amount::text as tax_amount,
               count(*) over ()::int as total
          from ticket_taxes x ${ofScopedTicket('x', scope, ticketId)}
         order by x.rule_name limit ${page.limit} offset ${page.offset}`,
  );

export type TNoteRow = TCounted & { note: string; sequence_number: number };

export const ticketNoteRows = (db: TDb, scope: TStoreScope, ticketId: number, page: TPageArgs): Promise<TNoteRow[]> =>
  queryRows<TNoteRow>(
    db,
    sql`select n.note, n.sequence_number, count(*) over ()::int as total
          from ticket_notes n ${ofScopedTicket('n', scope, ticketId)}
         order by n.sequence_number limit ${page.limit} offset ${page.offset}`,
  );

// Export batches: keyset pages of the store's tickets, (ticket_at, id) descending on tickets_store_time_idx, so every
// batch is one index range however deep the export has gone, and the server holds one batch at a time.

/** Where the next batch starts: after this ticket. */
export type TExportCursor = { ticketAt: string; id: number };

/** The next `limit` tickets that match, newest first, with the columns `columns` names (aliased on `t`). */
const exportPage = (
  scope: TStoreScope,
  filter: TTicketFilter,
  after: TExportCursor | null,
  limit: number,
  columns: SQL,
) =>
  sql`select ${columns}
        from tickets t
       where ${ticketWhere(scope, filter)}
         ${after ? sql`and (t.ticket_at, t.id) < (${after.ticketAt}::timestamptz, ${after.id})` : sql``}
       order by t.ticket_at desc, t.id desc
       limit ${limit}`;

/** The ticket columns every export row starts with, and the cursor's. */
const EXPORT_TICKET_COLUMNS = sql`t.id, ${localTime('t.ticket_at')}, t.ticket_at::text as ticket_at,
  t.business_date::text as business_date, t.ticket_number, t.check_number, t.transaction_type, t.user_name, t.station`;

export type TExportTicket = {
  id: number;
  ticket_at: string;
  local_at: string;
  business_date: string;
  ticket_number: number;
  check_number: number | null;
  transaction_type: string;
  user_name: string;
  station: string;
};

export type TExportTicketRow = TExportTicket & {
  order_name: string | null;
  customer_name: string | null;
  selling_location: string | null;
  sub_total_amount: string;
  discount_amount: string;
  tax_amount: string;
  tip_amount: string;
  gratuity_amount: string;
  total_amount: string;
  tender_amount: string;
  change_amount: string;
};

/** A batch of the POS Trans export: one row per ticket. */
export const exportTicketBatch = (
  db: TDb,
  scope: TStoreScope,
  filter: TTicketFilter,
  after: TExportCursor | null,
  limit: number,
): Promise<TExportTicketRow[]> =>
  queryRows<TExportTicketRow>(
    db,
    exportPage(
      scope,
      filter,
      after,
      limit,
      sql`${EXPORT_TICKET_COLUMNS}, t.order_name, t.customer_name, t.selling_location,
          t.sub_total_amount::text as sub_total_amount, t.discount_amount::text as discount_amount,
          t.tax_amount::text as tax_amount, t.tip_amount::text as tip_amount,
          t.gratuity_amount::text as gratuity_amount, t.total_amount::text as total_amount,
          t.tender_amount::text as tender_amount, t.change_amount::text as change_amount`,
    ),
  );

/** The Ticket Detail export's columns of a line. */
export type TExportLine = {
  line_number: number;
  line_type: string;
  line_type_extension: string | null;
  item_number: string | null;
  item_name: string;
  category_name: string | null;
  description: string | null;
  quantity: string;
  price: string;
  line_discount: string;
  ticket_discount: string;
  amount: string;
  is_price_override: boolean;
  is_manual_weight: boolean;
};

/** A row of the Ticket Detail export: a line with its ticket's columns, or a ticket without lines (no line number). */
export type TExportLineRow = TExportTicket & (TExportLine | { line_number: null });

/**
 * A batch of the Ticket Detail export in one statement: the page of tickets, then each ticket's lines as a range of
 * ticket_lines_ticket_idx (lateral, so the planner probes that index per ticket of the page instead of weighing a
 * hash over the whole table); the rows come out in the file's order with no second round trip. The lines are reached
 * only through the page's tickets, which carry the scope. A ticket without lines still gives one row (its line
 * columns null), so the caller sees where the page ends.
 */
export const exportLineBatch = (
  db: TDb,
  scope: TStoreScope,
  filter: TTicketFilter,
  after: TExportCursor | null,
  tickets: number,
): Promise<TExportLineRow[]> =>
  queryRows<TExportLineRow>(
    db,
    sql`select p.id, p.local_at, p.ticket_at, p.business_date, p.ticket_number, p.check_number, p.transaction_type,
               p.user_name, p.station, l.line_number, l.line_type, l.line_type_extension, l.item_number, l.item_name,
               l.category_name, l.description, l.quantity::text as quantity, l.price::text as price,
               l.line_discount::text as line_discount, l.ticket_discount::text as ticket_discount,
               l.amount::text as amount, l.is_price_override, l.is_manual_weight
          from (${exportPage(scope, filter, after, tickets, sql`${EXPORT_TICKET_COLUMNS}, t.ticket_at as at`)}) p
          left join lateral (select * from ticket_lines l where l.ticket_id = p.id) l on true
         order by p.at desc, p.id desc, l.line_number`,
  );
