import type { TReportTable } from '@mp/contracts/reports';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { nextSort, type TTableSort } from '../lib/report-params';
import { REPORT_PAGE_SIZE, ReportTable } from './report-table';

const ROWS = 250;
const table: TReportTable = {
  Key: 'customerList',
  TitleKey: 'reports.tables.customerList',
  Columns: [
    { Key: 'customerNumber', LabelKey: 'reports.columns.customerNumber', Type: 'text' },
    { Key: 'visits', LabelKey: 'reports.columns.visits', Type: 'count' },
  ],
  Rows: Array.from({ length: ROWS }, (_, i) => ({ customerNumber: `C${String(i + 1).padStart(3, '0')}`, visits: i })),
  Totals: { customerNumber: null, visits: (ROWS * (ROWS - 1)) / 2 },
};

function Sortable() {
  const [sort, setSort] = useState<TTableSort>(null);
  return <ReportTable table={table} headingId="h" sort={sort} onSort={(c) => setSort(nextSort(sort, c))} />;
}

const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('a report table with more rows than a page', () => {
  it('shows a hundred at a time with the totals of all, starts a new sort at the first page, and prints them all', async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Sortable />
      </AppProviders>,
    );
    // A page of rows and the totals row.
    expect(firstCells()).toHaveLength(REPORT_PAGE_SIZE + 1);
    expect(firstCells()[0]).toBe('C001');
    expect(firstCells().at(-1)).toBe(i18n.t('reports.viewer.totals'));
    expect(screen.getByText(i18n.t('common.table.displayedRows', { from: 1, to: 100, count: ROWS }))).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.table.nextPage') }));
    expect(firstCells()[0]).toBe('C101');

    await userEvent.click(screen.getByRole('button', { name: i18n.t('reports.columns.visits') }));
    expect(firstCells()[0]).toBe('C001');

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(firstCells()).toHaveLength(ROWS + 1);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(firstCells()).toHaveLength(REPORT_PAGE_SIZE + 1);
  });
});
