import { DAILY_DIGEST_FILE } from '@mp/contracts/report-schedules';
import type { TReportRow, TReportTable } from '@mp/contracts/reports';
import { laborReport } from '../operations/labor.report.ts';
import { summaryReport } from '../operations/summary.report.ts';
import { table, type TReportContext, type TReportRunner } from '../report-engine.ts';
import { itemReport } from '../sales/item.report.ts';

/** The parts of the digest its owner may see (each is a report page of its own, with its own gate). */
export type TDigestSections = { labor: boolean; topItems: boolean };

export const DIGEST_TOP_ITEMS = 5;

const tableOf = (tables: readonly TReportTable[], key: string): TReportTable => {
  const found = tables.find((t) => t.Key === key);
  if (!found) throw new Error(`the digest expects a "${key}" table`);
  return found;
};

/** A one-row table of some of a source table's columns (in their order and types), titled `reports.tables.<key>`. */
function picked(key: string, source: TReportTable, keys: readonly string[], rows: readonly TReportRow[]): TReportTable {
  const columns = keys.map((k) => {
    const column = source.Columns.find((c) => c.Key === k);
    if (!column) throw new Error(`the digest expects a "${k}" column in "${source.Key}"`);
    return column;
  });
  const only = (row: TReportRow) => Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));
  return table(key, columns, rows.map(only), null);
}

/**
 * The daily digest (issue 16 §7): the range's sales, labor %, voids and top items, composed from the operations
 * summary, the labor report and the item sales report, so its figures are exactly theirs. Labor and items are left
 * out when the owner may not open those reports.
 */
export function digestReport(sections: TDigestSections): TReportRunner {
  return {
    file: DAILY_DIGEST_FILE,
    async run(ctx: TReportContext) {
      const summary = tableOf((await summaryReport.run(ctx)).Tables, 'summary');
      const [totals] = summary.Rows as [TReportRow];
      const tables = [
        picked('digestSales', summary, ['netSales', 'grossSales', 'discounts', 'tickets', 'averageTicket'], [totals]),
        picked('digestVoids', summary, ['voidCount', 'voids', 'refundCount', 'refunds'], [totals]),
      ];
      if (sections.labor) {
        const labor = tableOf((await laborReport.run(ctx)).Tables, 'laborSummary');
        tables.push(picked('digestLabor', labor, ['netSales', 'laborCost', 'laborPercent'], labor.Rows));
      }
      if (sections.topItems) {
        const items = tableOf((await itemReport.run(ctx)).Tables, 'items');
        // The report lists best sellers first.
        const top = items.Rows.slice(0, DIGEST_TOP_ITEMS);
        tables.push(picked('digestTopItems', items, ['itemName', 'quantity', 'netSales', 'percentOfSales'], top));
      }
      return { Tables: tables, Charts: [] };
    },
  };
}
