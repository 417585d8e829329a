import { column, table, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { storeColumns, withStoreNames } from './operations-columns.ts';
import { offlinePayments } from './audit.queries.ts';

/**
 * Operations → Offline credit: every card payment taken while the store was offline, with the processor's answer
 * (pending, settled, declined) and when it came (store time), then the count and amount in each state.
 */
const STATES = ['pending', 'settled', 'declined'] as const;
const STATE_COLUMNS = [column('offlineState', 'text'), column('payments', 'count'), column('amount', 'money')];

export const offlineCreditReport: TReportRunner = {
  file: 'OfflineCredit',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('ticketNumber', 'text'),
      column('ticketAt', 'dateTime'),
      column('paymentType', 'text'),
      column('description', 'text'),
      column('amount', 'money'),
      column('offlineState', 'text'),
      column('settledAt', 'dateTime'),
    ];
    const payments = withStoreNames(ctx, await offlinePayments(ctx.db, ctx.scope, ctx.range)).map((p) => ({
      ...p,
      ticketNumber: String(p.ticketNumber),
      offlineState: p.state,
    }));
    const states = STATES.map((state) => {
      const of = payments.filter((p) => p.state === state);
      return {
        offlineState: state,
        payments: of.length,
        amount: sumDecimals(
          of.map((p) => p.amount),
          2,
        ),
      };
    });
    return {
      Tables: [table('offlinePayments', columns, payments), table('offlineStates', STATE_COLUMNS, states)],
      Charts: [
        {
          Key: 'offlineByState',
          TitleKey: 'reports.charts.offlineByState',
          Kind: 'pie',
          Table: 'offlineStates',
          Category: 'offlineState',
          Series: ['amount'],
        },
      ],
    };
  },
};
