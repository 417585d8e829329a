import type { TReportCell, TReportColumn, TReportColumnType, TReportTable } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { describe, expect, it } from 'vitest';
import { breakdownOf, changePercent, compareAndRank, compareFigure, ranks } from './report-compare.ts';
import { column, table } from './report-engine.ts';

/** The comparison rules on their own (issue 16 §6): which tables compare, the figures, the ranks, the pairing. */

describe('which tables are compared', () => {
  const cols = (...specs: [string, TReportColumnType][]) => specs.map(([key, type]) => column(key, type));
  it.each([
    ['a daily series', cols(['businessDate', 'date'], ['count', 'count'], ['amount', 'money']), 'dates'],
    [
      'an hourly series with a percent',
      cols(['hour', 'hour'], ['netSales', 'money'], ['percentOfSales', 'percent']),
      'hours',
    ],
    ['a per-store table', cols(['storeName', 'text'], ['hours', 'hours'], ['quantity', 'quantity']), 'stores'],
    [
      'a series with a date of its own',
      cols(['businessDate', 'date'], ['netSales', 'money'], ['previousDate', 'date']),
      null,
    ],
    ['a store list with other text', cols(['storeName', 'text'], ['jobName', 'text'], ['hours', 'hours']), null],
    ['a list by date and store', cols(['businessDate', 'date'], ['storeName', 'text'], ['amount', 'money']), null],
    ['a breakdown by something else', cols(['categoryName', 'text'], ['netSales', 'money']), null],
    ['a date alone', cols(['businessDate', 'date']), null],
    ['a list of instants', cols(['at', 'dateTime'], ['amount', 'money']), null],
  ])('%s: %s', (_name, columns, expected) => {
    expect(breakdownOf(columns)).toBe(expected);
  });
});

describe('a compared figure', () => {
  it.each<[TReportColumnType, TReportCell, TReportCell, TReportCell, TReportCell]>([
    // [type, current, previous, change, % change]
    ['money', '120.00', '100.00', '20.00', '20.00'],
    ['money', '80.00', '100.00', '-20.00', '-20.00'],
    ['money', '0.10', '0.30', '-0.20', '-66.67'],
    ['money', '0.20', '0.30', '-0.10', '-33.33'],
    ['money', '100.00', '0.00', '100.00', null],
    ['money', '0.00', '0.00', '0.00', null],
    ['money', '-5.00', '-10.00', '5.00', '50.00'],
    ['money', '12345678.91', '12345678.90', '0.01', '0.00'],
    ['money', '1.00', '200.00', '-199.00', '-99.50'],
    ['count', 7, 4, 3, '75.00'],
    ['count', 0, 3, -3, '-100.00'],
    ['quantity', '1.500', '1.000', '0.500', '50.00'],
    ['hours', '7.25', '8.00', '-0.75', '-9.38'],
    ['money', null, '10.00', null, null],
    ['money', '10.00', null, null, null],
  ])('%s %s against %s: change %s, %s %%', (type, current, previous, change, percent) => {
    expect(compareFigure(type, current, previous)).toEqual({ previous, change, changePercent: percent });
  });

  it.each([
    ['1', '3', 0, '33.33'],
    ['-1', '-3', 0, '-33.33'],
    ['0.005', '1', 3, '0.50'],
    ['1', '0', 0, null],
  ])('%s over %s (scale %i) is %s %%', (change, previous, scale, expected) => {
    expect(changePercent(change, previous, scale)).toBe(expected);
  });
});

describe('store ranks (highest first, ties share a rank)', () => {
  it.each<[TReportCell[], (number | null)[]]>([
    [
      ['10.00', '30.00', '20.00'],
      [3, 1, 2],
    ],
    [
      ['10.00', '10.00', '5.00'],
      [1, 1, 3],
    ],
    [
      ['5.00', '10.00', '10.00', '1.00'],
      [3, 1, 1, 4],
    ],
    [
      ['-1.00', '0.00'],
      [2, 1],
    ],
    [
      [null, '1.00'],
      [null, 1],
    ],
    [[], []],
  ])('%j ranks %j', (values, expected) => {
    expect(ranks(values)).toEqual(expected);
  });
});

describe('pairing rows with the comparison period', () => {
  const series = (rows: [string, string][]) =>
    table(
      'days',
      [column('businessDate', 'date'), column('amount', 'money')],
      rows.map(([businessDate, amount]) => ({ businessDate, amount })),
    );
  const body = (t: TReportTable) => ({ Tables: [t], Charts: [] });
  const cellsOf = (t: TReportTable | undefined, key: string) => t?.Rows.map((r) => r[key]);

  it.each([
    [
      'previous period: a date with the date as far back as the range is long',
      'previousPeriod' as const,
      { from: '2026-03-01', to: '2026-03-03' },
      [
        ['2026-02-26', '1.00'],
        ['2026-02-28', '3.00'],
      ] as [string, string][],
      ['1.00', '0.00', '3.00'],
    ],
    [
      'last year: the same calendar date, 29 February with 28 February',
      'lastYear' as const,
      { from: '2028-02-28', to: '2028-03-01' },
      [
        ['2027-02-28', '4.00'],
        ['2027-03-01', '5.00'],
      ] as [string, string][],
      ['4.00', '4.00', '5.00'],
    ],
  ])('%s', (_name, compareTo, range, previousRows, expected) => {
    const current = series([
      [range.from, '2.00'],
      [addDays(range.from, 1), '2.00'],
      [range.to, '2.00'],
    ]);
    const out = compareAndRank(body(current), body(series(previousRows)), { range, compareTo, isCompanyView: false });
    expect(out.compared).toBe(true);
    const [days] = out.Tables;
    expect(cellsOf(days, 'amountPrevious')).toEqual(expected);
    // The totals are the comparison period's own, not a sum of the paired rows.
    expect(days?.Totals).toMatchObject({ amountPrevious: series(previousRows).Totals?.amount });
    expect(days?.Columns.map((c) => [c.Key, c.Compare?.Part ?? null])).toEqual([
      ['businessDate', null],
      ['amount', null],
      ['amountPrevious', 'previous'],
      ['amountChange', 'change'],
      ['amountChangePercent', 'changePercent'],
    ]);
  });

  const stores = (rows: [number, string, string][]) =>
    table(
      'stores',
      [column('storeName', 'text'), column('netSales', 'money')],
      rows.map(([storeId, storeName, netSales]) => ({ storeId, storeName, netSales })),
    );

  it('pairs stores by id whatever their order, and ranks them in both periods in the company view', () => {
    const current = stores([
      [1, 'North', '50.00'],
      [2, 'South', '70.00'],
      [3, 'East', '50.00'],
    ]);
    const previous = stores([
      [3, 'East', '90.00'],
      [1, 'North (renamed)', '10.00'],
    ]);
    const out = compareAndRank(body(current), body(previous), {
      range: { from: '2026-03-01', to: '2026-03-10' },
      compareTo: 'previousPeriod',
      isCompanyView: true,
    });
    const [t] = out.Tables;
    expect(t?.Columns.slice(0, 4).map((c: TReportColumn) => c.Key)).toEqual([
      'storeName',
      'rank',
      'rankPrevious',
      'netSales',
    ]);
    expect(t?.Rows.map((r) => [r.storeName, r.rank, r.rankPrevious, r.netSalesPrevious, r.netSalesChange])).toEqual([
      ['North', 2, 2, '10.00', '40.00'],
      ['South', 1, null, '0.00', '70.00'],
      ['East', 2, 1, '90.00', '-40.00'],
    ]);
    expect(t?.Totals).toMatchObject({
      rank: null,
      rankPrevious: null,
      netSalesPrevious: '100.00',
      netSalesChange: '70.00',
    });
  });

  it('ranks without comparing, and only in the company view', () => {
    const current = stores([
      [1, 'North', '50.00'],
      [2, 'South', '70.00'],
    ]);
    const options = { range: { from: '2026-03-01', to: '2026-03-10' }, compareTo: undefined };
    const company = compareAndRank(body(current), null, { ...options, isCompanyView: true });
    expect(company.compared).toBe(false);
    expect(company.Tables[0]?.Columns.map((c) => c.Key)).toEqual(['storeName', 'rank', 'netSales']);
    expect(cellsOf(company.Tables[0], 'rank')).toEqual([2, 1]);
    const store = compareAndRank(body(current), null, { ...options, isCompanyView: false });
    expect(store.Tables[0]).toEqual(current);
  });

  it('leaves other tables as they are and says nothing was compared', () => {
    const list = table(
      'list',
      [column('categoryName', 'text'), column('netSales', 'money')],
      [{ categoryName: 'A', netSales: '1.00' }],
    );
    const out = compareAndRank(body(list), body(list), {
      range: { from: '2026-03-01', to: '2026-03-10' },
      compareTo: 'lastYear',
      isCompanyView: true,
    });
    expect(out).toEqual({ ...body(list), compared: false });
  });
});
