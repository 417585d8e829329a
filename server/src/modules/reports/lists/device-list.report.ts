import { column, table, type TReportRunner } from '../report-engine.ts';
import { storeColumns, withStoreNames } from '../operations/operations-columns.ts';
import { deviceList } from './lists.queries.ts';

/**
 * Lists → Devices: the view's registers and handhelds, by store, each with when it was last seen: its latest ticket on
 * or before ToDate (store time; empty when it has rung up none). FromDate is not used.
 */
export const deviceListReport: TReportRunner = {
  file: 'DeviceList',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('deviceName', 'text'),
      column('deviceKind', 'text'),
      column('lastSeen', 'dateTime'),
    ];
    const devices = withStoreNames(ctx, await deviceList(ctx.db, ctx.scope, ctx.range.to));
    return { Tables: [table('deviceList', columns, devices, null)], Charts: [] };
  },
};
