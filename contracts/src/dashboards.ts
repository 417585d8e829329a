import { z } from 'zod';
import { MAX_REPORT_DAYS, rangeDays, REPORT_ERROR } from './reports.ts';
import { isIsoDate } from './tickets.ts';

/**
 * Dashboards (issue 15 §6): Home answers "how is business today" and My Store's Activity Summary and Sales Dashboard
 * (spec 3 §2.4) chart a range. The spec names no call for them, so they live under `/Dashboard`. They read the same
 * rollups as the reports and count sales as the reports do (net sales = gross − discounts over the sales types S, RT,
 * SR, R, F). Money travels as exact decimal strings with 2 decimals, counts as numbers. "Today" is each store's own
 * business date in its own zone; the company view sums its stores.
 */

export const DASHBOARD_PATH = {
  home: '/Dashboard/GetHomeSummary',
  activity: '/Dashboard/GetActivitySummary',
  sales: '/Dashboard/GetSalesDashboard',
  customers: '/Dashboard/GetCustomerDashboard',
} as const;

/**
 * Online order statuses (contracts/tickets ONLINE_ORDER_STATUSES) that still need the store: received, in fulfilment,
 * in progress, awaiting or past validation, placed, updated, ready for pick-up, in transit. Finished (2), Expired
 * (3), Closed (4), Rejected (12), Canceled (13), Abandoned (14) and Error (15) are done with.
 */
export const OPEN_ONLINE_ORDER_STATUSES = [0, 1, 5, 6, 7, 8, 9, 10, 11] as const;

/** Home's top items: the five best sellers by amount. */
export const TOP_ITEMS_COUNT = 5;
/** How many out-of-stock item names Home lists beside the count. */
export const OUT_OF_STOCK_NAMES = 5;

const money = z.string();

/** A money figure today and on the same weekday last week. */
export const ZMoneyComparison = z.object({ Today: money, LastWeek: money });
export type TMoneyComparison = z.infer<typeof ZMoneyComparison>;
/** A count today and on the same weekday last week. */
export const ZCountComparison = z.object({ Today: z.number().int(), LastWeek: z.number().int() });
export type TCountComparison = z.infer<typeof ZCountComparison>;

/** A kind of correction today: how many tickets (voids, refunds) or discounted lines, and the amount. */
export const ZCorrection = z.object({ Count: z.number().int(), Amount: money });
export type TCorrection = z.infer<typeof ZCorrection>;

/** GET /Dashboard/GetHomeSummary: today in the store's zone (each store's own for the company view). */
export const ZHomeSummary = z.object({
  IsCompanyView: z.boolean(),
  /** Today's business date of the view's first store, and the same weekday a week earlier. */
  BusinessDate: z.string(),
  ComparedDate: z.string(),
  NetSales: ZMoneyComparison,
  Tickets: ZCountComparison,
  Guests: ZCountComparison,
  /** Net sales per ticket. */
  AverageTicket: ZMoneyComparison,
  /** The 24 local hours, net sales today and on the same weekday last week. */
  SalesByHour: z.array(z.object({ Hour: z.number().int().min(0).max(23), Today: money, LastWeek: money })),
  TopItems: z.array(z.object({ ItemName: z.string(), Quantity: z.string(), Amount: money })),
  /** Voided tickets (their total), returns (RT, their net, negative) and discounts given on sales. */
  Voids: ZCorrection,
  Refunds: ZCorrection,
  Discounts: ZCorrection,
  OutOfStock: z.object({ Count: z.number().int(), ItemNames: z.array(z.string()) }),
  /** Today's online orders still open, by status code (only statuses that have orders). */
  OpenOnlineOrders: z.array(z.object({ Status: z.number().int(), Count: z.number().int() })),
});
export type THomeSummary = z.infer<typeof ZHomeSummary>;

const ZDashboardDate = z.string().refine(isIsoDate, { message: REPORT_ERROR.invalidDate });

/** The range of a My Store dashboard, refused like a report's (400 naming the field). */
export const ZDashboardRange = z
  .object({ FromDate: ZDashboardDate, ToDate: ZDashboardDate })
  .refine((v) => v.ToDate >= v.FromDate, { message: REPORT_ERROR.toBeforeFrom, path: ['ToDate'] })
  .refine((v) => v.ToDate < v.FromDate || rangeDays(v.FromDate, v.ToDate) <= MAX_REPORT_DAYS, {
    message: REPORT_ERROR.rangeTooLong,
    path: ['ToDate'],
  });
export type TDashboardRange = z.infer<typeof ZDashboardRange>;

/** One business day of a dashboard (every day of the range, zeros when nothing was sold). */
export const ZActivityDay = z.object({
  Date: z.string(),
  NetSales: money,
  Tickets: z.number().int(),
  Guests: z.number().int(),
  AverageTicket: money,
  VoidCount: z.number().int(),
  RefundAmount: money,
  DiscountAmount: money,
});
export type TActivityDay = z.infer<typeof ZActivityDay>;

/** GET /Dashboard/GetActivitySummary: the range's activity by day and its totals. */
export const ZActivitySummary = z.object({
  IsCompanyView: z.boolean(),
  FromDate: z.string(),
  ToDate: z.string(),
  Days: z.array(ZActivityDay),
  Totals: ZActivityDay.omit({ Date: true }),
});
export type TActivitySummary = z.infer<typeof ZActivitySummary>;

/** A slice of a mix: its name, amount and share of the whole (percent, 2 decimals). */
export const ZMixSlice = z.object({ Name: z.string(), Amount: money, Percent: z.string() });
export type TMixSlice = z.infer<typeof ZMixSlice>;

/** GET /Dashboard/GetSalesDashboard: sales trend, tender mix, category mix and labor % of sales. */
export const ZSalesDashboard = z.object({
  IsCompanyView: z.boolean(),
  FromDate: z.string(),
  ToDate: z.string(),
  /** Per day: net sales, labor cost and labor as a percent of net sales. */
  Days: z.array(z.object({ Date: z.string(), NetSales: money, LaborCost: money, LaborPercent: z.string() })),
  /** Payments by tender (amount paid, tips excluded) on sales tickets. */
  Tenders: z.array(ZMixSlice),
  /** Item and modifier lines by category as sold (amount less line discounts). */
  Categories: z.array(ZMixSlice),
  Totals: z.object({ NetSales: money, LaborCost: money, LaborPercent: z.string() }),
});
export type TSalesDashboard = z.infer<typeof ZSalesDashboard>;

/** The Customer Dashboard's top customers: the ten biggest spenders of the range. */
export const TOP_CUSTOMERS_COUNT = 10;

/**
 * Whose sales the Customer Dashboard's share chart splits: loyalty members (a member of the tier price list on that
 * business date), other named customers, and tickets that name no customer.
 */
export const CUSTOMER_SALES_SHARES = ['loyaltyMembers', 'otherCustomers', 'noCustomer'] as const;
export type TCustomerSalesShare = (typeof CUSTOMER_SALES_SHARES)[number];

/**
 * One business day of the Customer Dashboard. A customer is new on the day of their first visit in the view (the
 * store, or any store of the company view) and returning on every later day they visit; visits are tickets of the
 * sales types that name a customer, spend is their net sales.
 */
export const ZCustomerDay = z.object({
  Date: z.string(),
  NewCustomers: z.number().int(),
  ReturningCustomers: z.number().int(),
  Visits: z.number().int(),
  Spend: money,
});
export type TCustomerDay = z.infer<typeof ZCustomerDay>;

/** A top customer of the range: visits, spend, spend per visit, last visit and loyalty membership today. */
export const ZTopCustomer = z.object({
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  Visits: z.number().int(),
  Spend: money,
  AverageVisit: money,
  LastVisit: z.string(),
  IsLoyaltyMember: z.boolean(),
});
export type TTopCustomer = z.infer<typeof ZTopCustomer>;

/** GET /Dashboard/GetCustomerDashboard: new against returning customers, their trend, top customers, loyalty share. */
export const ZCustomerDashboard = z.object({
  IsCompanyView: z.boolean(),
  FromDate: z.string(),
  ToDate: z.string(),
  Days: z.array(ZCustomerDay),
  Totals: z.object({
    /** Distinct customers who visited in the range: new ones (first visit in it) and returning ones. */
    Customers: z.number().int(),
    NewCustomers: z.number().int(),
    ReturningCustomers: z.number().int(),
    Visits: z.number().int(),
    Spend: money,
    /** Spend per visit. */
    AverageVisit: money,
    /** All net sales of the range, named customer or not, and the loyalty members' part of them (percent). */
    NetSales: money,
    LoyaltySales: money,
    LoyaltyPercent: z.string(),
  }),
  /** Net sales split by whose they were (every share, zero or not, in CUSTOMER_SALES_SHARES order). */
  Shares: z.array(ZMixSlice.extend({ Name: z.enum(CUSTOMER_SALES_SHARES) })),
  TopCustomers: z.array(ZTopCustomer),
});
export type TCustomerDashboard = z.infer<typeof ZCustomerDashboard>;

/**
 * The change from last week to today as a percent (one decimal), null when last week had nothing to compare with.
 * Used by the cards' ▲/▼.
 */
export function changePercent(today: string | number, lastWeek: string | number): number | null {
  const before = Number(lastWeek);
  if (before === 0 || !Number.isFinite(before)) return null;
  return Math.round(((Number(today) - before) / Math.abs(before)) * 1000) / 10;
}
