import type { TReportResult, TReportRow } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import { FROM, getReport, OTHER, tableOf, TO, viewsOf } from '../operations/operations-world.ts';
import {
  buildSettlementWorld,
  cents,
  money,
  OTHER_BATCH_BASE,
  SALES,
  type TSettlementWorld,
} from './settlement-world.ts';

/**
 * Results → Credit Settlement and Commerce Credit Settlement through HTTP: every batch, deposit and store figure equal
 * to a plain computation over the raw batches and the tickets' payments, in each store (two time zones) and the
 * company view; what the tickets took and the batches did not settle is exactly the offline card payments still
 * pending or declined and the day the processor sent no batch; another merchant's batches never show.
 */
let t: TTestApp;
let world: TSettlementWorld;

beforeAll(async () => {
  t = await startTestApp();
  world = await buildSettlementWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const SOURCES = [
  { file: 'CreditSettlement', source: 'pos', tenders: ['Credit', 'Debit'] },
  { file: 'CommerceCreditSettlement', source: 'commerce', tenders: ['Online'] },
] as const;
type TSource = (typeof SOURCES)[number];
const CASES = SOURCES.flatMap((s) => [0, 1, 2].map((view) => ({ ...s, view })));

type TRawBatch = {
  storeId: number;
  businessDate: string;
  batchNumber: number;
  status: string;
  depositDate: string;
  saleCount: number;
  refundCount: number;
  sales: string;
  tips: string;
  refunds: string;
  fees: string;
};

/** The view's batches of a source and its tickets' payments in the source's tenders, by store and day, from raw rows. */
async function rawDays({ source, tenders }: TSource, storeIds: number[]) {
  const batches = await queryRows<TRawBatch>(
    t.db,
    sql`select store_id as "storeId", business_date::text as "businessDate", batch_number as "batchNumber", status,
               deposit_date::text as "depositDate", sale_count as "saleCount", refund_count as "refundCount",
               sales_amount::text as sales, tip_amount::text as tips, refund_amount::text as refunds,
               fee_amount::text as fees
          from card_batches
         where store_id in ${storeIds} and source = ${source} and business_date between ${FROM} and ${TO}`,
  );
  const paid = await queryRows<{ storeId: number; businessDate: string; amount: string }>(
    t.db,
    sql`select t.store_id as "storeId", t.business_date::text as "businessDate",
               sum(p.amount + p.tip_amount)::text as amount
          from ticket_payments p join tickets t on t.id = p.ticket_id
         where t.store_id in ${storeIds} and t.business_date between ${FROM} and ${TO}
           and t.transaction_type in ${SALES} and p.payment_type in ${[...tenders]}
         group by 1, 2`,
  );
  const keys = [...new Set([...batches, ...paid].map((r) => `${r.businessDate}|${r.storeId}`))].sort();
  return keys.map((key) => {
    const [businessDate, storeId] = key.split('|');
    const b = batches.find((r) => r.businessDate === businessDate && r.storeId === Number(storeId));
    const onTickets = cents(paid.find((r) => r.businessDate === businessDate && r.storeId === Number(storeId))?.amount);
    const batched = cents(b?.sales) + cents(b?.tips) - cents(b?.refunds);
    return {
      businessDate: businessDate!,
      storeId: Number(storeId),
      batchNumber: b ? String(b.batchNumber) : '',
      batchStatus: b?.status ?? 'none',
      saleCount: b?.saleCount ?? 0,
      refundCount: b?.refundCount ?? 0,
      salesAmount: money(cents(b?.sales)),
      tips: money(cents(b?.tips)),
      refunds: money(-cents(b?.refunds)),
      fees: money(-cents(b?.fees)),
      netDeposit: money(batched - cents(b?.fees)),
      depositDate: b?.depositDate ?? null,
      ticketAmount: money(onTickets),
      unsettled: money(onTickets - batched),
    };
  });
}

const pick = (rows: readonly TReportRow[], keys: readonly string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));
const sumOf = (rows: readonly TReportRow[], key: string) => rows.reduce((n, r) => n + cents(r[key]), 0);
const KEYS = [
  'businessDate',
  'storeId',
  'batchNumber',
  'batchStatus',
  'saleCount',
  'refundCount',
  'salesAmount',
  'tips',
  'refunds',
  'fees',
  'netDeposit',
  'depositDate',
  'ticketAmount',
  'unsettled',
] as const;

const views = () => viewsOf(world);
const getSettlement = (c: (typeof CASES)[number], params = {}) => getReport(views()[c.view]!.client, c.file, params);

describe('the card settlement reports', () => {
  it.each(CASES)('$file equals the raw batches and card payments in view $view', async (c) => {
    const body = await getSettlement(c);
    const expected = await rawDays(c, views()[c.view]!.storeIds);
    const batches = tableOf(body, 'cardBatches');
    expect(pick(batches.Rows, KEYS)).toEqual(expected);
    expect(batches.Rows.length).toBeGreaterThan(5);
    // Each row reads as a sum: sales + tips + refunds + fees (the last two negative) = net deposit.
    for (const r of batches.Rows)
      expect(cents(r.salesAmount) + cents(r.tips) + cents(r.refunds) + cents(r.fees)).toBe(cents(r.netDeposit));
    expect(cents(batches.Totals!.netDeposit)).toBe(sumOf(expected as TReportRow[], 'netDeposit'));
    expect(batches.Columns.some((col) => col.Key === 'storeName')).toBe(c.view === 2);

    // The deposits: the range's batches by the date the bank pays them.
    const deposits = tableOf(body, 'cardDeposits');
    const batched = expected.filter((r) => r.depositDate !== null);
    const dates = [...new Set(batched.map((r) => r.depositDate!))].sort();
    expect(pick(deposits.Rows, ['depositDate', 'batches', 'netDeposit', 'batchStatus'])).toEqual(
      dates.map((depositDate) => {
        const of = batched.filter((r) => r.depositDate === depositDate);
        return {
          depositDate,
          batches: of.length,
          netDeposit: money(sumOf(of as TReportRow[], 'netDeposit')),
          batchStatus: of.some((r) => r.batchStatus === 'open') ? 'open' : 'settled',
        };
      }),
    );
    expect(deposits.Totals!.netDeposit).toBe(batches.Totals!.netDeposit);
    expect(deposits.Rows.some((r) => r.batchStatus === 'open')).toBe(true);
    expect(body.Charts).toEqual([expect.objectContaining({ Kind: 'bar', Table: 'cardDeposits' })]);
  });

  it.each([0, 1, 2])(
    'credit: what the tickets took agrees with the financial close, and what is not settled is the offline and unbatched card payments in view %i',
    async (v) => {
      const view = views()[v]!;
      const body = await getReport(view.client, 'CreditSettlement');
      const batches = tableOf(body, 'cardBatches');
      const close = tableOf(await getReport(view.client, 'FinancialSummary'), 'financialTenders');
      const collected = close.Rows.filter((r) => r.paymentType === 'Credit' || r.paymentType === 'Debit');
      expect(collected).toHaveLength(2);
      expect(cents(batches.Totals!.ticketAmount)).toBe(sumOf(collected, 'collected'));

      const [raw] = await queryRows<{ amount: string }>(
        t.db,
        sql`select coalesce(sum(p.amount + p.tip_amount), 0)::text as amount
              from ticket_payments p join tickets t on t.id = p.ticket_id
             where t.store_id in ${view.storeIds} and t.business_date between ${FROM} and ${TO}
               and t.transaction_type in ${SALES} and p.payment_type in ('Credit', 'Debit')
               and (p.offline_state in ('pending', 'declined')
                    or (t.store_id = ${world.merchant.storeIds[0]!} and t.business_date = ${world.missingBatchDay}))`,
      );
      expect(cents(raw!.amount)).toBeGreaterThan(0);
      expect(cents(batches.Totals!.unsettled)).toBe(cents(raw!.amount));
      const missing = batches.Rows.filter((r) => r.batchStatus === 'none');
      expect(missing.map((r) => [r.businessDate, r.storeId])).toEqual(
        v === 1 ? [] : [[world.missingBatchDay, world.merchant.storeIds[0]!]],
      );
    },
  );

  it.each([0, 1, 2])(
    'commerce: online refunds are batched and every online payment is settled in view %i',
    async (v) => {
      const body = await getReport(views()[v]!.client, 'CommerceCreditSettlement');
      const batches = tableOf(body, 'cardBatches');
      expect(batches.Totals!.refundCount).toBeGreaterThan(0);
      expect(cents(batches.Totals!.refunds)).toBeLessThan(0);
      expect(batches.Rows.map((r) => r.unsettled)).toEqual(batches.Rows.map(() => '0.00'));
      const close = tableOf(await getReport(views()[v]!.client, 'FinancialSummary'), 'financialTenders');
      expect(batches.Totals!.ticketAmount).toBe(close.Rows.find((r) => r.paymentType === 'Online')!.collected);
    },
  );

  it.each(SOURCES)('$file adds each store up with ShowStoreDetail in the company view only', async (s) => {
    const plain = await getReport(world.company, s.file);
    expect(plain.Tables.map((x) => x.Key)).toEqual(['cardBatches', 'cardDeposits']);
    const store = await getReport(world.storeUsers[0]!, s.file, { ShowStoreDetail: true });
    expect(store.Tables.map((x) => x.Key)).toEqual(['cardBatches', 'cardDeposits']);

    const body = await getReport(world.company, s.file, { ShowStoreDetail: true });
    const stores = tableOf(body, 'cardStores');
    const expected = await rawDays(s, world.merchant.storeIds);
    const of = (storeId: number) => expected.filter((r) => r.storeId === storeId) as TReportRow[];
    const rate = (rows: TReportRow[]) =>
      ((-sumOf(rows, 'fees') / (sumOf(rows, 'salesAmount') + sumOf(rows, 'tips'))) * 100).toFixed(2);
    expect(
      pick(stores.Rows, ['storeId', 'batches', 'salesAmount', 'fees', 'netDeposit', 'feeRate', 'unsettled']),
    ).toEqual(
      world.merchant.storeIds.map((storeId) => ({
        storeId,
        batches: of(storeId).filter((r) => r.batchNumber !== '').length,
        salesAmount: money(sumOf(of(storeId), 'salesAmount')),
        fees: money(sumOf(of(storeId), 'fees')),
        netDeposit: money(sumOf(of(storeId), 'netDeposit')),
        feeRate: rate(of(storeId)),
        unsettled: money(sumOf(of(storeId), 'unsettled')),
      })),
    );
    expect(stores.Totals).toMatchObject({
      netDeposit: tableOf(body, 'cardBatches').Totals!.netDeposit,
      feeRate: rate(expected as TReportRow[]),
    });
  });
});

/** Batch numbers in an answer (the other merchant's start at OTHER_BATCH_BASE). */
const batchNumbers = (body: TReportResult) =>
  tableOf(body, 'cardBatches')
    .Rows.map((r) => Number(r.batchNumber))
    .filter((n) => n > 0);

describe('tenancy', () => {
  it.each(SOURCES)("$file never shows another merchant's batches, and theirs never ours", async (s) => {
    for (const view of views()) {
      const body = await getReport(view.client, s.file, { ShowStoreDetail: true });
      expect(JSON.stringify(body)).not.toContain(OTHER);
      expect(batchNumbers(body).filter((n) => n >= OTHER_BATCH_BASE)).toEqual([]);
    }
    const theirs = await getReport(world.otherCompany, s.file);
    expect(batchNumbers(theirs).length).toBeGreaterThan(0);
    expect(batchNumbers(theirs).filter((n) => n < OTHER_BATCH_BASE)).toEqual([]);
    expect(tableOf(theirs, 'cardBatches').Rows.map((r) => r.storeId)).not.toContain(world.merchant.storeIds[0]);
  });
});
