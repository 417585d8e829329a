import { column, table, type TReportRunner } from '../report-engine.ts';
import { taxableSales, taxByCategory, taxByRule } from './operations.queries.ts';

/**
 * Operations → Taxes: taxable and non-taxable net sales, tax by rule and rate, and with ShowCategories the tax by
 * category as sold (a ticket's tax shared among its lines: see taxByCategory).
 */
const SALES_COLUMNS = [
  column('taxableSales', 'money'),
  column('nonTaxableSales', 'money'),
  column('netSales', 'money'),
  column('tax', 'money'),
];
const RULE_COLUMNS = [
  column('ruleName', 'text'),
  column('taxRate', 'percent'),
  column('tickets', 'count'),
  column('tax', 'money'),
];
const CATEGORY_COLUMNS = [column('categoryName', 'text'), column('netSales', 'money'), column('tax', 'money')];

export const taxesReport: TReportRunner = {
  file: 'Taxes',
  async run(ctx) {
    const [sales, rules, categories] = await Promise.all([
      taxableSales(ctx.db, ctx.scope, ctx.range),
      taxByRule(ctx.db, ctx.scope, ctx.range),
      ctx.params.ShowCategories ? taxByCategory(ctx.db, ctx.scope, ctx.range) : Promise.resolve(null),
    ]);
    const tables = [
      // One row that is itself the total.
      table('taxableSales', SALES_COLUMNS, [sales], null),
      table('taxRules', RULE_COLUMNS, rules),
    ];
    if (categories) tables.push(table('taxCategories', CATEGORY_COLUMNS, categories));
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'taxByRule',
          TitleKey: 'reports.charts.taxByRule',
          Kind: 'pie',
          Table: 'taxRules',
          Category: 'ruleName',
          Series: ['tax'],
        },
      ],
    };
  },
};
