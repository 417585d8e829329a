import { column, table, type TReportRunner } from '../report-engine.ts';
import { chosenEmployee, storeColumns, withStoreNames } from './operations-columns.ts';
import { timeClockPunches } from './labor.queries.ts';

/**
 * Operations → Time clock: every punch (store time) with its job, break, the hours the labor report counts for it
 * (none for a missed clock-out, which is flagged), and for an edited punch the times first recorded and who edited.
 */
export const timeClockReport: TReportRunner = {
  file: 'TimeClock',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('employeeName', 'text'),
      column('jobName', 'text'),
      column('businessDate', 'date'),
      column('clockIn', 'dateTime'),
      column('clockOut', 'dateTime'),
      column('breakStart', 'dateTime'),
      column('breakEnd', 'dateTime'),
      column('hours', 'hours'),
      column('overtimeHours', 'hours'),
      column('missedClockOut', 'text'),
      column('isEdited', 'text'),
      column('originalClockIn', 'dateTime'),
      column('originalClockOut', 'dateTime'),
      column('editedBy', 'text'),
    ];
    const punches = withStoreNames(ctx, await timeClockPunches(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx)));
    return { Tables: [table('punches', columns, punches)], Charts: [] };
  },
};
