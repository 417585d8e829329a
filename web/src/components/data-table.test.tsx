import { ITEM_SORT } from '@mp/contracts/menu-items';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { DataTable, type TDataTableColumn } from './data-table';
import { useGridState } from './use-grid-state';

type TRow = { id: number; name: string; price: number; note: string };

// The server's order, whatever it is: the grid must show the rows as they came.
const ROWS: TRow[] = [
  { id: 1, name: 'Mocha', price: 14.99, note: 'b' },
  { id: 2, name: 'Latte', price: 24.99, note: 'a' },
  { id: 3, name: 'Bagel', price: 3.25, note: 'c' },
];

const columns: TDataTableColumn<TRow>[] = [
  { id: 'name', label: 'Name', sortColumn: 'ItemName', value: (r) => r.name },
  { id: 'price', label: 'Price', sortColumn: 'RetailPrice', value: (r) => r.price, align: 'right' },
  { id: 'note', label: 'Note', value: (r) => r.note },
];

/** The grid on the URL state, and what the list call would be asked for. */
function Harness() {
  const grid = useGridState(ITEM_SORT);
  return (
    <>
      <output data-testid="asked">{`${grid.page}|${grid.sort.column}|${grid.sort.direction}|${grid.search}`}</output>
      <button type="button" onClick={() => grid.setSearch('latte')}>
        search
      </button>
      <DataTable
        label="Items"
        columns={columns}
        rows={ROWS}
        rowKey={(r) => String(r.id)}
        emptyText="none"
        page={grid.page}
        pageSize={3}
        totalRows={30}
        onPageChange={grid.setPage}
        sort={grid.sort}
        onSortChange={grid.toggleSort}
      />
    </>
  );
}

const asked = () => screen.getByTestId('asked').textContent;
const header = (name: string) => screen.getByRole('columnheader', { name });
const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable with useGridState', () => {
  it('reads page, sort and search from the URL and shows the rows in the order the server sent them', () => {
    const { router } = renderWithApp(<Harness />, '/items?page=3&sort=RetailPrice&dir=DESC&search=mo');
    expect(asked()).toBe('2|RetailPrice|DESC|mo');
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Mocha', 'Latte', 'Bagel']);
    expect(router.state.location.search).toBe('?page=3&sort=RetailPrice&dir=DESC&search=mo');
  });

  it('ignores a column the list does not sort by, and a malformed page or direction', () => {
    renderWithApp(<Harness />, '/items?page=-4&sort=PasswordHash&dir=sideways');
    expect(asked()).toBe('0|ItemName|ASC|');
  });

  it('sorts by a header ascending, then descending, back to page 1, into the URL', async () => {
    const { router } = renderWithApp(<Harness />, '/items?page=2');
    await userEvent.click(within(header('Price')).getByRole('button'));
    expect(asked()).toBe('0|RetailPrice|ASC|');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(router.state.location.search).toBe('?sort=RetailPrice&dir=ASC');

    await userEvent.click(within(header('Price')).getByRole('button'));
    expect(asked()).toBe('0|RetailPrice|DESC|');
    expect(router.state.location.search).toBe('?sort=RetailPrice&dir=DESC');

    // Back to the default order: nothing left in the URL.
    await userEvent.click(within(header('Name')).getByRole('button'));
    expect(router.state.location.search).toBe('');
  });

  it('keeps the sort while paging and while searching (which starts at page 1)', async () => {
    const { router } = renderWithApp(<Harness />, '/items?sort=RetailPrice&dir=DESC');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(asked()).toBe('1|RetailPrice|DESC|');
    expect(router.state.location.search).toBe('?sort=RetailPrice&dir=DESC&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(asked()).toBe('0|RetailPrice|DESC|latte');

    // The search replaced the paged entry rather than adding one, so Back goes to the entry before both.
    await act(() => router.navigate(-1));
    expect(asked()).toBe('0|RetailPrice|DESC|');
  });

  it('has no sort control on a column the server does not sort by', () => {
    renderWithApp(<Harness />, '/items');
    expect(within(header('Note')).queryByRole('button')).toBeNull();
    expect(within(header('Name')).getByRole('button')).toBeInTheDocument();
  });
});
