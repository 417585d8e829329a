import { addDays } from '@mp/contracts/tickets';
import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { giftCardEntries, giftCards } from '../../../db/schema.ts';
import type { TMerchantFixture } from '../../../test/factories/accounts.ts';
import { setFlags } from '../../../test/factories/feature-flags.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { companyViewClient } from '../../../test/factories/view-clients.ts';
import type { TestClient, TTestApp } from '../../../test/test-app.ts';
import { buildOperationsWorld, FROM, TO, type TOperationsWorld } from '../operations/operations-world.ts';

/**
 * The settlement reports' test world: the operations world (two stores fifteen hours apart, card payments some of
 * which were taken offline, drawers on each store's first register) with, in both merchants, cash sales that give
 * change, pay-ins and pay-outs on the registers and on no device, drops from the drawers to the safe, debit and online
 * payments and online refunds, the processors' card batches of every day (a day missing and today's still open), and
 * gift cards sold before the range, sold, reloaded and redeemed in it (some at the other store) and after it. The cash
 * manager flag is on for the merchant only, so the other merchant's company user is refused it.
 */
export type TSettlementWorld = TOperationsWorld & {
  /** The other merchant's company view (cash manager off). */
  otherCompany: TestClient;
  /** The day the merchant's first store has card payments but no pos batch. */
  missingBatchDay: string;
};

/** The other merchant's batches are numbered from here, so a leak of one shows in any answer. */
export const OTHER_BATCH_BASE = 7700;
/** Cards of the other merchant hold amounts no row of the merchant's has. */
export const OTHER_GIFT_AMOUNT = '987.65';
/** The sales types, for the raw computations. */
export const SALES = sql.raw(`('S', 'RT', 'SR', 'R', 'F')`);
export const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
export const money = (c: number) => (c / 100).toFixed(2);

/** 14:00 UTC of a day: 10:00 in New York and 04:00 in Honolulu, the same business date in both. */
const dayTime = (day: string, minutes = 0) => new Date(Date.parse(`${day}T14:00:00Z`) + minutes * 60_000);

async function registersOf(db: TDb, merchant: TMerchantFixture): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from devices where merchant_id = ${merchant.merchantId} and kind = 'register' order by store_id`,
  );
  return rows.map((r) => r.id);
}

/** Cash with change, pay-ins and pay-outs (one on no device), debit and online payments, online refunds. */
async function createCashAndCards(db: TDb, merchant: TMerchantFixture, days: string[], prefix: string) {
  const registers = await registersOf(db, merchant);
  for (const [i, day] of days.entries())
    for (const store of [0, 1]) {
      const scope = merchant.store(store);
      const deviceId = registers[store]!;
      await createTicket(db, scope, { ticketAt: dayTime(day), deviceId, changeAmount: (1.25 + i).toFixed(2) });
      await createTicket(db, scope, {
        ticketAt: dayTime(day, 30),
        deviceId,
        transactionType: 'I',
        reasonName: `${prefix}Change fund`,
        lines: [{ itemName: 'Change fund', price: (20 + i).toFixed(2), lineType: 'Charge' }],
      });
      await createTicket(db, scope, {
        ticketAt: dayTime(day, 60),
        deviceId: i % 3 === 0 ? null : deviceId,
        transactionType: 'P',
        reasonName: `${prefix}Supplies`,
        lines: [{ itemName: 'Supplies', price: (-7.5 - i).toFixed(2), lineType: 'Charge' }],
      });
      await createTicket(db, scope, {
        ticketAt: dayTime(day, 90),
        deviceId,
        lines: [{ itemName: `${prefix}Cake`, price: '12.00' }],
        payments: [{ paymentType: 'Debit', amount: '12.96', tipAmount: '1.00' }],
      });
      const online = { externalReferenceNumber: `OLO-${day}-${store}`, orderDueAt: dayTime(day, 150), orderStatus: 4 };
      await createTicket(db, scope, {
        ticketAt: dayTime(day, 120),
        online,
        lines: [{ itemName: `${prefix}Pizza`, price: (15 + i).toFixed(2) }],
        payments: [{ paymentType: 'Online', amount: ((15 + i) * 1.08).toFixed(2), tipAmount: '2.50' }],
      });
      if (i % 2 === 1)
        await createTicket(db, scope, {
          ticketAt: dayTime(day, 180),
          transactionType: 'RT',
          online: { ...online, orderStatus: 13 },
          lines: [{ itemName: `${prefix}Pizza`, price: '-10.00' }],
          payments: [{ paymentType: 'Online', amount: '-10.80' }],
        });
    }
}

/** Drops to the safe from the drawers of every other day, by the drawer's employee, five hours after it opened. */
async function createDrops(db: TDb, merchant: TMerchantFixture) {
  await db.execute(sql`
    insert into cash_drops (merchant_id, store_id, drawer_shift_id, device_id, employee_id, amount, at, business_date)
    select d.merchant_id, d.store_id, d.id, d.device_id, d.employee_id, 40 + d.id % 7, d.opened_at + interval '5 hours',
           d.business_date
      from drawer_shifts d
     where d.merchant_id = ${merchant.merchantId} and extract(day from d.business_date)::int % 2 = 0`);
}

/**
 * The processors' batches, as the demo makes them: each store's settled card payments of a day per source (offline
 * ones still pending or declined are not batched), fees of 2.5 % + $0.15 a sale, deposited the next day; the last day
 * is still open. One store's day has no pos batch at all.
 */
async function createBatches(
  db: TDb,
  merchant: TMerchantFixture,
  numberBase: number,
  skip?: { storeId: number; day: string },
) {
  const skipped = skip
    ? sql`and not (s.source = 'pos' and p.store_id = ${skip.storeId} and p.business_date = ${skip.day})`
    : sql``;
  await db.execute(sql`
    insert into card_batches (merchant_id, store_id, source, business_date, deposit_date, sale_count, refund_count,
      sales_amount, tip_amount, refund_amount, fee_amount, status, batch_number)
    select p.merchant_id, p.store_id, s.source, p.business_date, p.business_date + 1,
           count(*) filter (where p.amount > 0), count(*) filter (where p.amount < 0),
           coalesce(sum(p.amount) filter (where p.amount > 0), 0), sum(p.tip_amount),
           coalesce(-sum(p.amount) filter (where p.amount < 0), 0),
           coalesce(sum(round((p.amount + p.tip_amount) * 0.025, 2) + 0.15) filter (where p.amount > 0), 0),
           case when p.business_date >= ${TO} then 'open' else 'settled' end,
           ${numberBase} + (p.business_date - date '2026-01-01') * 4 + (p.store_id % 2) * 2
             + (s.source = 'commerce')::int
      from ticket_payments p
      cross join lateral (select case when p.payment_type = 'Online' then 'commerce' else 'pos' end as source) s
     where p.merchant_id = ${merchant.merchantId}
       and ((p.payment_type in ('Credit', 'Debit') and coalesce(p.offline_state, 'settled') = 'settled')
            or p.payment_type = 'Online')
       ${skipped}
     group by p.merchant_id, p.store_id, s.source, p.business_date`);
}

/**
 * Gift cards: each store sells cards before the range (the opening liability), in it and after it; cards are
 * reloaded and redeemed, some at the other store than sold them.
 */
async function createGiftCards(db: TDb, merchant: TMerchantFixture, prefix: string, amount?: string) {
  const { merchantId, storeIds } = merchant;
  const days = [addDays(FROM, -40), addDays(FROM, -1), FROM, addDays(FROM, 3), addDays(FROM, 4), TO, addDays(TO, 1)];
  for (const [i, day] of days.entries())
    for (const [store, storeId] of storeIds.entries()) {
      const [card] = await db
        .insert(giftCards)
        .values({ merchantId, cardNumber: `${prefix}6034-${i}-${store}`, issuedAt: dayTime(day) })
        .returning({ id: giftCards.id });
      const entry = (kind: 'sale' | 'reload' | 'redemption', value: string, at: number, where = storeId) => ({
        merchantId,
        storeId: where,
        giftCardId: card!.id,
        kind,
        amount: amount && kind !== 'redemption' ? amount : amount ? `-${amount}` : value,
        at: dayTime(day, at),
        businessDate: day,
      });
      await db.insert(giftCardEntries).values([
        entry('sale', (25 * (i + 1) + store * 10).toFixed(2), 0),
        ...(i % 2 === 0 ? [entry('redemption', (-(8 + i)).toFixed(2), 60)] : []),
        // Redeemed at the other store: the liability moves there.
        ...(i % 3 === 1 ? [entry('redemption', (-(5.5 + i)).toFixed(2), 90, storeIds[1 - store]!)] : []),
        ...(i % 3 === 2 ? [entry('reload', (10 + i).toFixed(2), 120)] : []),
      ]);
    }
}

export async function buildSettlementWorld(t: TTestApp): Promise<TSettlementWorld> {
  const world = await buildOperationsWorld(t);
  const days = Array.from({ length: 10 }, (_, i) => addDays(FROM, i));
  const missingBatchDay = addDays(FROM, 2);
  await createCashAndCards(t.db, world.merchant, days, '');
  await createCashAndCards(t.db, world.other, days.slice(0, 4), 'Zzother ');
  for (const merchant of [world.merchant, world.other]) await createDrops(t.db, merchant);
  await createBatches(t.db, world.merchant, 100, { storeId: world.merchant.storeIds[0]!, day: missingBatchDay });
  await createBatches(t.db, world.other, OTHER_BATCH_BASE);
  await createGiftCards(t.db, world.merchant, '');
  await createGiftCards(t.db, world.other, 'Zzother', OTHER_GIFT_AMOUNT);
  await setFlags(t.db, world.merchant.company, { featCashManager: true });
  return { ...world, otherCompany: await companyViewClient(t, world.other), missingBatchDay };
}
