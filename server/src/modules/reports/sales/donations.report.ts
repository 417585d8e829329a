import { column, table, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { donations, type TDonation } from './sales.queries.ts';

const DAY_COLUMNS = [column('businessDate', 'date'), column('count', 'count'), column('amount', 'money')];
const CAUSE_COLUMNS = [column('cause', 'text'), column('count', 'count'), column('amount', 'money')];

/** Donation lines added up by a key, in the order the keys first appear. */
function addUpBy<K extends 'businessDate' | 'cause'>(lines: readonly TDonation[], key: K) {
  const groups = new Map<string, TDonation[]>();
  for (const l of lines) groups.set(l[key], [...(groups.get(l[key]) ?? []), l]);
  return [...groups].map(([value, group]) => ({
    [key]: value,
    count: group.reduce((n, l) => n + l.count, 0),
    amount: sumDecimals(
      group.map((l) => l.amount),
      2,
    ),
  }));
}

/**
 * Sales → Donations: the donations customers added to their tickets (round-ups and the like), by day and by cause (a
 * donation line's name). They are not sales: the ticket carries them in its donations amount.
 */
export const donationsReport: TReportRunner = {
  file: 'Donations',
  async run(ctx) {
    const lines = await donations(ctx.db, ctx.scope, ctx.range);
    const causes = addUpBy(lines, 'cause').sort((a, b) => String(a.cause).localeCompare(String(b.cause)));
    return {
      Tables: [
        table('donationsByDay', DAY_COLUMNS, addUpBy(lines, 'businessDate')),
        table('donationsByCause', CAUSE_COLUMNS, causes),
      ],
      Charts: [
        {
          Key: 'donationsByDay',
          TitleKey: 'reports.charts.donationsByDay',
          Kind: 'bar',
          Table: 'donationsByDay',
          Category: 'businessDate',
          Series: ['amount'],
        },
      ],
    };
  },
};
