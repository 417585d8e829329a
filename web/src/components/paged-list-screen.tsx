import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from './data-table';
import { GridSearchField } from './grid-search-field';
import { LoadFailed } from './pending-or-failed';
import { useDocumentTitle } from './use-document-title';
import type { TGridState } from './use-grid-state';

type TProps<Row> = {
  /**
   * The screen's i18n section: `title`, `add`, `intro`, `search`, `runSearch`, `loadFailed`, `tableLabel`,
   * `noMatches` and `empty` under it.
   */
  section: string;
  /** The list's path: Add opens `<path>/0`, a row `<path>/<its id>`. */
  path: string;
  grid: TGridState<string>;
  list: UseQueryResult<{ ResultSet: Row[]; TotalRowCount: number }>;
  columns: TDataTableColumn<Row>[];
  idOf: (row: Row) => number;
  pageSize: number;
};

/**
 * A list screen whose rows open an edit page of their own (restrictions, event schedules): the title with Add, the
 * intro, then the server-paged, sorted and searched grid (page, sort and search in the URL) or its failure.
 */
export function PagedListScreen<Row>({ section, path, grid, list, columns, idOf, pageSize }: TProps<Row>) {
  const { t } = useTranslation();
  const s = (key: string) => t(`${section}.${key}`);
  useDocumentTitle(s('title'));
  const navigate = useNavigate();
  const headingId = useId();
  const open = (row: Row) => void navigate(`${path}/${idOf(row)}`);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h5" component="h1">
          {s('title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${path}/0`)}>
          {s('add')}
        </Button>
      </Stack>
      <Typography variant="body2">{s('intro')}</Typography>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <GridSearchField
          label={s('search')}
          buttonLabel={s('runSearch')}
          search={grid.search}
          onSearch={grid.setSearch}
        />
        {list.isError ? (
          <LoadFailed text={s('loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={s('tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(row) => String(idOf(row))}
            onRowClick={open}
            onRowDoubleClick={open}
            loading={list.isFetching}
            emptyText={grid.search ? s('noMatches') : s('empty')}
            page={grid.page}
            pageSize={pageSize}
            totalRows={list.data?.TotalRowCount ?? 0}
            onPageChange={grid.setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            onRefresh={() => void list.refetch()}
          />
        )}
      </Paper>
    </Stack>
  );
}
