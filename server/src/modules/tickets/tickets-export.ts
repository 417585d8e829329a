import { Readable } from 'node:stream';
import { EXPORT_TYPES, type TExportTypeCode, transactionTypeName } from '@mp/contracts/tickets';
import { stringify } from 'csv-stringify/sync';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope } from '../../db/tenant.ts';
import {
  exportLineBatch,
  exportTicketBatch,
  type TExportCursor,
  type TExportLine,
  type TExportLineRow,
  type TExportTicket,
  type TExportTicketRow,
  type TTicketFilter,
} from './tickets.queries.ts';

/**
 * Tickets per statement. Measured on PostgreSQL with a million tickets (100,000 lines of Ticket Detail): 250 is as
 * fast as any size (about 800 lines a batch) and keeps the server's memory flat; 1,000 was slower and grew it by
 * 100 MB, its larger batches outliving the young generation.
 */
export const TICKETS_PER_BATCH = 250;

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

const ticketCells = (t: TExportTicket): TCell[] => [
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

const ticketDetailRecord = (l: TExportTicket & TExportLine): TCell[] => [
  ...ticketCells(l),
  safeText(l.user_name),
  safeText(l.station),
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

export type TExportQuery = TTicketFilter & { exportTypeCode: TExportTypeCode; PageRowCount: number };

/** One kind of export: its columns, how a batch is read, and the record of each row (none for some). */
type TExportKind<T extends TExportTicket> = {
  columns: string[];
  read: (
    db: TDb,
    scope: TStoreScope,
    filter: TTicketFilter,
    after: TExportCursor | null,
    tickets: number,
  ) => Promise<T[]>;
  record: (row: T) => TCell[] | null;
};

const POS_TRANS: TExportKind<TExportTicketRow> = {
  columns: POS_TRANS_COLUMNS,
  read: exportTicketBatch,
  record: posTransRecord,
};

const TICKET_DETAIL: TExportKind<TExportLineRow> = {
  columns: TICKET_DETAIL_COLUMNS,
  read: exportLineBatch,
  // A ticket without lines has no row in this file.
  record: (row) => (row.line_number === null ? null : ticketDetailRecord(row)),
};

/** Tickets in a batch: its rows come grouped by ticket. */
const ticketsIn = (rows: readonly TExportTicket[]) =>
  rows.reduce((n, row, i) => (i > 0 && rows[i - 1]!.id === row.id ? n : n + 1), 0);

/**
 * The CSV text, a batch of tickets at a time (keyset, TicketDate descending), each batch formatted in one call. The
 * next batch's statement starts before this one is formatted and sent, so the database and the formatting overlap;
 * the stream asks for more only as the download drains, so the server holds a batch or two however long the file.
 */
async function* csvChunks<T extends TExportTicket>(
  kind: TExportKind<T>,
  db: TDb,
  scope: TStoreScope,
  query: TExportQuery,
): AsyncGenerator<string> {
  const start = (after: TExportCursor | null, tickets: number) => {
    const batch = kind.read(db, scope, query, after, tickets);
    // A download that stops early leaves this batch unread: its failure then has nobody to tell.
    batch.catch(() => undefined);
    return { batch, tickets };
  };
  let left = query.PageRowCount;
  let next = start(null, Math.min(TICKETS_PER_BATCH, left));
  for (let first = true; ; first = false) {
    const rows = await next.batch;
    const records: TCell[][] = [];
    for (const row of rows) {
      const record = kind.record(row);
      if (record && records.length < left) records.push(record);
    }
    left -= records.length;
    const last = rows[rows.length - 1];
    const more = last !== undefined && left > 0 && ticketsIn(rows) === next.tickets;
    if (more) next = start({ ticketAt: last.ticket_at, id: last.id }, Math.min(TICKETS_PER_BATCH, left));
    yield stringify(records, { header: first, columns: kind.columns });
    if (!more) return;
  }
}

/**
 * GET /Export/GetPosTransactionExport: the file name and a CSV stream for the reply (the route's scope was resolved
 * before, so refusals are ordinary error answers). A database error before the first batch is an error answer too;
 * one mid-file ends the download (Fastify logs it and closes the connection) instead of hanging it.
 */
export function posTransactionExport(
  db: TDb,
  scope: TStoreScope,
  query: TExportQuery,
): { fileName: string; stream: Readable } {
  const fileName = EXPORT_TYPES.find((t) => t.Code === query.exportTypeCode)!.FileName;
  const chunks =
    query.exportTypeCode === 'PosTrans'
      ? csvChunks(POS_TRANS, db, scope, query)
      : csvChunks(TICKET_DETAIL, db, scope, query);
  // A chunk or two ahead of the download is enough: the next batch is already being read meanwhile.
  return { fileName, stream: Readable.from(chunks, { highWaterMark: 2 }) };
}
