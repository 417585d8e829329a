import type { TReportResult } from '@mp/contracts/reports';
import { englishText } from '../report-labels.ts';

/**
 * The digest's figures as plain text for the message body, so the day reads at a glance without opening the PDF:
 * each one-row table as "label: value" lines, the top items as a numbered list.
 */
export function digestText(result: TReportResult): string {
  return result.Tables.map((table) => {
    const title = englishText(table.TitleKey);
    const label = (key: string) => englishText(`reports.columns.${key}`);
    if (table.Key === 'digestTopItems') {
      const lines = table.Rows.map(
        (row, i) =>
          `${i + 1}. ${String(row.itemName)}: ${label('quantity')} ${String(row.quantity)}, ${label('netSales')} ${String(row.netSales)}`,
      );
      return [title, ...(lines.length > 0 ? lines : [englishText('reportSchedules.mail.noItems')])].join('\n');
    }
    const row = table.Rows[0] ?? {};
    return [
      title,
      ...table.Columns.map(
        (c) => `${englishText(c.LabelKey)}: ${String(row[c.Key] ?? '')}${c.Type === 'percent' ? '%' : ''}`,
      ),
    ].join('\n');
  }).join('\n\n');
}
