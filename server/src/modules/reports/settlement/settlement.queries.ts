import type { TBatchStatus, TCashMovement } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope } from '../../../db/tenant.ts';
import { inRange, SALES_TYPES, type TDateRange, viewByStoresOf } from '../facts/report-sql.ts';
import { employeeName, localTime, moneySum } from '../operations/operations-sql.ts';

/*
 * The settlement reports' facts (issue 16 §4): the processors' card batches beside the card payments on the tickets,
 * the cash drawers beside the cash the registers took, paid in, paid out and dropped, and the gift card entries. Each
 * reads an index range per store (viewByStoresOf) or a rollup, never a whole table.
 */

/** A processor's card source (db card_batches.source) and the tenders of the tickets it settles. */
export type TCardSource = 'pos' | 'commerce';
export const CARD_TENDERS: Readonly<Record<TCardSource, readonly string[]>> = {
  pos: ['Credit', 'Debit'],
  commerce: ['Online'],
};

/**
 * A store's business date of one card source: the processor's batch (when there is one) and what the tickets' card
 * payments of that day came to (when any). Money as exact decimal strings; refunds and fees positive, as the processor
 * reports them.
 */
export type TCardDay = {
  storeId: number;
  businessDate: string;
  batchNumber: string | null;
  /** The batch's state; 'none' when the tickets took card payments that day and no batch came. */
  status: TBatchStatus;
  depositDate: string | null;
  saleCount: number;
  refundCount: number;
  salesAmount: string;
  tips: string;
  refunds: string;
  fees: string;
  /** The tickets' payments in the source's tenders with their tips (sales types: the financial close's figures). */
  ticketAmount: string;
};

/**
 * Each store's batches of a source over the range, matched with the day's card payments on the tickets (the daily
 * tender rollup): a day with either shows, in date then store order.
 */
export function cardSettlementDays(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  source: TCardSource,
): Promise<TCardDay[]> {
  const tenders = sql.join(
    CARD_TENDERS[source].map((t) => sql`${t}`),
    sql`, `,
  );
  return queryRows<TCardDay>(
    db,
    sql`with batches as (
          select b.store_id, b.business_date, b.batch_number, b.status, b.deposit_date, b.sale_count, b.refund_count,
                 b.sales_amount, b.tip_amount, b.refund_amount, b.fee_amount
            from card_batches b
           where ${viewByStoresOf('b', scope)} and b.source = ${source} and ${inRange('b', range)}
        ), paid as (
          select r.store_id, r.business_date, sum(r.amount + r.tip) as amount
            from rollup_tender_day r
           where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
             and r.payment_type in (${tenders})
           group by r.store_id, r.business_date
          having sum(r.payment_count) > 0
        )
        select coalesce(b.store_id, p.store_id) as "storeId",
               coalesce(b.business_date, p.business_date)::text as "businessDate",
               b.batch_number::text as "batchNumber", coalesce(b.status, 'none') as status,
               b.deposit_date::text as "depositDate", coalesce(b.sale_count, 0) as "saleCount",
               coalesce(b.refund_count, 0) as "refundCount",
               coalesce(b.sales_amount, 0)::numeric(16, 2)::text as "salesAmount",
               coalesce(b.tip_amount, 0)::numeric(16, 2)::text as tips,
               coalesce(b.refund_amount, 0)::numeric(16, 2)::text as refunds,
               coalesce(b.fee_amount, 0)::numeric(16, 2)::text as fees,
               coalesce(p.amount, 0)::numeric(16, 2)::text as "ticketAmount"
          from batches b full join paid p on p.store_id = b.store_id and p.business_date = b.business_date
         order by 2, 1`,
  );
}

/**
 * One device's cash on one business date (device 0: tickets rung up on no device): its drawers (float, what the POS
 * expected, what was counted), and the cash that moved through it. Money as exact decimal strings, signed as it moves
 * the drawer: pay-outs and drops negative. A device without a drawer that day (a handheld, whose server keeps the
 * cash) has its cash and no drawer figures (null).
 */
export type TDeviceCashDay = {
  storeId: number;
  deviceId: number;
  deviceName: string;
  businessDate: string;
  drawers: number;
  openingAmount: string | null;
  /** Cash tendered on the device's sales tickets less the change handed back. */
  cashSales: string;
  payIns: string;
  payOuts: string;
  drops: string;
  expectedAmount: string | null;
  /** Null until one of the day's drawers is counted (closed); then the closed drawers' counts. */
  countedAmount: string | null;
  /** Counted − expected of the closed drawers; null while none is closed. */
  overShort: string | null;
  /** Expected − (float + cash sales + pay-ins + pay-outs + drops): cash the POS expected that no movement explains. */
  unreconciled: string | null;
};

/**
 * Each device's drawers and cash movements by business date: cash payments from the daily payment rollup (by
 * device), change from the tickets that gave any (a partial index holds exactly those), drawers and their drops.
 */
export function cashByDeviceDay(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDeviceCashDay[]> {
  return queryRows<TDeviceCashDay>(
    db,
    sql`with paid as (
          select r.store_id, r.device_id, r.business_date,
                 coalesce(sum(r.amount) filter (where r.transaction_type in ${SALES_TYPES}), 0) as tendered,
                 coalesce(sum(r.amount) filter (where r.transaction_type = 'I'), 0) as pay_ins,
                 coalesce(sum(r.amount) filter (where r.transaction_type = 'P'), 0) as pay_outs
            from rollup_payment_day r
           where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.payment_type = 'Cash'
             and (r.transaction_type in ${SALES_TYPES} or r.transaction_type in ('I', 'P'))
           group by r.store_id, r.device_id, r.business_date
        ), changed as (
          select t.store_id, coalesce(t.device_id, 0) as device_id, t.business_date, sum(t.change_amount) as change
            from tickets t
           where ${viewByStoresOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ${SALES_TYPES}
             and (t.change_amount <> 0 or t.payment_rounded_amount <> 0)
           group by t.store_id, coalesce(t.device_id, 0), t.business_date
        ), drawn as (
          select d.store_id, d.device_id, d.business_date, count(*)::int as drawers, sum(d.opening_amount) as opening,
                 sum(d.expected_amount) as expected, sum(d.counted_amount) as counted,
                 sum(d.counted_amount - d.expected_amount) as over_short
            from drawer_shifts d
           where ${viewByStoresOf('d', scope)} and ${inRange('d', range)}
           group by d.store_id, d.device_id, d.business_date
        ), dropped as (
          select c.store_id, c.device_id, c.business_date, sum(c.amount) as amount
            from cash_drops c
           where ${viewByStoresOf('c', scope)} and ${inRange('c', range)}
           group by c.store_id, c.device_id, c.business_date
        ), days as (
          select store_id, device_id, business_date from paid
          union select store_id, device_id, business_date from changed
          union select store_id, device_id, business_date from drawn
          union select store_id, device_id, business_date from dropped
        ), figures as (
          select k.store_id, k.device_id, k.business_date, coalesce(w.drawers, 0) as drawers, w.opening,
                 coalesce(p.tendered, 0) - coalesce(c.change, 0) as cash_sales,
                 coalesce(p.pay_ins, 0) as pay_ins, coalesce(p.pay_outs, 0) as pay_outs,
                 -coalesce(x.amount, 0) as drops, w.expected, w.counted, w.over_short
            from days k
            left join paid p using (store_id, device_id, business_date)
            left join changed c using (store_id, device_id, business_date)
            left join drawn w using (store_id, device_id, business_date)
            left join dropped x using (store_id, device_id, business_date)
        )
        select f.store_id as "storeId", f.device_id as "deviceId", coalesce(v.name, '') as "deviceName",
               f.business_date::text as "businessDate", f.drawers, f.opening::numeric(16, 2)::text as "openingAmount",
               f.cash_sales::numeric(16, 2)::text as "cashSales", f.pay_ins::numeric(16, 2)::text as "payIns",
               f.pay_outs::numeric(16, 2)::text as "payOuts", f.drops::numeric(16, 2)::text as drops,
               f.expected::numeric(16, 2)::text as "expectedAmount", f.counted::numeric(16, 2)::text as "countedAmount",
               f.over_short::numeric(16, 2)::text as "overShort",
               (f.expected - (f.opening + f.cash_sales + f.pay_ins + f.pay_outs + f.drops))::numeric(16, 2)::text
                 as unreconciled
          from figures f left join devices v on v.id = f.device_id and ${merchantOf('v', scope)}
         order by f.business_date, f.store_id, v.name nulls last, f.device_id`,
  );
}

/** A pay-in, a pay-out or a drop to the safe, as it moved a drawer's cash (pay-outs and drops negative). */
export type TCashMovementRow = {
  storeId: number;
  at: string;
  deviceName: string;
  movement: TCashMovement;
  reason: string;
  employeeName: string;
  /** The pay-in or pay-out ticket; '' for a drop. */
  ticketNumber: string;
  amount: string;
};

/**
 * Every pay-in and pay-out ticket's cash (through the tickets' store, date and type index) and every drop to the safe,
 * in time order (store time).
 */
export function cashMovements(db: TDb, scope: TViewScope, range: TDateRange): Promise<TCashMovementRow[]> {
  return queryRows<TCashMovementRow>(
    db,
    sql`select m."storeId", m.at, m."deviceName", m.movement, m.reason, m."employeeName", m."ticketNumber", m.amount
          from (
            select t.store_id as "storeId", ${localTime(sql`t.ticket_at`, sql`t.time_zone`)} as at, t.ticket_at as instant,
                   coalesce(v.name, '') as "deviceName",
                   case t.transaction_type when 'I' then 'payIn' else 'payOut' end as movement,
                   coalesce(t.reason_name, '') as reason, ${employeeName('e')} as "employeeName",
                   t.ticket_number::text as "ticketNumber", p.amount::numeric(16, 2)::text as amount, t.id as ord
              from tickets t
              join lateral (select sum(x.amount) as amount from ticket_payments x
                             where x.ticket_id = t.id and x.payment_type = 'Cash') p on p.amount is not null
              left join devices v on v.id = t.device_id and ${merchantOf('v', scope)}
              left join employees e on e.id = t.employee_id and ${merchantOf('e', scope)}
             where ${viewByStoresOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ('I', 'P')
            union all
            select c.store_id, ${localTime(sql`c.at`, sql`s.time_zone`)}, c.at, coalesce(v.name, ''), 'drop', '',
                   ${employeeName('e')}, '', (-c.amount)::numeric(16, 2)::text, c.id
              from cash_drops c join stores s on s.id = c.store_id
              left join devices v on v.id = c.device_id and ${merchantOf('v', scope)}
              left join employees e on e.id = c.employee_id and ${merchantOf('e', scope)}
             where ${viewByStoresOf('c', scope)} and ${inRange('c', range)}
          ) m
         order by m.instant, m."storeId", m.movement, m.ord`,
  );
}

/**
 * Gift card entries of one store on one business date, or (businessDate null) everything before the range: the
 * opening liability. Redeemed is negative (money off the cards).
 */
export type TGiftDay = {
  storeId: number;
  businessDate: string | null;
  cardsSold: number;
  sold: string;
  reloads: number;
  reloaded: string;
  redemptions: number;
  redeemed: string;
};

/**
 * Each store's gift card sales, reloads and redemptions by business date over the range, and its entries before the
 * range added up in one row: read from the entries' store and date index, which holds their kind and amount too.
 */
export function giftCardDays(db: TDb, scope: TViewScope, range: TDateRange): Promise<TGiftDay[]> {
  const day = sql`case when e.business_date < ${range.from} then null else e.business_date::text end`;
  return queryRows<TGiftDay>(
    db,
    sql`select e.store_id as "storeId", ${day} as "businessDate",
               (count(*) filter (where e.kind = 'sale'))::int as "cardsSold",
               ${moneySum(sql`e.amount`, sql`e.kind = 'sale'`)} as sold,
               (count(*) filter (where e.kind = 'reload'))::int as reloads,
               ${moneySum(sql`e.amount`, sql`e.kind = 'reload'`)} as reloaded,
               (count(*) filter (where e.kind = 'redemption'))::int as redemptions,
               ${moneySum(sql`e.amount`, sql`e.kind = 'redemption'`)} as redeemed
          from gift_card_entries e
         where ${viewByStoresOf('e', scope)} and e.business_date <= ${range.to}
         group by 1, 2
         order by 2 nulls first, 1`,
  );
}
