import type { TReportContext } from '../report-engine.ts';
import { drawerShifts, type TDrawerShift } from '../operations/labor.queries.ts';
import {
  cashAdjustmentDays,
  closeDays,
  nonSalesDays,
  revenueDays,
  tenderDays,
  type TCashAdjustmentDay,
  type TCloseDay,
  type TNonSalesDay,
  type TRevenueDay,
  type TTenderDay,
} from './financial.queries.ts';

/*
 * The period close in integer cents, by store and business date: what the tickets were due, what the tenders
 * collected, and the cash drawers' over/short. The financial report adds the days up; the accounting journal posts
 * each day. Definitions (README, report definitions):
 * - total due = net sales + charges + card surcharges + donations + tax + gratuity + gratuity tax (the tickets' totals;
 *   gratuity tax is what the totals hold beyond the other figures);
 * - to collect = total due + cash rounding + tips (tips are paid on top, with the payment);
 * - tenders collected = tendered − change (change is handed back in cash) + tips;
 * - difference = tenders collected − to collect: zero when every ticket was paid as rung up;
 * - a tender's deposit = collected + pay-ins + pay-outs (negative) + the drawers' over/short (cash only).
 */

export const CASH = 'Cash';

/** Money string ('12.34', '-0.05') to integer cents and back. */
export const toCents = (money: string | null | undefined): number => Math.round(Number(money ?? '0') * 100);
export const toMoney = (cents: number): string => (cents / 100).toFixed(2);

export type TTenderClose = {
  paymentType: string;
  payments: number;
  amount: number;
  change: number;
  tips: number;
  collected: number;
  payIns: number;
  payOuts: number;
  overShort: number;
  deposit: number;
};

/** One store's close of one business date (or of a whole range, added up), in cents. */
export type TClose = {
  storeId: number;
  businessDate: string;
  grossSales: number;
  discounts: number;
  netSales: number;
  charges: number;
  nonSalesRevenue: number;
  cardSurcharges: number;
  donations: number;
  tax: number;
  gratuity: number;
  gratuityTax: number;
  totalDue: number;
  cashRounding: number;
  tips: number;
  toCollect: number;
  tendersCollected: number;
  difference: number;
  payIns: number;
  payOuts: number;
  overShort: number;
  deposit: number;
  tenders: TTenderClose[];
  /** Gross sales by category as sold: `${categoryId}\u0000${categoryName}` → cents. */
  revenue: Map<string, number>;
};

export type TCloseFacts = {
  days: readonly TCloseDay[];
  tenders: readonly TTenderDay[];
  adjustments: readonly TCashAdjustmentDay[];
  revenue: readonly TRevenueDay[];
  nonSales: readonly TNonSalesDay[];
  drawers: readonly TDrawerShift[];
};

const emptyTender = (paymentType: string): TTenderClose => ({
  paymentType,
  payments: 0,
  amount: 0,
  change: 0,
  tips: 0,
  collected: 0,
  payIns: 0,
  payOuts: 0,
  overShort: 0,
  deposit: 0,
});

const emptyClose = (storeId: number, businessDate: string): TClose => ({
  storeId,
  businessDate,
  grossSales: 0,
  discounts: 0,
  netSales: 0,
  charges: 0,
  nonSalesRevenue: 0,
  cardSurcharges: 0,
  donations: 0,
  tax: 0,
  gratuity: 0,
  gratuityTax: 0,
  totalDue: 0,
  cashRounding: 0,
  tips: 0,
  toCollect: 0,
  tendersCollected: 0,
  difference: 0,
  payIns: 0,
  payOuts: 0,
  overShort: 0,
  deposit: 0,
  tenders: [],
  revenue: new Map(),
});

const tenderOf = (close: TClose, paymentType: string): TTenderClose => {
  let tender = close.tenders.find((t) => t.paymentType === paymentType);
  if (!tender) {
    tender = emptyTender(paymentType);
    close.tenders.push(tender);
  }
  return tender;
};

/** Fills in the derived figures of a close from its parts (every figure above "Definitions"). */
function derive(close: TClose): TClose {
  close.tenders.sort((a, b) => a.paymentType.localeCompare(b.paymentType));
  for (const t of close.tenders) {
    t.collected = t.amount - t.change + t.tips;
    t.deposit = t.collected + t.payIns + t.payOuts + t.overShort;
  }
  const sum = (pick: (t: TTenderClose) => number) => close.tenders.reduce((n, t) => n + pick(t), 0);
  close.tips = sum((t) => t.tips);
  close.tendersCollected = sum((t) => t.collected);
  close.payIns = sum((t) => t.payIns);
  close.payOuts = sum((t) => t.payOuts);
  close.deposit = sum((t) => t.deposit);
  close.gratuityTax =
    close.totalDue -
    (close.netSales + close.charges + close.cardSurcharges + close.donations + close.tax + close.gratuity);
  close.toCollect = close.totalDue + close.cashRounding + close.tips;
  close.difference = close.tendersCollected - close.toCollect;
  return close;
}

/** Each store's close of each business date with any figure, ordered by date then store. */
export function closesByDay(facts: TCloseFacts): TClose[] {
  const closes = new Map<string, TClose>();
  const closeOf = (storeId: number, businessDate: string) => {
    const key = `${businessDate}|${storeId}`;
    let close = closes.get(key);
    if (!close) {
      close = emptyClose(storeId, businessDate);
      closes.set(key, close);
    }
    return close;
  };
  for (const d of facts.days) {
    const c = closeOf(d.storeId, d.businessDate);
    c.grossSales += toCents(d.grossSales);
    c.discounts += toCents(d.discounts);
    c.netSales += toCents(d.netSales);
    c.charges += toCents(d.charges);
    c.cardSurcharges += toCents(d.cardSurcharges);
    c.donations += toCents(d.donations);
    c.tax += toCents(d.tax);
    c.gratuity += toCents(d.gratuity);
    c.totalDue += toCents(d.totalDue);
  }
  for (const p of facts.tenders) {
    const t = tenderOf(closeOf(p.storeId, p.businessDate), p.paymentType);
    t.payments += p.payments;
    t.amount += toCents(p.amount);
    t.tips += toCents(p.tips);
    t.payIns += toCents(p.payIns);
    t.payOuts += toCents(p.payOuts);
  }
  for (const a of facts.adjustments) {
    const c = closeOf(a.storeId, a.businessDate);
    c.cashRounding += toCents(a.rounding);
    if (toCents(a.change) !== 0) tenderOf(c, CASH).change += toCents(a.change);
  }
  for (const r of facts.revenue) {
    const c = closeOf(r.storeId, r.businessDate);
    const key = `${r.categoryId}\u0000${r.categoryName}`;
    c.revenue.set(key, (c.revenue.get(key) ?? 0) + toCents(r.amount));
  }
  for (const n of facts.nonSales) closeOf(n.storeId, n.businessDate).nonSalesRevenue += toCents(n.amount);
  for (const d of facts.drawers) {
    if (d.overShort === null || toCents(d.overShort) === 0) continue;
    const c = closeOf(d.storeId, d.businessDate);
    tenderOf(c, CASH).overShort += toCents(d.overShort);
    c.overShort += toCents(d.overShort);
  }
  return [...closes.values()]
    .map(derive)
    .sort((a, b) => a.businessDate.localeCompare(b.businessDate) || a.storeId - b.storeId);
}

const ADDED: (keyof TClose)[] = [
  'grossSales',
  'discounts',
  'netSales',
  'charges',
  'nonSalesRevenue',
  'cardSurcharges',
  'donations',
  'tax',
  'gratuity',
  'totalDue',
  'cashRounding',
  'overShort',
];

/** Closes added up (all days, or all stores): the sums of their parts, derived again. */
export function addCloses(closes: readonly TClose[], storeId = 0, businessDate = ''): TClose {
  const sum = emptyClose(storeId, businessDate);
  for (const c of closes) {
    for (const key of ADDED) (sum[key] as number) += c[key] as number;
    for (const t of c.tenders) {
      const into = tenderOf(sum, t.paymentType);
      into.payments += t.payments;
      into.amount += t.amount;
      into.change += t.change;
      into.tips += t.tips;
      into.payIns += t.payIns;
      into.payOuts += t.payOuts;
      into.overShort += t.overShort;
    }
    for (const [key, cents] of c.revenue) sum.revenue.set(key, (sum.revenue.get(key) ?? 0) + cents);
  }
  return derive(sum);
}

/** The closes of each store over the whole range, in store order. */
export function closesByStore(closes: readonly TClose[]): TClose[] {
  const ids = [...new Set(closes.map((c) => c.storeId))].sort((a, b) => a - b);
  return ids.map((id) =>
    addCloses(
      closes.filter((c) => c.storeId === id),
      id,
    ),
  );
}

/** Reads the facts of the view and range (in the report's snapshot) and closes each store's days. */
export async function loadCloses(ctx: TReportContext): Promise<TClose[]> {
  const [days, tenders, adjustments, revenue, nonSales, drawers] = await Promise.all([
    closeDays(ctx.db, ctx.scope, ctx.range),
    tenderDays(ctx.db, ctx.scope, ctx.range),
    cashAdjustmentDays(ctx.db, ctx.scope, ctx.range),
    revenueDays(ctx.db, ctx.scope, ctx.range),
    nonSalesDays(ctx.db, ctx.scope, ctx.range),
    drawerShifts(ctx.db, ctx.scope, ctx.range),
  ]);
  return closesByDay({ days, tenders, adjustments, revenue, nonSales, drawers });
}
