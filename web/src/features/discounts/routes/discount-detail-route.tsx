import { isFlagOn } from '@mp/contracts/access/flags';
import { canAutoCashDiscount, newDiscount, type TDiscountDetail, type TDiscountFields } from '@mp/contracts/discounts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../../lib/api-client';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useDiscount, useDiscountMetadata, useMerchantStores } from '../api/discounts.queries';
import { DiscountForm } from '../components/discount-form';
import { DISCOUNTS_PATH } from '../discount-paths';

const fieldsOf = ({ DiscountStores: _stores, ...fields }: TDiscountDetail): TDiscountFields => fields;

/** Menu → Discounts → one discount (0 = new): loads the discount, the lookup data and the stores, then the form. */
export function DiscountDetailRoute() {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const id = Number(useParams().discountId ?? 0);
  const scope = { merchantId: portal.merhantId, storeId: portal.storeId };
  const metadata = useDiscountMetadata(scope);
  const stores = useMerchantStores(scope.merchantId);
  const discount = useDiscount(scope, Number.isInteger(id) && id > 0 ? id : 0);
  const validId = Number.isInteger(id) && id >= 0;

  const back = (
    <Button component={RouterLink} to={DISCOUNTS_PATH} color="inherit">
      {t('discounts.detail.backToList')}
    </Button>
  );
  const failed = !validId || metadata.isError || stores.isError || discount.isError;
  if (failed) {
    const missing = !validId || (isHttpError(discount.error) && discount.error.status === 404);
    return (
      <Alert severity="error" action={back}>
        {missing ? t('discounts.detail.notFound') : t('discounts.detail.loadFailed')}
      </Alert>
    );
  }
  if (!metadata.data || !stores.data || (id > 0 && !discount.data)) {
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  }
  const initial = discount.data
    ? fieldsOf(discount.data)
    : newDiscount(scope.storeId === 0 ? stores.data.map((s) => s.StoreId) : [scope.storeId]);
  return (
    <DiscountForm
      // A reload after a stale checksum brings a new checksum: the form starts again from the saved values.
      key={`${id}:${initial.ConcurrencyChecksum}`}
      scope={scope}
      initial={initial}
      metadata={metadata.data}
      stores={stores.data}
      storeName={portal.storeName}
      autoCashAllowed={canAutoCashDiscount(isFlagOn(access.flags, 'cashDiscount'), scope.storeId, metadata.data)}
      onReload={() => void discount.refetch()}
    />
  );
}
