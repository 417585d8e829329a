import { ITEM_SORT, type TItem, type TItemCategory } from '@mp/contracts/menu-items';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { useGridState } from '../../../components/use-grid-state';
import { useCategoriesAndItems, useCategoryLookups, useItemPage } from '../api/categories-items.queries';
import { ITEMS_PATH, itemPath } from '../categories-items-paths';
import { useMenuScope } from '../hooks/use-menu-scope';
import { CategoryDialog } from './category-dialog';
import { CategoryList } from './category-list';

const PAGE_SIZE = 25;
type TDialog = { category: TItemCategory | null } | null;

/** Menu → Categories (spec 2 §2): the categories on the left, the chosen one's items on the right. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const scope = useMenuScope();
  const categories = useCategoriesAndItems(scope);
  const lookups = useCategoryLookups(scope);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const grid = useGridState(ITEM_SORT);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = categories.data?.Categories ?? [];
  // Until the user chooses, the first category is shown.
  const selectedId = list.some((c) => c.ItemCategoryId === chosenId) ? chosenId : (list[0]?.ItemCategoryId ?? null);
  const selected = list.find((c) => c.ItemCategoryId === selectedId) ?? null;
  const items = useItemPage(
    scope,
    {
      NumericKeySearchArg: selectedId ?? 0,
      PageRowCount: PAGE_SIZE,
      RequestedPageNum: grid.page + 1,
      SearchArg: '',
      SortColumn: grid.sort.column,
      SortDirection: grid.sort.direction,
    },
    selectedId !== null,
  );

  const columns: TDataTableColumn<TItem>[] = [
    { id: 'name', label: t('categoriesItems.items.columns.name'), sortColumn: 'ItemName', value: (r) => r.ItemName },
    {
      id: 'price',
      label: t('categoriesItems.items.columns.price'),
      sortColumn: 'RetailPrice',
      value: (r) => Number(r.RetailPrice),
      render: (r) => format.money(r.RetailPrice),
      align: 'right',
    },
    {
      id: 'soldBy',
      label: t('categoriesItems.items.columns.soldBy'),
      value: (r) => t(`categoriesItems.soldBy.${r.SoldBy}`),
    },
    {
      id: 'available',
      label: t('categoriesItems.items.columns.available'),
      value: (r) => t(`categoriesItems.available.${r.Available}`),
    },
  ];

  if (categories.isError || lookups.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void Promise.all([categories.refetch(), lookups.refetch()])}>
            {t('categoriesItems.common.retry')}
          </Button>
        }
      >
        {t('categoriesItems.categories.loadFailed')}
      </Alert>
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('categoriesItems.categories.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={ITEMS_PATH}>
            {t('categoriesItems.categories.allItems')}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!lookups.data}
            onClick={() => setDialog({ category: null })}
          >
            {t('categoriesItems.categories.add')}
          </Button>
        </Stack>
      </Stack>
      {categories.isPending ? (
        <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, gap: 2 }}
        >
          <Paper variant="outlined" component="nav" aria-label={t('categoriesItems.categories.listLabel')}>
            <CategoryList
              categories={list}
              selectedId={selectedId}
              onSelect={(id) => {
                setChosenId(id);
                grid.setPage(0);
              }}
              onEdit={(category) => setDialog({ category })}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="category-items-heading">
            <Typography id="category-items-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              {selected
                ? t('categoriesItems.categories.itemsOf', { name: selected.CategoryName })
                : t('categoriesItems.categories.noneChosen')}
            </Typography>
            {items.isError ? (
              <Alert severity="error">{t('categoriesItems.items.loadFailed')}</Alert>
            ) : (
              <DataTable
                label={t('categoriesItems.categories.itemsTable')}
                columns={columns}
                rows={items.data?.ResultSet ?? []}
                rowKey={(r) => String(r.ItemMasterId)}
                loading={items.isFetching}
                emptyText={t('categoriesItems.categories.noItems')}
                page={grid.page}
                pageSize={PAGE_SIZE}
                totalRows={items.data?.TotalRowCount ?? 0}
                onPageChange={grid.setPage}
                sort={grid.sort}
                onSortChange={grid.toggleSort}
                onRowDoubleClick={(row) => void navigate(itemPath(row.ItemMasterId))}
              />
            )}
          </Paper>
        </Box>
      )}
      {dialog && lookups.data ? (
        <CategoryDialog
          scope={scope}
          category={dialog.category}
          departments={lookups.data.departments}
          tags={lookups.data.tags}
          onClose={() => setDialog(null)}
          onSaved={(categoryId) => {
            setNotice(
              dialog.category ? t('categoriesItems.categories.updated') : t('categoriesItems.categories.added'),
            );
            setDialog(null);
            setChosenId(categoryId);
            grid.setPage(0);
          }}
        />
      ) : null}
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </Stack>
  );
}
