import { newPromotionValues, type TPromotionFormInput } from '@mp/contracts/promotions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../../lib/api-client';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { usePromotion, usePromotionChoices } from '../api/promotions.queries';
import { PROMOTIONS_PATH } from '../promotions-paths';
import { PromotionForm } from './promotion-form';

/** Inventory → Pricing → Promotions → one promotion (0 = new): loads it and what the form offers, then the form. */
export function PromotionEditPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const raw = useParams().promotionId ?? '0';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
  const promotion = usePromotion(portal.merhantId, Math.max(id, 0));
  const choices = usePromotionChoices(portal.merhantId);

  if (id < 0 || promotion.isError || choices.isError) {
    const missing = id < 0 || (isHttpError(promotion.error) && promotion.error.status === 404);
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={PROMOTIONS_PATH} color="inherit">
            {t('promotions.detail.backToList')}
          </Button>
        }
      >
        {missing ? t('promotions.detail.notFound') : t('promotions.detail.loadFailed')}
      </Alert>
    );
  }
  if ((id > 0 && !promotion.data) || !choices.data)
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  // A new promotion runs in every store until the user narrows it.
  const initial: TPromotionFormInput = promotion.data ?? newPromotionValues(choices.data.Stores.map((s) => s.StoreId));
  return (
    <PromotionForm
      // A reload after a stale checksum brings a new checksum: the form starts again from the saved values.
      key={`${id}:${promotion.data?.ConcurrencyChecksum ?? ''}`}
      merchantId={portal.merhantId}
      promotionId={id}
      checksum={promotion.data?.ConcurrencyChecksum ?? ''}
      initial={initial}
      overlaps={promotion.data?.Overlaps ?? []}
      choices={choices.data}
      onReload={() => void promotion.refetch()}
    />
  );
}
