import { MENU_CONFIGURATION_PAGE_SIZE, MENU_CONFIGURATION_SEARCH_MAX } from '@mp/contracts/menu-configuration';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { GridSearchField } from '../../../components/grid-search-field';
import { LoadFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import type { TGridState } from '../../../components/use-grid-state';
import type { TConfigurationChange } from '../api/menu-configuration.queries';
import { ConfigurationDialog, type TConfigurationRecord } from './configuration-dialog';

type TConfigurationScreenProps<Row, C extends string> = {
  /** The i18n section under `menuConfiguration`. */
  section: 'departments' | 'tags';
  grid: TGridState<C>;
  list: {
    data: { ResultSet: Row[]; TotalRowCount: number } | undefined;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  columns: TDataTableColumn<Row>[];
  recordOf: (row: Row) => TConfigurationRecord;
  /** What deleting this row's record means, for the confirmation. */
  deleteMessage: (row: Row) => string;
  change: { mutateAsync: (change: TConfigurationChange) => Promise<unknown>; isPending: boolean };
};

/** The open dialog: a new record, or the row being edited. */
type TEditing<Row> = { row: Row | null } | null;

/**
 * The one layout of the configuration lists (departments, tags): title, Add, a server-searched, -sorted and -paged
 * grid whose row opens the rename/delete dialog. The merchant's catalogue is edited in every view, as the categories
 * screen edits it.
 */
export function ConfigurationScreen<Row, C extends string>(props: TConfigurationScreenProps<Row, C>) {
  const { section, grid, list, columns, recordOf, deleteMessage, change } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const key = (name: string) => `menuConfiguration.${section}.${name}`;
  useDocumentTitle(t(key('title')));
  const [editing, setEditing] = useState<TEditing<Row>>(null);
  const open = (row: Row) => setEditing({ row });

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h5" component="h1">
        {t(key('title'))}
      </Typography>
      <Typography variant="body2">{t(key('intro'))}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ row: null })}>
          {t(key('add'))}
        </Button>
        <GridSearchField
          label={t(key('search'))}
          buttonLabel={t('menuConfiguration.searchButton')}
          search={grid.search}
          onSearch={grid.setSearch}
          maxLength={MENU_CONFIGURATION_SEARCH_MAX}
        />
      </Stack>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        {list.isError ? (
          <LoadFailed text={t(key('loadFailed'))} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t(key('tableLabel'))}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(row) => String(recordOf(row).id)}
            onRowClick={open}
            onRowDoubleClick={open}
            loading={list.isFetching}
            emptyText={t(key('empty'))}
            page={grid.page}
            pageSize={MENU_CONFIGURATION_PAGE_SIZE}
            totalRows={list.data?.TotalRowCount ?? 0}
            onPageChange={grid.setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            onRefresh={() => void list.refetch()}
          />
        )}
      </Paper>
      {editing ? (
        <ConfigurationDialog
          section={section}
          record={editing.row ? recordOf(editing.row) : null}
          deleteMessage={editing.row ? deleteMessage(editing.row) : ''}
          change={change}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
