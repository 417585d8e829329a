import { ACCOUNTS, type TAccount, TENDER_ACCOUNTS, type TReportRow } from '@mp/contracts/reports';
import { column, storeNameOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { loadCloses, type TClose, toMoney } from './close.ts';

/**
 * Results → Accounting: each store's business day as a balanced journal over a fixed chart of accounts (contracts
 * ACCOUNTS; README, report definitions), for bookkeeping. Every posting is a signed amount, positive a debit and
 * negative a credit:
 * - each tender's clearing account: its deposit (collected + pay-ins + pay-outs + the drawers' over/short for cash);
 * - sales, one account per category as sold (4000-<category id>): − gross sales; discounts (contra revenue): + discounts;
 * - service charges: − charges that are not non-sales revenue; non-sales revenue: − gift card sales and house account
 *   payments; card surcharges, donations payable: − theirs; sales tax payable: − (tax + gratuity tax); tips payable:
 *   − (gratuity + tips); pay-ins: − pay-ins; paid outs: − pay-outs (a debit); cash over/short: − the drawers' over/short;
 * - rounding and tender differences: what balances the day, which is − (cash rounding + the difference between the
 *   tenders collected and what the tickets were due).
 * So each day's debits equal its credits. The journal's columns are the CSV layout the README documents.
 */
export const JOURNAL_COLUMNS = [
  column('businessDate', 'date'),
  column('accountNumber', 'text'),
  column('accountName', 'text'),
  column('debit', 'money'),
  column('credit', 'money'),
  column('memo', 'text'),
  column('storeName', 'text'),
];
const ACCOUNT_COLUMNS = [
  column('accountNumber', 'text'),
  column('accountName', 'text'),
  column('debit', 'money'),
  column('credit', 'money'),
];

type TPosting = { account: TAccount; number: string; memo: string; cents: number };

const post = (account: TAccount, cents: number, memo = '', number: string = ACCOUNTS[account]): TPosting => ({
  account,
  number,
  memo,
  cents,
});

/** One store's day as postings (zero postings left out), balanced by the rounding and differences account. */
export function postingsOf(close: TClose): TPosting[] {
  const postings: TPosting[] = [
    ...close.tenders.map((t) =>
      post(TENDER_ACCOUNTS[t.paymentType] ?? 'otherTenderClearing', t.deposit, t.paymentType),
    ),
    ...[...close.revenue].map(([key, cents]) => {
      const [categoryId, categoryName] = key.split('\u0000');
      return post('sales', -cents, categoryName, `${ACCOUNTS.sales}-${categoryId}`);
    }),
    post('discounts', close.discounts),
    post('serviceCharges', -(close.charges - close.nonSalesRevenue)),
    post('nonSalesRevenue', -close.nonSalesRevenue),
    post('cardSurcharges', -close.cardSurcharges),
    post('donationsPayable', -close.donations),
    post('salesTaxPayable', -(close.tax + close.gratuityTax)),
    post('tipsPayable', -(close.gratuity + close.tips)),
    post('payIns', -close.payIns),
    post('payOuts', -close.payOuts),
    post('cashOverShort', -close.overShort),
  ];
  const unbalanced = postings.reduce((n, p) => n + p.cents, 0);
  postings.push(post('roundingAndDifferences', -unbalanced));
  return postings
    .filter((p) => p.cents !== 0)
    .sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }) || a.memo.localeCompare(b.memo));
}

const sides = (cents: number) => ({
  debit: toMoney(Math.max(cents, 0)),
  credit: toMoney(Math.max(-cents, 0)),
});

export const accountingReport: TReportRunner = {
  file: 'Accounting',
  async run(ctx) {
    const closes = await loadCloses(ctx);
    const journal: TReportRow[] = [];
    const byAccount = new Map<
      string,
      { accountNumber: string; accountName: TAccount; debit: number; credit: number }
    >();
    for (const close of closes) {
      const storeName = storeNameOf(ctx, close.storeId);
      for (const p of postingsOf(close)) {
        journal.push({
          businessDate: close.businessDate,
          accountNumber: p.number,
          accountName: p.account,
          ...sides(p.cents),
          memo: p.memo,
          storeName,
          storeId: close.storeId,
        });
        const sum = byAccount.get(p.number) ?? { accountNumber: p.number, accountName: p.account, debit: 0, credit: 0 };
        sum.debit += Math.max(p.cents, 0);
        sum.credit += Math.max(-p.cents, 0);
        byAccount.set(p.number, sum);
      }
    }
    const accountRows = [...byAccount.values()]
      .sort((a, b) => a.accountNumber.localeCompare(b.accountNumber, 'en', { numeric: true }))
      .map((a) => ({ ...a, debit: toMoney(a.debit), credit: toMoney(a.credit) }));
    return {
      Tables: [
        table('journal', JOURNAL_COLUMNS, journal, totalsOf(JOURNAL_COLUMNS, journal)),
        table('accounts', ACCOUNT_COLUMNS, accountRows, totalsOf(ACCOUNT_COLUMNS, accountRows)),
      ],
      Charts: [],
    };
  },
};
