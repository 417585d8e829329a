import {
  ACCOUNTS,
  BATCH_STATUSES,
  CASH_MOVEMENTS,
  cellLabelKey,
  FINANCIAL_LINES,
  type TReportColumn,
} from '@mp/contracts/reports';
import { describe, expect, it } from 'vitest';
import portal from '../../../i18n/en-US.portal.json';
import { cellDisplay } from './cell-text';
import type { TFormatters } from '../../../lib/use-format';

/** The English text of a key in the portal catalogue, or undefined. */
const english = (key: string): string | undefined => {
  let node: unknown = portal;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
};

/** Every code the operations reports send in a text column (see their runners). */
const CODED_CELLS: [string, string | boolean][] = [
  ['deviceName', ''],
  ['employeeName', ''],
  ['discountName', ''],
  ['discountKind', 'line'],
  ['discountKind', 'ticket'],
  ['offlineState', 'pending'],
  ['offlineState', 'settled'],
  ['offlineState', 'declined'],
  ['missedClockOut', true],
  ['isEdited', false],
  // The period close's statement lines and the accounting journal's account names.
  ...FINANCIAL_LINES.map((line): [string, string] => ['financialLine', line]),
  ...Object.keys(ACCOUNTS).map((account): [string, string] => ['accountName', account]),
  // The settlement reports' batch states and the cash manager's movements.
  ...BATCH_STATUSES.map((status): [string, string] => ['batchStatus', status]),
  ...CASH_MOVEMENTS.map((movement): [string, string] => ['movement', movement]),
];

describe('coded report cells', () => {
  it.each(CODED_CELLS)('%s = %j has an English label', (column, value) => {
    expect(english(cellLabelKey(column, value)!)).toBeTruthy();
  });

  it('shows a code by its label and any other cell through the formatters', () => {
    const format = { money: (v: unknown) => `$${String(v)}` } as unknown as TFormatters;
    const column = (Key: string, Type: TReportColumn['Type']): TReportColumn => ({ Key, LabelKey: Key, Type });
    expect(cellDisplay(english as (k: string) => string, format, column('deviceName', 'text'), '')).toBe('No device');
    expect(cellDisplay(english as (k: string) => string, format, column('netSales', 'money'), '4.00')).toBe('$4.00');
  });
});
