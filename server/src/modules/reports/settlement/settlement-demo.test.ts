import { addDays } from '@mp/contracts/tickets';
import type { TReportRow } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { MERCHANT } from '../../../demo/ids.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';
import { getReport, tableOf } from '../operations/operations-world.ts';

/**
 * The settlement reports on the demo data (read only), as Demo Bistro Group's company user over the last 30 days:
 * they tell the same story as the financial close and the non-sales revenue report, every drawer reconciles, and
 * online orders were refunded to their cards.
 */
let t: TTestApp;
let company: TestClient;
const TO = new Date().toISOString().slice(0, 10);
const RANGE = { FromDate: addDays(TO, -29), ToDate: TO };

beforeAll(async () => {
  t = await startTestApp();
  company = t.client();
  await company.logOn('company');
  await company.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: MERCHANT.demoBistro });
});
afterAll(async () => {
  await t?.close();
});

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const tenders = async () => tableOf(await getReport(company, 'FinancialSummary', RANGE), 'financialTenders').Rows;
const tender = (rows: TReportRow[], name: string) => rows.find((r) => r.paymentType === name)!;

describe('the demo settlement reports', () => {
  it('batch what the tickets took by card, but the offline payments still pending or declined', async () => {
    const batches = tableOf(await getReport(company, 'CreditSettlement', RANGE), 'cardBatches');
    const close = await tenders();
    expect(cents(batches.Totals!.ticketAmount)).toBe(
      cents(tender(close, 'Credit').collected) + cents(tender(close, 'Debit').collected),
    );
    const [unbatched] = await queryRows<{ amount: string }>(
      t.db,
      sql`select coalesce(sum(amount + tip_amount), 0)::text as amount from ticket_payments
           where merchant_id = ${MERCHANT.demoBistro} and business_date between ${RANGE.FromDate} and ${RANGE.ToDate}
             and payment_type in ('Credit', 'Debit') and offline_state in ('pending', 'declined')`,
    );
    expect(cents(batches.Totals!.unsettled)).toBe(cents(unbatched!.amount));
    expect(batches.Rows.some((r) => r.batchStatus === 'settled')).toBe(true);
  });

  it('batch every online payment and refund', async () => {
    const batches = tableOf(await getReport(company, 'CommerceCreditSettlement', RANGE), 'cardBatches');
    expect(batches.Totals!.refundCount).toBeGreaterThan(0);
    expect(batches.Totals!.unsettled).toBe('0.00');
    expect(batches.Totals!.ticketAmount).toBe(tender(await tenders(), 'Online').collected);
  });

  it('reconcile every drawer, and take in the cash the close deposits', async () => {
    const drawers = tableOf(await getReport(company, 'CashManager', RANGE), 'cashDrawers');
    expect(drawers.Rows.filter((r) => r.unreconciled !== null && r.unreconciled !== '0.00')).toEqual([]);
    expect(drawers.Rows.some((r) => cents(r.drops) < 0)).toBe(true);
    const cash = tender(await tenders(), 'Cash');
    const totals = drawers.Totals!;
    expect(cents(totals.cashSales) + cents(totals.payIns) + cents(totals.payOuts) + cents(totals.overShort)).toBe(
      cents(cash.deposit) - cents(cash.tips),
    );
  });

  it('sell the gift cards the non-sales revenue counts and redeem what the close took by gift card', async () => {
    const stores = tableOf(await getReport(company, 'GiftSettlement', RANGE), 'giftStores');
    const nonSales = tableOf(await getReport(company, 'NonSalesRevenue', RANGE), 'nonSalesRevenue').Rows;
    expect(stores.Totals!.sold).toBe(nonSales.find((r) => r.nonSalesCategoryName === 'Gift Card Sales')!.amount);
    expect(cents(stores.Totals!.redeemed) + cents(stores.Totals!.reloaded)).toBe(
      -cents(tender(await tenders(), 'Gift Card').amount),
    );
    expect(cents(stores.Totals!.opening)).toBeGreaterThan(0);
  });
});
