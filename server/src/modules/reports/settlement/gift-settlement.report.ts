import type { TReportRow } from '@mp/contracts/reports';
import { column, storeNameOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { toCents, toMoney } from '../financial/close.ts';
import { giftCardDays, type TGiftDay } from './settlement.queries.ts';

/*
 * Results → Gift Settlement: the gift card liability by store (what the cards a store sold still hold, less what it
 * redeemed of any card) and by day. Definitions (README, report definitions):
 * - opening balance = every sale and reload at the store, less every redemption, on a business date before FromDate;
 * - closing balance = opening + sold + reloaded + redeemed (redeemed is negative: money off the cards);
 * - sold = new cards (the Gift Card Sales lines, at their amounts), reloaded = money put back on a card (a return
 *   refunded to it), redeemed = gift card payments: so redeemed + reloaded = −(the financial close's Gift Card tender).
 * A card sold at one store and redeemed at another moves liability between them; the company view's total is the
 * merchant's.
 */

type TFlows = {
  cardsSold: number;
  sold: number;
  reloads: number;
  reloaded: number;
  redemptions: number;
  redeemed: number;
};

const NONE: TFlows = { cardsSold: 0, sold: 0, reloads: 0, reloaded: 0, redemptions: 0, redeemed: 0 };

const add = (days: readonly TGiftDay[]): TFlows =>
  days.reduce(
    (sum, d) => ({
      cardsSold: sum.cardsSold + d.cardsSold,
      sold: sum.sold + toCents(d.sold),
      reloads: sum.reloads + d.reloads,
      reloaded: sum.reloaded + toCents(d.reloaded),
      redemptions: sum.redemptions + d.redemptions,
      redeemed: sum.redeemed + toCents(d.redeemed),
    }),
    NONE,
  );

const net = (f: TFlows) => f.sold + f.reloaded + f.redeemed;

const STORE_COLUMNS = [
  column('storeName', 'text'),
  column('opening', 'money'),
  column('cardsSold', 'count'),
  column('sold', 'money'),
  column('reloads', 'count'),
  column('reloaded', 'money'),
  column('redemptions', 'count'),
  column('redeemed', 'money'),
  column('closing', 'money'),
];
const DAY_COLUMNS = [
  column('businessDate', 'date'),
  column('opening', 'money'),
  column('sold', 'money'),
  column('reloaded', 'money'),
  column('redeemed', 'money'),
  column('closing', 'money'),
];

export const giftSettlementReport: TReportRunner = {
  file: 'GiftSettlement',
  async run(ctx) {
    const days = await giftCardDays(ctx.db, ctx.scope, ctx.range);
    const before = days.filter((d) => d.businessDate === null);
    const within = days.filter((d) => d.businessDate !== null);

    // Every store of a store view; in the company view the stores with any card activity up to ToDate.
    const storeIds = ctx.scope.kind === 'store' ? [ctx.scope.storeId] : [...new Set(days.map((d) => d.storeId))];
    const storeRows: TReportRow[] = storeIds
      .sort((a, b) => a - b)
      .map((storeId) => {
        const opening = net(add(before.filter((d) => d.storeId === storeId)));
        const flows = add(within.filter((d) => d.storeId === storeId));
        return {
          storeId,
          storeName: storeNameOf(ctx, storeId),
          opening: toMoney(opening),
          cardsSold: flows.cardsSold,
          sold: toMoney(flows.sold),
          reloads: flows.reloads,
          reloaded: toMoney(flows.reloaded),
          redemptions: flows.redemptions,
          redeemed: toMoney(flows.redeemed),
          closing: toMoney(opening + net(flows)),
        };
      });

    // The view's liability through the range, day by day (each store's own calendar day).
    let balance = net(add(before));
    const opening = balance;
    const dates = [...new Set(within.map((d) => d.businessDate!))].sort();
    const dayRows: TReportRow[] = dates.map((businessDate) => {
      const flows = add(within.filter((d) => d.businessDate === businessDate));
      const row = {
        businessDate,
        opening: toMoney(balance),
        sold: toMoney(flows.sold),
        reloaded: toMoney(flows.reloaded),
        redeemed: toMoney(flows.redeemed),
        closing: toMoney(balance + net(flows)),
      };
      balance += net(flows);
      return row;
    });
    // Balances are not summed: the totals row opens with the range's opening and closes with its closing.
    const balances = { opening: toMoney(opening), closing: toMoney(balance) };
    return {
      Tables: [
        table('giftStores', STORE_COLUMNS, storeRows, storeRows.length > 1 ? totalsOf(STORE_COLUMNS, storeRows) : null),
        table('giftDays', DAY_COLUMNS, dayRows, totalsOf(DAY_COLUMNS, dayRows, balances)),
      ],
      Charts: [
        {
          Key: 'giftLiabilityByDay',
          TitleKey: 'reports.charts.giftLiabilityByDay',
          Kind: 'line',
          Table: 'giftDays',
          Category: 'businessDate',
          Series: ['closing'],
        },
      ],
    };
  },
};
