import { pipeline, Readable } from 'node:stream';
import { EXPORT_TYPES, type TExportTypeCode, transactionTypeName } from '@mp/contracts/tickets';
import { stringify } from 'csv-stringify';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import {
  exportLinesOf,
  exportTicketBatch,
  type TExportCursor,
  type TExportLineRow,
  type TExportTicketRow,
  type TTicketFilter,
} from './tickets.queries.ts';

/** Tickets per database round trip: small enough to keep memory flat, big enough to keep round trips few. */
const TICKETS_PER_BATCH = 500;

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula: such text gets a
 * leading apostrophe. Only free text goes through here; amounts and numbers come from numeric columns.
 */
export function safeText(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const POS_TRANS_COLUMNS = [
  'Ticket Date',
  'Business Date',
  'Ticket Number',
  'Check Number',
  'Transaction Type',
  'Order Name',
  'Customer Name',
  'User Name',
  'Station',
  'Selling Location',
  'Sub Total',
  'Discount',
  'Tax',
  'Tip',
  'Gratuity',
  'Total',
  'Tender',
  'Change',
];

const TICKET_DETAIL_COLUMNS = [
  'Ticket Date',
  'Business Date',
  'Ticket Number',
  'Check Number',
  'Transaction Type',
  'User Name',
  'Station',
  'Line',
  'Line Type',
  'Line Type Extension',
  'Item Number',
  'Item Name',
  'Category',
  'Description',
  'Quantity',
  'Price',
  'Amount',
  'Line Discount',
  'Ticket Discount',
  'Price Override',
  'Manual Weight',
];

type TCell = string | number;

const ticketCells = (t: TExportTicketRow): TCell[] => [
  t.local_at.replace('T', ' '),
  t.business_date,
  t.ticket_number,
  t.check_number ?? '',
  transactionTypeName(t.transaction_type),
];

const posTransRecord = (t: TExportTicketRow): TCell[] => [
  ...ticketCells(t),
  safeText(t.order_name),
  safeText(t.customer_name),
  safeText(t.user_name),
  safeText(t.station),
  safeText(t.selling_location),
  t.sub_total_amount,
  t.discount_amount,
  t.tax_amount,
  t.tip_amount,
  t.gratuity_amount,
  t.total_amount,
  t.tender_amount,
  t.change_amount,
];

const ticketDetailRecord = (t: TExportTicketRow, l: TExportLineRow): TCell[] => [
  ...ticketCells(t),
  safeText(t.user_name),
  safeText(t.station),
  l.line_number,
  l.line_type,
  safeText(l.line_type_extension),
  safeText(l.item_number),
  safeText(l.item_name),
  safeText(l.category_name),
  safeText(l.description),
  l.quantity,
  l.price,
  l.amount,
  l.line_discount,
  l.ticket_discount,
  l.is_price_override ? 'Y' : 'N',
  l.is_manual_weight ? 'Y' : 'N',
];

/**
 * The records, fetched a batch of tickets at a time (keyset, TicketDate descending) only when the CSV stream asks
 * for more: however many rows, the server holds one batch.
 */
async function* exportRecords(
  db: TDb,
  scope: TStoreScope,
  type: TExportTypeCode,
  filter: TTicketFilter,
  maxRows: number,
): AsyncGenerator<TCell[]> {
  let after: TExportCursor | null = null;
  let emitted = 0;
  while (emitted < maxRows) {
    const limit = type === 'PosTrans' ? Math.min(TICKETS_PER_BATCH, maxRows - emitted) : TICKETS_PER_BATCH;
    const tickets = await exportTicketBatch(db, scope, filter, after, limit);
    if (tickets.length === 0) return;
    if (type === 'PosTrans') {
      for (const t of tickets) yield posTransRecord(t);
      emitted += tickets.length;
    } else {
      const byTicket = new Map<number, TExportLineRow[]>();
      for (const line of await exportLinesOf(
        db,
        scope,
        tickets.map((t) => t.id),
      ))
        byTicket.set(line.ticket_id, [...(byTicket.get(line.ticket_id) ?? []), line]);
      for (const t of tickets)
        for (const line of byTicket.get(t.id) ?? []) {
          if (emitted >= maxRows) return;
          yield ticketDetailRecord(t, line);
          emitted += 1;
        }
    }
    if (tickets.length < limit) return;
    const last = tickets[tickets.length - 1]!;
    after = { ticketAt: last.ticket_at, id: last.id };
  }
}

export type TExportQuery = TTicketFilter & { exportTypeCode: TExportTypeCode; PageRowCount: number };

/**
 * GET /Export/GetPosTransactionExport: the file name and a CSV stream for the reply (the route's scope was resolved
 * before, so refusals are ordinary error answers).
 */
export function posTransactionExport(
  db: TDb,
  scope: TStoreScope,
  query: TExportQuery,
  onError: (error: Error) => void,
): { fileName: string; stream: Readable } {
  const fileName = EXPORT_TYPES.find((t) => t.Code === query.exportTypeCode)!.FileName;
  const columns = query.exportTypeCode === 'PosTrans' ? POS_TRANS_COLUMNS : TICKET_DETAIL_COLUMNS;
  const records = Readable.from(exportRecords(db, scope, query.exportTypeCode, query, query.PageRowCount));
  // pipeline destroys both ends on a failure, so a database error mid-file ends the download instead of hanging it.
  const stream = pipeline(records, stringify({ header: true, columns }), (error) => {
    if (error) onError(error);
  });
  return { fileName, stream };
}
