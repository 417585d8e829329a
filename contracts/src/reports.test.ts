import { describe, expect, it } from 'vitest';
import {
  ALL_DAYS,
  cellLabelKey,
  comparedDate,
  comparisonRange,
  daysParam,
  normalizeDays,
  parseDays,
  presetOf,
  rangeDays,
  REPORT_ERROR,
  reportAt,
  reportAtLocation,
  reportByFile,
  reportPath,
  reportColumnLabel,
  reportPresetRange,
  sameDateLastYear,
  sortReportRows,
  toggleDay,
  ZReportParams,
  type TReportColumn,
} from './reports.ts';

describe('the day-of-week filter (spec 2 §2: none or all seven is All, -1)', () => {
  it.each([
    [[], ALL_DAYS],
    [[0, 1, 2, 3, 4, 5, 6], ALL_DAYS],
    [
      [6, 0, 0, 3],
      [0, 3, 6],
    ],
    [[1, 9, -2], [1]],
  ])('normalizeDays(%j) → %j', (days, expected) => {
    expect(normalizeDays(days)).toEqual(expected);
  });

  it.each([
    [ALL_DAYS, 3, [3]],
    [[3], 3, ALL_DAYS],
    [[3], 5, [3, 5]],
    [[0, 1, 2, 3, 4, 5], 6, ALL_DAYS],
    [[1, 2], 1, [2]],
  ] as const)('toggleDay(%j, %i) → %j', (selection, day, expected) => {
    expect(toggleDay(selection, day)).toEqual(expected);
  });

  it.each([
    [undefined, ALL_DAYS],
    ['', ALL_DAYS],
    ['-1', ALL_DAYS],
    ['1,3,5', [1, 3, 5]],
    ['0,1,2,3,4,5,6', ALL_DAYS],
    ['1,9', null],
    ['Monday', null],
    ['1,,2', null],
  ])('parseDays(%j) → %j', (value, expected) => {
    expect(parseDays(value)).toEqual(expected);
  });

  it('travels as -1 or the days joined', () => {
    expect(daysParam(ALL_DAYS)).toBe('-1');
    expect(daysParam([1, 3])).toBe('1,3');
    expect(parseDays(daysParam([2, 4]))).toEqual([2, 4]);
  });
});

describe('date presets, weeks from Sunday', () => {
  // 2026-11-24 is a Tuesday.
  it.each([
    ['today', '2026-11-24', '2026-11-24'],
    ['yesterday', '2026-11-23', '2026-11-23'],
    ['thisWeek', '2026-11-22', '2026-11-24'],
    ['lastWeek', '2026-11-15', '2026-11-21'],
    ['thisMonth', '2026-11-01', '2026-11-24'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
  ] as const)('%s on Tuesday 2026-11-24 → %s … %s', (preset, FromDate, ToDate) => {
    expect(reportPresetRange(preset, '2026-11-24')).toEqual({ FromDate, ToDate });
    expect(presetOf({ FromDate, ToDate }, '2026-11-24')).toBe(preset);
  });

  it('counts a Sunday as the first day of its week and January back into December', () => {
    expect(reportPresetRange('thisWeek', '2026-11-22')).toEqual({ FromDate: '2026-11-22', ToDate: '2026-11-22' });
    expect(reportPresetRange('lastMonth', '2026-01-15')).toEqual({ FromDate: '2025-12-01', ToDate: '2025-12-31' });
    expect(reportPresetRange('lastMonth', '2024-03-31')).toEqual({ FromDate: '2024-02-01', ToDate: '2024-02-29' });
  });

  it('calls any other range custom', () => {
    expect(presetOf({ FromDate: '2026-11-02', ToDate: '2026-11-05' }, '2026-11-24')).toBeNull();
  });

  it.each([
    ['2026-11-24', '2026-11-24', 1],
    ['2025-01-01', '2025-12-31', 365],
    ['2024-01-01', '2024-12-31', 366],
  ])('rangeDays(%s, %s) = %i', (from, to, days) => {
    expect(rangeDays(from, to)).toBe(days);
  });
});

describe('ZReportParams', () => {
  const issue = (input: Record<string, unknown>) => {
    const parsed = ZReportParams.safeParse(input);
    return parsed.success
      ? null
      : { field: parsed.error.issues[0]!.path.join('.'), key: parsed.error.issues[0]!.message };
  };

  it.each([
    [
      { FromDate: '2026-02-01', ToDate: '2026-01-31' },
      { field: 'ToDate', key: REPORT_ERROR.toBeforeFrom },
    ],
    [
      { FromDate: '2025-01-01', ToDate: '2026-01-02' },
      { field: 'ToDate', key: REPORT_ERROR.rangeTooLong },
    ],
    [
      { FromDate: '2026-02-30', ToDate: '2026-03-01' },
      { field: 'FromDate', key: REPORT_ERROR.invalidDate },
    ],
    [
      { FromDate: '2026-01-01', ToDate: '2026-01-02', DaysToSelect: '8' },
      { field: 'DaysToSelect', key: REPORT_ERROR.invalidDays },
    ],
    [{ FromDate: '2025-01-01', ToDate: '2026-01-01' }, null],
    [{ FromDate: '2026-01-01', ToDate: '2026-01-01', EmployeeId: '-1', ShowStoreDetail: 'True' }, null],
  ])('%j → %j', (input, expected) => {
    expect(issue(input)).toEqual(expected);
  });

  it('reads the booleans as the legacy viewer sends them', () => {
    const params = ZReportParams.parse({
      FromDate: '2026-01-01',
      ToDate: '2026-01-01',
      showModifiers: '1',
      ShowCategories: 'false',
    });
    expect(params).toMatchObject({ showModifiers: true, ShowCategories: false, showItemDetail: false });
  });
});

describe('the catalogue', () => {
  it('finds a report by its route (any case) and by its file name', () => {
    expect(reportAt('operations', 'TIMECLOCK')?.file).toBe('TimeClock');
    expect(reportByFile('itemsales')).toMatchObject({ group: 'sales', id: 'item' });
    expect(reportPath(reportByFile('SalesCommissions')!)).toBe('results/sales/SalesCommissions');
    expect(reportAt('sales', 'nowhere')).toBeUndefined();
    expect(reportAtLocation('/Portal/NewIndex/results/operations/Labor/')?.file).toBe('Labor');
    expect(reportAtLocation('/Portal/NewIndex/results/labor')?.file).toBe('LaborSummary');
    expect(reportAtLocation('/Portal/NewIndex/results/accounting')?.file).toBe('Accounting');
    expect(reportAtLocation('/Portal/NewIndex/results/credit')?.file).toBe('CreditSettlement');
    expect(reportAtLocation('/Portal/NewIndex/results/commercecredit')?.file).toBe('CommerceCreditSettlement');
    expect(reportAtLocation('/Portal/NewIndex/results/posTrans')).toBeUndefined();
  });

  it('names every report file once', () => {
    const files = ['OperationsSummary', 'SalesSummary'].map((f) => reportByFile(f)?.id);
    expect(files).toEqual(['summary', 'summary']);
  });
});

describe('sortReportRows', () => {
  const columns: TReportColumn[] = [
    { Key: 'name', LabelKey: 'n', Type: 'text' },
    { Key: 'amount', LabelKey: 'a', Type: 'money' },
  ];
  const rows = [
    { name: 'beta', amount: '10.00' },
    { name: 'Alpha', amount: '9.50' },
    { name: 'gamma', amount: null },
    { name: 'delta', amount: '10.00' },
  ];

  it('sorts money as numbers, not text, with empty cells first and ties in report order', () => {
    expect(sortReportRows({ Columns: columns, Rows: rows }, 'amount', 'ASC').map((r) => r.name)).toEqual([
      'gamma',
      'Alpha',
      'beta',
      'delta',
    ]);
    expect(sortReportRows({ Columns: columns, Rows: rows }, 'amount', 'DESC').map((r) => r.name)).toEqual([
      'beta',
      'delta',
      'Alpha',
      'gamma',
    ]);
  });

  it('sorts text without regard to case, and leaves an unknown column alone', () => {
    expect(sortReportRows({ Columns: columns, Rows: rows }, 'name', 'ASC').map((r) => r.name)).toEqual([
      'Alpha',
      'beta',
      'delta',
      'gamma',
    ]);
    expect(sortReportRows({ Columns: columns, Rows: rows }, 'nope', 'ASC')).toBe(rows);
  });
});

describe('cellLabelKey', () => {
  it.each([
    ['deviceName', '', 'reports.values.noDevice'],
    ['deviceName', 'Register 1', null],
    ['employeeName', '', 'reports.values.noEmployee'],
    ['discountName', '', 'reports.values.unnamedDiscount'],
    ['discountKind', 'ticket', 'reports.values.discountKind.ticket'],
    ['offlineState', 'declined', 'reports.values.offlineState.declined'],
    ['offlineState', '', null],
    ['soldBy', 'weight', 'reports.values.soldBy.weight'],
    ['deviceKind', 'handheld', 'reports.values.deviceKind.handheld'],
    ['financialLine', 'totalDue', 'reports.values.financialLine.totalDue'],
    ['accountName', 'salesTaxPayable', 'reports.values.account.salesTaxPayable'],
    ['batchStatus', 'none', 'reports.values.batchStatus.none'],
    ['movement', 'payOut', 'reports.values.cashMovement.payOut'],
    ['missedClockOut', true, 'reports.values.yes'],
    ['isEdited', false, 'reports.values.no'],
    ['storeName', '', null],
    ['netSales', '12.00', null],
    ['deviceName', null, null],
  ] as const)('%s = %j → %j', (column, value, key) => {
    expect(cellLabelKey(column, value)).toBe(key);
  });
});

describe('the comparison range (issue 16 §6)', () => {
  it.each([
    // [from, to, compareTo, expected from, expected to]
    ['2026-03-01', '2026-03-10', 'previousPeriod', '2026-02-19', '2026-02-28'],
    ['2026-03-05', '2026-03-05', 'previousPeriod', '2026-03-04', '2026-03-04'],
    ['2026-01-01', '2026-01-31', 'previousPeriod', '2025-12-01', '2025-12-31'],
    ['2024-03-01', '2024-03-31', 'previousPeriod', '2024-01-30', '2024-02-29'],
    ['2025-01-01', '2026-01-01', 'previousPeriod', '2024-01-01', '2024-12-31'],
    ['2026-03-01', '2026-03-10', 'lastYear', '2025-03-01', '2025-03-10'],
    ['2028-02-29', '2028-02-29', 'lastYear', '2027-02-28', '2027-02-28'],
    ['2028-02-01', '2028-03-01', 'lastYear', '2027-02-01', '2027-03-01'],
    ['2029-02-28', '2029-03-01', 'lastYear', '2028-02-28', '2028-03-01'],
    ['2026-12-25', '2027-01-05', 'lastYear', '2025-12-25', '2026-01-05'],
  ] as const)('%s to %s, %s: %s to %s', (from, to, compareTo, expectedFrom, expectedTo) => {
    expect(comparisonRange(from, to, compareTo)).toEqual({ FromDate: expectedFrom, ToDate: expectedTo });
  });

  it.each([
    // [date, range from, range to, compareTo, compared date]
    ['2026-03-07', '2026-03-01', '2026-03-10', 'previousPeriod', '2026-02-25'],
    ['2026-03-07', '2026-03-01', '2026-03-10', 'lastYear', '2025-03-07'],
    ['2028-02-29', '2028-02-01', '2028-03-01', 'lastYear', '2027-02-28'],
    ['2028-03-01', '2028-02-01', '2028-03-01', 'lastYear', '2027-03-01'],
  ] as const)('%s of %s to %s, %s, stands beside %s', (date, from, to, compareTo, expected) => {
    expect(comparedDate(date, from, to, compareTo)).toBe(expected);
  });

  it.each([
    ['2026-03-07', '2025-03-07'],
    ['2024-02-29', '2023-02-28'],
    ['2024-02-28', '2023-02-28'],
    ['2001-01-01', '2000-01-01'],
  ])('the same date last year of %s is %s', (date, expected) => {
    expect(sameDateLastYear(date)).toBe(expected);
  });

  it.each([
    ['absent', undefined, true],
    ['previousPeriod', 'previousPeriod', true],
    ['lastYear', 'lastYear', true],
    ['another value', 'nextYear', false],
    ['empty', '', false],
  ])('CompareTo %s is %s', (_name, CompareTo, valid) => {
    const parsed = ZReportParams.safeParse({ FromDate: '2026-03-01', ToDate: '2026-03-10', CompareTo });
    expect(parsed.success).toBe(valid);
    if (!parsed.success)
      expect(parsed.error.issues[0]).toMatchObject({ path: ['CompareTo'], message: REPORT_ERROR.invalidCompareTo });
  });
});

describe('a column header (comparison columns name their base column)', () => {
  const columns: TReportColumn[] = [
    { Key: 'netSales', LabelKey: 'reports.columns.netSales', Type: 'money' },
    {
      Key: 'netSalesPrevious',
      LabelKey: 'reports.compare.columns.lastYear',
      Type: 'money',
      Compare: { Of: 'netSales', Part: 'previous' },
    },
  ];
  const translate = (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it.each([
    [0, 'reports.columns.netSales'],
    [1, 'reports.compare.columns.lastYear{"column":"reports.columns.netSales"}'],
  ])('column %i reads %s', (index, expected) => {
    expect(reportColumnLabel(columns[index]!, columns, translate)).toBe(expected);
  });
});
