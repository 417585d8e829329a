import type { TTransactionTypeCode } from '@mp/contracts/tickets';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { applyTicketRollups } from '../../db/rollups.ts';
import {
  storeReceiptSettings,
  stores,
  ticketLines,
  ticketNotes,
  ticketPayments,
  tickets,
  ticketTaxes,
} from '../../db/schema.ts';
import { storeKey, type TStoreScope } from '../../db/tenant.ts';

/**
 * POS tickets a test owns, in a store it owns (see accounts.ts): a test that changes ticket data writes its own
 * tickets here instead of editing the demo history other tests read. Totals add up as the demo's do: subtotal = the
 * item and modifier lines, an 8 % sales tax on it, total = subtotal - discount + charges + donations + tax, paid
 * exactly in cash (plus any rounding).
 */
export type TTicketLineSpec = {
  itemName: string;
  /** Unit price, e.g. '4.50'. */
  price: string;
  quantity?: number;
  /** The index (in `lines`) of the item line this line modifies. */
  modifierOf?: number;
  /** A line discount, e.g. '0.50'; taxed after it. */
  discount?: string;
  /** This line's share of a ticket-level discount, e.g. '0.25'; taxed after it like a line discount. */
  ticketDiscount?: string;
  /** The discounts' names as rung up; 'Line Discount' and 'Ticket Discount' when the amounts are given. */
  discountName?: string;
  ticketDiscountName?: string;
  /** Item, Modifier (the default when modifierOf is set), Charge or Donation. */
  lineType?: 'Item' | 'Modifier' | 'Charge' | 'Donation';
  /** The item as sold, for the reports that group by them; none by default. */
  itemId?: number;
  category?: { id: number; name: string };
  department?: { id: number; name: string };
  /** A Charge line that is non-sales revenue (gift card sale, house account payment). */
  nonSalesCategoryId?: number;
  /** A price override: the menu price `price` replaced. */
  originalPrice?: string;
};

/** A payment of the ticket; by default one cash payment of the whole tender carries the tip. */
export type TTicketPaymentSpec = {
  paymentType: string;
  amount: string;
  tipAmount?: string;
  offlineState?: 'pending' | 'settled' | 'declined';
  /** When the processor answered an offline card (settled or declined). */
  offlineSettledAt?: Date;
};

export type TTicketSpec = {
  transactionType?: TTransactionTypeCode;
  /** When it was rung up; an hour ago by default. */
  ticketAt?: Date;
  customerName?: string | null;
  /** The merchant's customer the ticket names (db/schema-customers.ts). */
  customerId?: number | null;
  sellingLocation?: string | null;
  /** An online order: its reference (OLO-…), due time and status. */
  online?: { externalReferenceNumber: string; orderDueAt: Date; orderStatus: number };
  /** The cash-rounding adjustment, e.g. '-0.02'; none by default. */
  paymentRoundedAmount?: string | null;
  /** Change handed back: the default cash payment tenders this much more than is due. None by default. */
  changeAmount?: string;
  lines?: TTicketLineSpec[];
  notes?: string[];
  guestCount?: number;
  /** Paid on top of the total, with the payment. */
  tipAmount?: string;
  /** An automatic gratuity, part of the total (untaxed here). */
  gratuityAmount?: string;
  /** The name the POS printed for who rang it up; 'Test C.' by default. */
  userName?: string;
  employeeId?: number | null;
  deviceId?: number | null;
  /** Replaces the default cash payment (their amounts are taken as given). */
  payments?: TTicketPaymentSpec[];
  /** Why it was voided, paid in or out. */
  reasonName?: string | null;
  /** The merchant's pay in/out code it names (settings/paycodes). */
  reasonId?: number | null;
};

export type TTicketFixture = { id: number; ticketNumber: number; businessDate: string };

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const TAX_RATE_PERCENT = 8;
const DEFAULT_LINES: TTicketLineSpec[] = [
  { itemName: 'House Coffee', price: '2.75', quantity: 2 },
  { itemName: 'Oat Milk', price: '0.50', modifierOf: 0 },
  { itemName: 'Bagel', price: '3.25' },
];

const toCents = (money: string) => Math.round(Number(money) * 100);
/** Tips come with a payment: a cleared or voided ticket has none. */
const paidTip = (spec: TTicketSpec) =>
  spec.transactionType === 'C' || spec.transactionType === 'V' ? 0 : toCents(spec.tipAmount ?? '0');
const toMoney = (cents: number) => (cents / 100).toFixed(2);
const sumWhere = (lines: TTicketLineSpec[], cents: number[], pick: (l: TTicketLineSpec) => boolean) =>
  lines.reduce((sum, l, i) => (pick(l) ? sum + cents[i]! : sum), 0);
/** An item or modifier line: what the subtotal adds up. */
const isSale = (l: TTicketLineSpec) => l.lineType !== 'Charge' && l.lineType !== 'Donation';

/** What the overrides took off (or added to) the menu prices. */
const priceOverrides = (lines: TTicketLineSpec[]) =>
  lines.reduce(
    (sum, l) =>
      l.originalPrice === undefined ? sum : sum + (toCents(l.originalPrice) - toCents(l.price)) * (l.quantity ?? 1),
    0,
  );

/**
 * One ticket with its lines (modifiers pointing at their items), a cash payment, its tax and notes, written as the
 * stores' uploads are: in one transaction that also adds it to the report rollups.
 */
export async function createTicket(db: TDb, scope: TStoreScope, spec: TTicketSpec = {}): Promise<TTicketFixture> {
  return db.transaction((tx) => writeTicket(tx, scope, spec));
}

async function writeTicket(db: TTx, scope: TStoreScope, spec: TTicketSpec): Promise<TTicketFixture> {
  const keys = storeKey(scope);
  const [store] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, keys.storeId));
  if (!store) throw new Error(`store ${keys.storeId} does not exist`);
  const type = spec.transactionType ?? 'S';
  const ticketAt = spec.ticketAt ?? new Date(Date.now() - 3_600_000);
  const local = sql`(${ticketAt.toISOString()}::timestamptz at time zone ${store.timeZone})`;
  const lines = spec.lines ?? DEFAULT_LINES;
  const lineCents = lines.map((l) => toCents(l.price) * (l.quantity ?? 1));
  // As the demo and the POS add up: charges and donations are not sales, so they stay out of the subtotal (and its
  // tax) and are added to the total beside it.
  const subTotal = sumWhere(lines, lineCents, isSale);
  const charges = sumWhere(lines, lineCents, (l) => l.lineType === 'Charge');
  const donations = sumWhere(lines, lineCents, (l) => l.lineType === 'Donation');
  const lineDiscountCents = lines.map((l) => toCents(l.discount ?? '0'));
  const ticketDiscountCents = lines.map((l) => toCents(l.ticketDiscount ?? '0'));
  const discountCents = lines.map((_, i) => lineDiscountCents[i]! + ticketDiscountCents[i]!);
  const discount = discountCents.reduce((sum, c) => sum + c, 0);
  const tax = Math.round(((subTotal - discount) * TAX_RATE_PERCENT) / 100);
  const gratuity = toCents(spec.gratuityAmount ?? '0');
  const total = subTotal - discount + charges + donations + tax + gratuity;
  const tip = paidTip(spec);
  const paid = type !== 'C' && type !== 'V';
  const change = paid ? toCents(spec.changeAmount ?? '0') : 0;
  const tender = paid ? total + toCents(spec.paymentRoundedAmount ?? '0') + change : 0;

  const [ticket] = await db
    .insert(tickets)
    .values({
      ...keys,
      transactionType: type,
      ticketNumber: sql`(select coalesce(max(ticket_number), 1000) + 1 from tickets where store_id = ${keys.storeId})`,
      ticketAt,
      timeZone: store.timeZone,
      businessDate: sql`${local}::date`,
      businessHour: sql`extract(hour from ${local})::smallint`,
      employeeId: spec.employeeId ?? null,
      userName: spec.userName ?? 'Test C.',
      station: 'Register 1',
      deviceId: spec.deviceId ?? null,
      guestCount: spec.guestCount ?? 1,
      sellingLocation: spec.sellingLocation ?? 'Counter',
      reasonId: spec.reasonId ?? null,
      reasonName: spec.reasonName ?? null,
      customerName: spec.customerName ?? null,
      customerId: spec.customerId ?? null,
      externalReferenceNumber: spec.online?.externalReferenceNumber ?? null,
      orderDueAt: spec.online?.orderDueAt ?? null,
      orderStatus: spec.online?.orderStatus ?? null,
      subTotalAmount: toMoney(subTotal),
      discountAmount: toMoney(discount),
      chargesAmount: toMoney(charges),
      donationsAmount: toMoney(donations),
      priceOverridesAmount: toMoney(priceOverrides(lines)),
      taxAmount: toMoney(tax),
      gratuityAmount: toMoney(gratuity),
      tipAmount: toMoney(tip),
      totalAmount: toMoney(total),
      paymentRoundedAmount: spec.paymentRoundedAmount ?? null,
      tenderAmount: toMoney(tender),
      changeAmount: toMoney(change),
    })
    .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber, businessDate: tickets.businessDate });
  const { id, ticketNumber, businessDate } = ticket!;
  const child = { ...keys, ticketId: id, businessDate };

  const lineIds: number[] = [];
  for (const [i, line] of lines.entries()) {
    const parent = line.modifierOf === undefined ? null : lineIds[line.modifierOf]!;
    const [row] = await db
      .insert(ticketLines)
      .values({
        ...child,
        transactionType: type,
        lineNumber: i + 1,
        parentLineId: parent,
        lineType: line.lineType ?? (parent === null ? 'Item' : 'Modifier'),
        itemName: line.itemName,
        itemId: line.itemId ?? null,
        categoryId: line.category?.id ?? null,
        categoryName: line.category?.name ?? null,
        departmentId: line.department?.id ?? null,
        departmentName: line.department?.name ?? null,
        nonSalesCategoryId: line.nonSalesCategoryId ?? null,
        isPriceOverride: line.originalPrice !== undefined,
        originalPrice: line.originalPrice ?? null,
        quantity: String(line.quantity ?? 1),
        price: line.price,
        amount: toMoney(lineCents[i]!),
        lineDiscount: toMoney(lineDiscountCents[i]!),
        ticketDiscount: toMoney(ticketDiscountCents[i]!),
        lineDiscountName: lineDiscountCents[i] ? (line.discountName ?? 'Line Discount') : null,
        ticketDiscountName: ticketDiscountCents[i] ? (line.ticketDiscountName ?? 'Ticket Discount') : null,
      })
      .returning({ id: ticketLines.id });
    lineIds.push(row!.id);
  }
  const payments: TTicketPaymentSpec[] =
    spec.payments ?? (paid ? [{ paymentType: 'Cash', amount: toMoney(tender), tipAmount: toMoney(tip) }] : []);
  if (payments.length > 0)
    await db.insert(ticketPayments).values(
      payments.map((p, i) => ({
        ...child,
        sequenceNumber: i + 1,
        paymentType: p.paymentType,
        description: p.paymentType,
        amount: p.amount,
        tipAmount: p.tipAmount ?? '0',
        offlineState: p.offlineState ?? null,
        offlineSettledAt: p.offlineSettledAt ?? null,
      })),
    );
  await db
    .insert(ticketTaxes)
    .values({ ...child, ruleName: 'Sales Tax', taxRate: String(TAX_RATE_PERCENT), taxAmount: toMoney(tax) });
  if (spec.notes?.length)
    await db
      .insert(ticketNotes)
      .values(spec.notes.map((note, i) => ({ ...keys, ticketId: id, sequenceNumber: i + 1, note })));
  await applyTicketRollups(db, { first: id, last: id });
  return { id, ticketNumber, businessDate };
}

/** The store's receipt settings (a store without them prints its name as the header and nothing else). */
export async function createReceiptSettings(
  db: TDb,
  scope: TStoreScope,
  settings: Partial<Omit<typeof storeReceiptSettings.$inferInsert, 'merchantId' | 'storeId'>>,
): Promise<void> {
  await db.insert(storeReceiptSettings).values({ ...storeKey(scope), ...settings });
}
