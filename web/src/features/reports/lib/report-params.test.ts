import { ALL_DAYS, reportAt, type TReportDefinition } from '@mp/contracts/reports';
import { describe, expect, it } from 'vitest';
import { draftFromSearch, exportHref, nextSort, sameParams, searchOfDraft } from './report-params';
import { withToDate } from '../../../lib/date-range';

const TODAY = '2026-11-24';
const hourly = reportAt('sales', 'hourly') as TReportDefinition;
const employee = reportAt('operations', 'employee') as TReportDefinition;
const item = reportAt('sales', 'item') as TReportDefinition;
const bulkEmail = reportAt('customer', 'bulkemail') as TReportDefinition;
const draftOf = (report: TReportDefinition, query: string) =>
  draftFromSearch(new URLSearchParams(query), report, TODAY);

describe('report parameters in the URL', () => {
  it('open on the store’s today when the URL names no dates', () => {
    expect(draftOf(hourly, '')).toEqual({
      FromDate: TODAY,
      ToDate: TODAY,
      days: ALL_DAYS,
      compareTo: null,
      ids: {},
      switches: { IsSpeedOfServiceEnabled: false },
      amounts: {},
    });
  });

  it.each([
    ['hourly', hourly, 'FromDate=2026-11-01&ToDate=2026-11-07&DaysToSelect=1%2C3&IsSpeedOfServiceEnabled=true'],
    ['employee', employee, 'FromDate=2026-11-01&ToDate=2026-11-07&EmployeeId=42'],
    ['item', item, 'FromDate=2026-10-01&ToDate=2026-10-31&FilterByCategory=7&ShowCategories=true&showModifiers=true'],
    ['bulk e-mail', bulkEmail, 'FromDate=2026-10-01&ToDate=2026-10-31&OnlyVisitors=true&MinimumSpend=25.50'],
    ['hourly compared', hourly, 'FromDate=2026-11-01&ToDate=2026-11-07&CompareTo=lastYear'],
  ])('read back to the same query (%s)', (_name, report, query) => {
    expect(searchOfDraft(draftOf(report, query)).toString()).toBe(query);
  });

  it('keep only what the report offers and what is not the default', () => {
    const draft = draftOf(
      employee,
      'FromDate=2026-11-01&ToDate=2026-11-02&EmployeeId=-1&DaysToSelect=2&showModifiers=1',
    );
    expect(searchOfDraft(draft).toString()).toBe('FromDate=2026-11-01&ToDate=2026-11-02');
  });

  it.each([
    ['a report that offers it', hourly, 'CompareTo=previousPeriod', 'previousPeriod'],
    ['a report that offers it, a value that is none of the two', hourly, 'CompareTo=nextYear', null],
    ['a report that does not offer it', employee, 'CompareTo=lastYear', null],
  ])('read CompareTo on %s', (_name, report, query, expected) => {
    expect(draftOf(report, `FromDate=2026-11-01&ToDate=2026-11-02&${query}`).compareTo).toBe(expected);
  });

  it('send an amount as typed, trimmed, and none when it is blank', () => {
    const draft = draftOf(bulkEmail, 'FromDate=2026-11-01&ToDate=2026-11-02');
    expect(draft.amounts).toEqual({ MinimumSpend: '' });
    expect(searchOfDraft(draft).has('MinimumSpend')).toBe(false);
    const typed = { ...draft, amounts: { MinimumSpend: ' 1x ' } };
    expect(searchOfDraft(typed).get('MinimumSpend')).toBe('1x');
    expect(sameParams(draft, typed)).toBe(false);
  });

  it('take a hand-edited day filter that is no filter, and dates that are no dates, as the defaults', () => {
    const draft = draftOf(hourly, 'FromDate=2026-02-30&ToDate=2026-03-01&DaysToSelect=9');
    expect(draft).toMatchObject({ FromDate: TODAY, ToDate: TODAY, days: ALL_DAYS });
  });

  it('keep To before From as written, so the service’s refusal is shown at To', () => {
    expect(draftOf(hourly, 'FromDate=2026-11-10&ToDate=2026-11-01')).toMatchObject({
      FromDate: '2026-11-10',
      ToDate: '2026-11-01',
    });
  });

  it('tell a changed draft from the loaded one (Refresh is highlighted)', () => {
    const loaded = draftOf(hourly, 'FromDate=2026-11-01&ToDate=2026-11-07');
    expect(sameParams(loaded, { ...loaded })).toBe(true);
    expect(sameParams(loaded, { ...loaded, days: [1] })).toBe(false);
    expect(sameParams(loaded, withToDate(loaded, '2026-11-08'))).toBe(false);
    expect(sameParams(loaded, { ...loaded, switches: { IsSpeedOfServiceEnabled: false } })).toBe(true);
  });
});

describe('sorting and export', () => {
  it('sorts a new column ascending, then flips it', () => {
    const asc = nextSort(null, 'tickets');
    expect(asc).toEqual({ column: 'tickets', direction: 'ASC' });
    expect(nextSort(asc, 'tickets')).toEqual({ column: 'tickets', direction: 'DESC' });
    expect(nextSort({ column: 'tickets', direction: 'DESC' }, 'netSales')).toEqual({
      column: 'netSales',
      direction: 'ASC',
    });
  });

  it('links the export with the same parameters and the order on screen', () => {
    const draft = draftOf(hourly, 'FromDate=2026-11-01&ToDate=2026-11-07&DaysToSelect=0');
    expect(exportHref(hourly, 'csv', draft, { column: 'netSales', direction: 'DESC' })).toBe(
      '/api/reports/HourlySales/export/csv?FromDate=2026-11-01&ToDate=2026-11-07&DaysToSelect=0&SortColumn=netSales&SortDirection=DESC',
    );
    expect(exportHref(hourly, 'pdf', draft, null)).toBe(
      '/api/reports/HourlySales/export/pdf?FromDate=2026-11-01&ToDate=2026-11-07&DaysToSelect=0',
    );
  });
});
