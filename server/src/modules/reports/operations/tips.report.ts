import { column, table, type TReportRunner } from '../report-engine.ts';
import { chosenEmployee } from './operations-columns.ts';
import { tipsByEmployee } from './operations.queries.ts';

/**
 * Operations → Tips: each employee's cash tips, card tips (every tender but cash: credit, debit, gift card, online)
 * and gratuity, from the payments and tickets of the sales types.
 */
const COLUMNS = [
  column('employeeName', 'text'),
  column('cashTips', 'money'),
  column('cardTips', 'money'),
  column('gratuity', 'money'),
  column('totalTips', 'money'),
];

export const tipsReport: TReportRunner = {
  file: 'Tips',
  async run(ctx) {
    const rows = await tipsByEmployee(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx));
    return {
      Tables: [table('tips', COLUMNS, rows)],
      Charts: [
        {
          Key: 'tipsByEmployee',
          TitleKey: 'reports.charts.tipsByEmployee',
          Kind: 'bar',
          Table: 'tips',
          Category: 'employeeName',
          Series: ['cashTips', 'cardTips', 'gratuity'],
        },
      ],
    };
  },
};
