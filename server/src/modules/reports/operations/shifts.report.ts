import { column, table, type TReportRunner } from '../report-engine.ts';
import { storeColumns, withStoreNames } from './operations-columns.ts';
import { drawerShifts } from './labor.queries.ts';

/**
 * Operations → Drawer shifts: each cash drawer from open to close (store time) with its float, the cash expected,
 * the cash counted and over/short (counted − expected; none while the drawer is open). The opening floats, expected
 * and counted amounts add up; over/short adds up over the closed drawers.
 */
export const drawerShiftsReport: TReportRunner = {
  file: 'DrawerShifts',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('deviceName', 'text'),
      column('employeeName', 'text'),
      column('openedAt', 'dateTime'),
      column('closedAt', 'dateTime'),
      column('openingAmount', 'money'),
      column('expectedAmount', 'money'),
      column('countedAmount', 'money'),
      column('overShort', 'money'),
    ];
    const shifts = withStoreNames(ctx, await drawerShifts(ctx.db, ctx.scope, ctx.range));
    return {
      Tables: [table('drawerShifts', columns, shifts)],
      Charts: [
        {
          Key: 'overShortByShift',
          TitleKey: 'reports.charts.overShortByShift',
          Kind: 'bar',
          Table: 'drawerShifts',
          Category: 'openedAt',
          Series: ['overShort'],
        },
      ],
    };
  },
};
