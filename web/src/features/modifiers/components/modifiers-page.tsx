import { MODIFIER_GROUP_SORT, MODIFIER_GROUPS_PAGE_SIZE, type TModifierGroupRow } from '@mp/contracts/modifiers';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { GridSearchField } from '../../../components/grid-search-field';
import { LoadFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useModifierGroups } from '../api/modifiers.queries';
import { modifierGroupHref } from '../modifiers-paths';

/**
 * Inventory → Configuration → Modifiers: the merchant's modifier groups, server-paged, sorted and searched (the search
 * also finds a group by one of its modifiers).
 */
export function ModifiersPage() {
  const { t } = useTranslation();
  const m = (key: string, values?: Record<string, unknown>) => t(`modifiers.list.${key}`, values);
  useDocumentTitle(t('modifiers.title'));
  const navigate = useNavigate();
  const { portal } = usePortalOutlet();
  const grid = useGridState(MODIFIER_GROUP_SORT);
  const list = useModifierGroups(portal.merhantId, grid, MODIFIER_GROUPS_PAGE_SIZE);

  const columns: TDataTableColumn<TModifierGroupRow>[] = [
    {
      id: 'name',
      label: m('columns.name'),
      sortColumn: 'Name',
      value: (g) => g.Name,
      render: (g) => (
        <Link component={RouterLink} to={modifierGroupHref(g.ModifierGroupId)}>
          {g.Name}
        </Link>
      ),
    },
    {
      id: 'required',
      label: m('columns.required'),
      sortColumn: 'IsRequired',
      value: (g) => (g.IsRequired ? m('required') : m('optional')),
    },
    { id: 'selections', label: m('columns.selections'), value: (g) => m('selectionsRange', g) },
    {
      id: 'modifiers',
      label: m('columns.modifiers'),
      sortColumn: 'ModifierCount',
      value: (g) => g.ModifierCount,
      align: 'right',
    },
    { id: 'items', label: m('columns.items'), sortColumn: 'ItemCount', value: (g) => g.ItemCount, align: 'right' },
  ];

  return (
    <Stack component="section" aria-labelledby="modifiers-title" spacing={2}>
      <Typography id="modifiers-title" variant="h5" component="h1">
        {t('modifiers.title')}
      </Typography>
      <Typography variant="body2">{m('intro')}</Typography>
      <Stack direction="row">
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={modifierGroupHref(0)}>
          {m('add')}
        </Button>
      </Stack>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <GridSearchField
          label={m('search')}
          buttonLabel={m('runSearch')}
          search={grid.search}
          onSearch={grid.setSearch}
          maxLength={100}
        />
        {list.isError ? (
          <LoadFailed text={m('loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={m('tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(g) => String(g.ModifierGroupId)}
            onRowDoubleClick={(g) => void navigate(modifierGroupHref(g.ModifierGroupId))}
            loading={list.isFetching}
            emptyText={grid.search ? m('noMatches') : m('empty')}
            page={grid.page}
            pageSize={MODIFIER_GROUPS_PAGE_SIZE}
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
