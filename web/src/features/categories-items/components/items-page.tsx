import { ITEM_SORT } from '@mp/contracts/menu-items';
import type { TImportApplied } from '@mp/contracts/menu-items-csv';
import { ITEMS_PAGE_SIZE, type TItem } from '@mp/contracts/menu-items';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormat } from '../../../lib/use-format';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { useGridState } from '../../../components/use-grid-state';
import { itemsRequest, useItemPage } from '../api/categories-items.queries';
import { CATEGORIES_PATH, EXPORT_URL, itemPath } from '../categories-items-paths';
import { useMenuScope } from '../hooks/use-menu-scope';
import { ImportDialog } from './import-dialog';

const SEARCH_DELAY_MS = 300;

/** Menu → Items (spec 2 §2): search, download, import and add; a row opens the item. Page, sort and search in the URL. */
export function ItemsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const scope = useMenuScope();
  const grid = useGridState(ITEM_SORT);
  const { search, setSearch } = grid;
  const [typed, setTyped] = useState(search);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const items = useItemPage(scope, itemsRequest(grid));

  // The search runs when typing pauses, from the first page; an unchanged search (the URL's, on arrival) keeps the page.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (typed.trim() !== search) setSearch(typed.trim());
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, setSearch]);

  const columns: TDataTableColumn<TItem>[] = [
    {
      id: 'name',
      label: t('categoriesItems.items.columns.name'),
      sortColumn: 'ItemName',
      value: (r) => r.ItemName,
      render: (r) => (
        <Link component={RouterLink} to={itemPath(r.ItemMasterId)}>
          {r.ItemName}
        </Link>
      ),
    },
    {
      id: 'number',
      label: t('categoriesItems.items.columns.number'),
      sortColumn: 'ItemNumber',
      value: (r) => r.ItemNumber,
    },
    {
      id: 'category',
      label: t('categoriesItems.items.columns.category'),
      sortColumn: 'CategoryName',
      value: (r) => r.CategoryName ?? '',
    },
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
    { id: 'tax', label: t('categoriesItems.items.columns.tax'), value: (r) => r.TaxCategoryName ?? '' },
    {
      id: 'available',
      label: t('categoriesItems.items.columns.available'),
      value: (r) => t(`categoriesItems.available.${r.Available}`),
    },
  ];

  const imported = (result: TImportApplied) => {
    setImporting(false);
    setNotice(t('categoriesItems.import.done', { created: result.Created, updated: result.Updated }));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('categoriesItems.items.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={CATEGORIES_PATH}>
            {t('categoriesItems.items.categories')}
          </Button>
          <Button component="a" href={EXPORT_URL} download startIcon={<DownloadIcon />}>
            {t('categoriesItems.items.download')}
          </Button>
          <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
            {t('categoriesItems.items.import')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={itemPath(0)}>
            {t('categoriesItems.items.add')}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TextField
          type="search"
          label={t('categoriesItems.items.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          sx={{ mb: 1, width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {items.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void items.refetch()}>
                {t('categoriesItems.common.retry')}
              </Button>
            }
          >
            {t('categoriesItems.items.loadFailed')}
          </Alert>
        ) : (
          <DataTable
            label={t('categoriesItems.items.table')}
            columns={columns}
            rows={items.data?.ResultSet ?? []}
            rowKey={(r) => String(r.ItemMasterId)}
            loading={items.isFetching}
            emptyText={search ? t('categoriesItems.items.noMatch', { search }) : t('categoriesItems.items.empty')}
            page={grid.page}
            pageSize={ITEMS_PAGE_SIZE}
            totalRows={items.data?.TotalRowCount ?? 0}
            onPageChange={grid.setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            onRowDoubleClick={(row) => void navigate(itemPath(row.ItemMasterId))}
          />
        )}
      </Paper>
      {importing ? <ImportDialog scope={scope} onClose={() => setImporting(false)} onApplied={imported} /> : null}
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </Stack>
  );
}
