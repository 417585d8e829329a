import { defaultTaxCategoryId, newItemValues, type TItem, type TItemFormInput } from '@mp/contracts/menu-items';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useEntryKey } from '../../../components/use-route-notice';
import { isHttpError } from '../../../lib/api-client';
import { useItem, useItemCategories, useItemLookups } from '../api/categories-items.queries';
import { ITEMS_PATH } from '../categories-items-paths';
import { useMenuScope } from '../hooks/use-menu-scope';
import { ItemForm, type TItemRouteState } from './item-form';

const formValuesOf = (item: TItem): TItemFormInput => ({
  ItemName: item.ItemName,
  Description: item.Description,
  IsFavorite: item.IsFavorite,
  ItemCategoryId: item.ItemCategoryId ?? 0,
  PrinterGroupId: item.PrinterGroupId,
  SoldBy: item.SoldBy,
  RetailPrice: item.RetailPrice,
  TaxCategoryId: item.TaxCategoryId ?? 0,
  PromptForPrice: item.PromptForPrice,
  ItemNumber: item.ItemNumber,
  PrintPriority: item.PrintPriority,
  ItemType: item.ItemType,
  IsSellable: item.IsSellable,
});

/** An item that uses any extended field opens in the extended setup, so nothing it holds is hidden. */
const usesExtendedSetup = (v: TItemFormInput) =>
  v.ItemNumber !== '' || v.PrintPriority !== 0 || v.ItemType !== 'I' || v.IsSellable === false;

/**
 * Menu → Items → one item (0 = new, spec 2 §2): loads the lookups and the item, then the form; `aside` (what other
 * features show of a saved item, composed in app/) follows the form.
 */
export function ItemDetailRoute({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const scope = useMenuScope();
  const location = useLocation();
  const entryKey = useEntryKey();
  const state = (location.state ?? {}) as TItemRouteState;
  const rawId = useParams().itemId ?? '0';
  const itemId = /^\d+$/.test(rawId) ? Number(rawId) : -1;
  const categories = useItemCategories(scope);
  const lookups = useItemLookups(scope);
  const item = useItem(scope, itemId);

  const back = (
    <Button component={RouterLink} to={ITEMS_PATH} color="inherit">
      {t('categoriesItems.itemDetail.backToList')}
    </Button>
  );
  if (itemId < 0 || categories.isError || lookups.isError || item.isError) {
    const missing = itemId < 0 || (isHttpError(item.error) && item.error.status === 404);
    return (
      <Alert severity="error" action={back}>
        {missing ? t('categoriesItems.itemDetail.notFound') : t('categoriesItems.itemDetail.loadFailed')}
      </Alert>
    );
  }
  if (!categories.data || !lookups.data || (itemId > 0 && !item.data)) {
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  const taxDefault = defaultTaxCategoryId(lookups.data.taxCategories);
  const initial = item.data ? formValuesOf(item.data) : (state.duplicate ?? newItemValues(taxDefault));
  return (
    <>
      <ItemForm
        // A new navigation (save and add another, duplicate) starts a fresh form.
        key={`${itemId}:${entryKey}`}
        scope={scope}
        itemId={itemId}
        initial={initial}
        checksum={item.data?.ConcurrencyChecksum}
        onReload={() => item.refetch()}
        startExtended={usesExtendedSetup(initial)}
        lookups={{ ...lookups.data, categories: categories.data.Categories }}
        defaultTaxCategoryId={taxDefault}
      />
      {itemId > 0 ? aside : null}
    </>
  );
}
