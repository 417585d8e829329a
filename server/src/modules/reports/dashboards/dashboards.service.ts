import {
  CUSTOMER_SALES_SHARES,
  OUT_OF_STOCK_NAMES,
  TOP_CUSTOMERS_COUNT,
  TOP_ITEMS_COUNT,
  type TActivityDay,
  type TActivitySummary,
  type TCustomerDashboard,
  type TDashboardRange,
  type THomeSummary,
  type TMixSlice,
  type TSalesDashboard,
} from '@mp/contracts/dashboards';
import { addDays, todayInZone } from '@mp/contracts/tickets';
import type { TDb } from '../../../db/create-db.ts';
import type { TViewScope } from '../../../db/tenant.ts';
import type { TDateRange } from '../facts/report-sql.ts';
import { customerSpend } from '../customer/customer.queries.ts';
import { minusDecimals, sumDecimals } from '../report-decimals.ts';
import { average, percentOf } from '../report-engine.ts';
import { reportStores } from '../reports.queries.ts';
import { customerSalesSplit, customerVisits } from './customer-dashboard.queries.ts';
import {
  categoryMix,
  discountLinesOnDays,
  laborByDate,
  openOnlineOrdersOnDays,
  outOfStockItems,
  salesByDate,
  salesByHourOnDays,
  salesOnDays,
  tenderMix,
  topItemsOnDays,
  type TDaySales,
  type TStoreDay,
} from './dashboards.queries.ts';

const TODAY = 'today';
const LAST_WEEK = 'lastWeek';
const NO_SALES: Omit<TDaySales, 'key'> = {
  tickets: 0,
  guests: 0,
  netSales: '0.00',
  discounts: '0.00',
  voidCount: 0,
  voidAmount: '0.00',
  refundCount: 0,
  refundAmount: '0.00',
};

/**
 * Home's "how is business today": each store's today in its own zone against the same weekday a week earlier
 * (7 days back, so the comparison is like for like), summed over the view's stores.
 */
export async function homeSummary(db: TDb, scope: TViewScope, now: Date = new Date()): Promise<THomeSummary> {
  const stores = await reportStores(db, scope);
  const todays = stores.map((s) => ({ storeId: s.id, date: todayInZone(s.timeZone, now), which: TODAY }));
  const lastWeeks = todays.map((d) => ({ ...d, date: addDays(d.date, -7), which: LAST_WEEK }));
  const both: TStoreDay[] = [...todays, ...lastWeeks];
  const [sales, discountLines, hours, topItems, outOfStock, orders] = await Promise.all([
    salesOnDays(db, scope, both),
    discountLinesOnDays(db, scope, todays),
    salesByHourOnDays(db, scope, both),
    topItemsOnDays(db, scope, todays, TOP_ITEMS_COUNT),
    outOfStockItems(db, scope, OUT_OF_STOCK_NAMES),
    openOnlineOrdersOnDays(db, scope, todays),
  ]);
  const today = sales.find((s) => s.key === TODAY) ?? { key: TODAY, ...NO_SALES };
  const lastWeek = sales.find((s) => s.key === LAST_WEEK) ?? { key: LAST_WEEK, ...NO_SALES };
  const hourOf = (which: string, hour: number) =>
    hours.find((h) => h.key === which && h.hour === hour)?.netSales ?? '0.00';
  const businessDate = todays[0]?.date ?? todayInZone('UTC', now);
  return {
    IsCompanyView: scope.kind === 'company',
    BusinessDate: businessDate,
    ComparedDate: addDays(businessDate, -7),
    NetSales: { Today: today.netSales, LastWeek: lastWeek.netSales },
    Tickets: { Today: today.tickets, LastWeek: lastWeek.tickets },
    Guests: { Today: today.guests, LastWeek: lastWeek.guests },
    AverageTicket: {
      Today: average(today.netSales, today.tickets),
      LastWeek: average(lastWeek.netSales, lastWeek.tickets),
    },
    SalesByHour: Array.from({ length: 24 }, (_, hour) => ({
      Hour: hour,
      Today: hourOf(TODAY, hour),
      LastWeek: hourOf(LAST_WEEK, hour),
    })),
    TopItems: topItems.map((i) => ({ ItemName: i.itemName, Quantity: i.quantity, Amount: i.amount })),
    Voids: { Count: today.voidCount, Amount: today.voidAmount },
    Refunds: { Count: today.refundCount, Amount: today.refundAmount },
    Discounts: { Count: discountLines.find((d) => d.key === TODAY)?.lines ?? 0, Amount: today.discounts },
    OutOfStock: { Count: outOfStock.count, ItemNames: outOfStock.itemNames },
    OpenOnlineOrders: orders.map((o) => ({ Status: o.status, Count: o.count })),
  };
}

/** Every business date of the range, in order. */
const datesOf = ({ from, to }: TDateRange): string[] => {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
};

const toRange = (params: TDashboardRange): TDateRange => ({ from: params.FromDate, to: params.ToDate });

const activityOf = (s: Omit<TDaySales, 'key'>): Omit<TActivityDay, 'Date'> => ({
  NetSales: s.netSales,
  Tickets: s.tickets,
  Guests: s.guests,
  AverageTicket: average(s.netSales, s.tickets),
  VoidCount: s.voidCount,
  RefundAmount: s.refundAmount,
  DiscountAmount: s.discounts,
});

/** My Store's Activity Summary: each business date of the range (zeros on days without sales) and the totals. */
export async function activitySummary(db: TDb, scope: TViewScope, params: TDashboardRange): Promise<TActivitySummary> {
  const range = toRange(params);
  const rows = await salesByDate(db, scope, range);
  const byDate = new Map(rows.map((r) => [r.key, r]));
  const days = datesOf(range).map((Date) => ({ Date, ...activityOf(byDate.get(Date) ?? { ...NO_SALES }) }));
  const sum = (key: keyof Omit<TDaySales, 'key'>) =>
    sumDecimals(
      rows.map((r) => r[key]),
      2,
    );
  const total = (key: 'tickets' | 'guests' | 'voidCount' | 'refundCount') => rows.reduce((n, r) => n + r[key], 0);
  return {
    IsCompanyView: scope.kind === 'company',
    FromDate: range.from,
    ToDate: range.to,
    Days: days,
    Totals: activityOf({
      tickets: total('tickets'),
      guests: total('guests'),
      netSales: sum('netSales'),
      discounts: sum('discounts'),
      voidCount: total('voidCount'),
      voidAmount: sum('voidAmount'),
      refundCount: total('refundCount'),
      refundAmount: sum('refundAmount'),
    }),
  };
}

/** Slices with their share of the whole (negative slices, such as a category only returned, still show). */
const mixOf = (rows: readonly { name: string; amount: string }[]): TMixSlice[] => {
  const whole = sumDecimals(
    rows.map((r) => r.amount),
    2,
  );
  return rows.map((r) => ({ Name: r.name, Amount: r.amount, Percent: percentOf(r.amount, whole) }));
};

/** My Store's Sales Dashboard: sales trend with labor % of sales by day, tender mix and category mix. */
export async function salesDashboard(db: TDb, scope: TViewScope, params: TDashboardRange): Promise<TSalesDashboard> {
  const range = toRange(params);
  const [sales, labor, tenders, categories] = await Promise.all([
    salesByDate(db, scope, range),
    laborByDate(db, scope, range),
    tenderMix(db, scope, range),
    categoryMix(db, scope, range),
  ]);
  const salesOn = new Map(sales.map((r) => [r.key, r.netSales]));
  const laborOn = new Map(labor.map((r) => [r.date, r.laborCost]));
  const days = datesOf(range).map((Date) => {
    const NetSales = salesOn.get(Date) ?? '0.00';
    const LaborCost = laborOn.get(Date) ?? '0.00';
    return { Date, NetSales, LaborCost, LaborPercent: percentOf(LaborCost, NetSales) };
  });
  const NetSales = sumDecimals(
    days.map((d) => d.NetSales),
    2,
  );
  const LaborCost = sumDecimals(
    days.map((d) => d.LaborCost),
    2,
  );
  return {
    IsCompanyView: scope.kind === 'company',
    FromDate: range.from,
    ToDate: range.to,
    Days: days,
    Tenders: mixOf(tenders),
    Categories: mixOf(categories),
    Totals: { NetSales, LaborCost, LaborPercent: percentOf(LaborCost, NetSales) },
  };
}

/**
 * My Store's Customer Dashboard (issue 16 §5): new against returning customers and their visits and spend by day, the
 * top customers, and whose the range's net sales were (loyalty members, other customers, no customer named).
 */
export async function customerDashboard(
  db: TDb,
  scope: TViewScope,
  params: TDashboardRange,
): Promise<TCustomerDashboard> {
  const range = toRange(params);
  const [visits, split, sales, top] = await Promise.all([
    customerVisits(db, scope, range),
    customerSalesSplit(db, scope, range),
    salesByDate(db, scope, range),
    customerSpend(db, scope, range, TOP_CUSTOMERS_COUNT),
  ]);
  const byDate = new Map(visits.map((v) => [v.date, v]));
  const whole = byDate.get(null);
  const days = datesOf(range).map((Date) => {
    const day = byDate.get(Date);
    return {
      Date,
      NewCustomers: day?.newCustomers ?? 0,
      ReturningCustomers: day ? day.customers - day.newCustomers : 0,
      Visits: day?.visits ?? 0,
      Spend: day?.spend ?? '0.00',
    };
  });
  const netSales = sumDecimals(
    sales.map((s) => s.netSales),
    2,
  );
  const amounts = {
    loyaltyMembers: split.loyaltyMembers,
    otherCustomers: split.otherCustomers,
    noCustomer: minusDecimals(netSales, sumDecimals([split.loyaltyMembers, split.otherCustomers], 2), 2),
  };
  return {
    IsCompanyView: scope.kind === 'company',
    FromDate: range.from,
    ToDate: range.to,
    Days: days,
    Totals: {
      Customers: whole?.customers ?? 0,
      NewCustomers: whole?.newCustomers ?? 0,
      ReturningCustomers: whole ? whole.customers - whole.newCustomers : 0,
      Visits: whole?.visits ?? 0,
      Spend: whole?.spend ?? '0.00',
      AverageVisit: average(whole?.spend ?? 0, whole?.visits ?? 0),
      NetSales: netSales,
      LoyaltySales: split.loyaltyMembers,
      LoyaltyPercent: percentOf(split.loyaltyMembers, netSales),
    },
    Shares: CUSTOMER_SALES_SHARES.map((Name) => ({
      Name,
      Amount: amounts[Name],
      Percent: percentOf(amounts[Name], netSales),
    })),
    TopCustomers: top.map((c) => ({
      CustomerNumber: c.customerNumber,
      CustomerName: c.customerName,
      Visits: c.visits,
      Spend: c.spend,
      AverageVisit: average(c.spend, c.visits),
      LastVisit: c.lastVisit,
      IsLoyaltyMember: c.isLoyaltyMember,
    })),
  };
}
