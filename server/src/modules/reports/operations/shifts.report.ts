import { column, table, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { storeColumns, withStoreNames } from './operations-columns.ts';
import { drawerShifts } from './labor.queries.ts';

/**
 * Operations → Drawer shifts: each cash drawer from open to close (store time) with its float, the cash expected,
 * the cash counted and over/short (counted − expected; none while the drawer is open), then over/short by register.
 * The opening floats, expected and counted amounts add up; over/short adds up over the closed drawers.
 */
export const drawerShiftsReport: TReportRunner = {
  file: 'DrawerShifts',
  async run(ctx) {
    const where = storeColumns(ctx);
    const columns = [
      ...where,
      column('deviceName', 'text'),
      column('employeeName', 'text'),
      column('openedAt', 'dateTime'),
      column('closedAt', 'dateTime'),
      column('openingAmount', 'money'),
      column('expectedAmount', 'money'),
      column('countedAmount', 'money'),
      column('overShort', 'money'),
    ];
    const deviceColumns = [
      ...where,
      column('deviceName', 'text'),
      column('shifts', 'count'),
      column('overShort', 'money'),
    ];
    const shifts = withStoreNames(ctx, await drawerShifts(ctx.db, ctx.scope, ctx.range));
    const devices = [...new Set(shifts.map((s) => s.deviceId))].map((deviceId) => {
      const of = shifts.filter((s) => s.deviceId === deviceId);
      return {
        storeName: of[0]!.storeName,
        deviceName: of[0]!.deviceName,
        shifts: of.length,
        overShort: sumDecimals(
          of.map((s) => s.overShort),
          2,
        ),
      };
    });
    return {
      Tables: [table('drawerShifts', columns, shifts), table('drawerDevices', deviceColumns, devices)],
      Charts: [
        {
          Key: 'overShortByDevice',
          TitleKey: 'reports.charts.overShortByDevice',
          Kind: 'bar',
          Table: 'drawerDevices',
          Category: 'deviceName',
          Series: ['overShort'],
        },
      ],
    };
  },
};
