import { cellLabelKey, type TReportCell, type TReportColumn, type TReportColumnType } from '@mp/contracts/reports';
import type { TFormatters } from '../../../lib/use-format';

/** An hour of the day (0–23) as the start of its hour on a 24-hour clock: '09:00'. */
const hourText = (value: TReportCell) => `${String(value).padStart(2, '0')}:00`;

/** A report cell as text: each column type through the one formatting module, the merchant's culture. */
export function cellText(format: TFormatters, type: TReportColumnType, value: TReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return String(value);
  switch (type) {
    case 'money':
      return format.money(value);
    case 'count':
      return format.fixed(value, 0);
    case 'quantity':
      return format.fixed(value, 3);
    case 'hours':
      return format.fixed(value, 2);
    case 'percent':
      return format.percent(value);
    case 'date':
      return format.day(String(value));
    case 'dateTime':
      return format.dateTime(String(value));
    case 'hour':
      return hourText(value);
    case 'text':
      return String(value);
  }
}

const NUMERIC = new Set<TReportColumnType>(['money', 'count', 'quantity', 'hours', 'percent', 'hour']);

/** Figures align right, so their digits line up. */
export const isNumericColumn = (type: TReportColumnType): boolean => NUMERIC.has(type);

/** A row's cell as shown: a coded cell (no device, a discount's kind, a flag) by its label, any other as cellText. */
export function cellDisplay(
  t: (key: string) => string,
  format: TFormatters,
  column: TReportColumn,
  value: TReportCell | undefined,
): string {
  const key = cellLabelKey(column.Key, value);
  return key ? t(key) : cellText(format, column.Type, value);
}
