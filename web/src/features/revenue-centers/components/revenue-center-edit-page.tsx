import { REVENUE_CENTERS_PAGE, isRevenueCentersViewOnly } from '@mp/contracts/revenue-centers';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { portalHref } from '../../../lib/session/landing';
import { useRevenueCenter, useRevenueCenterStores } from '../api/revenue-centers.queries';
import { RevenueCenterForm } from './revenue-center-form';
import type { TRevenueCenterLocationState } from './revenue-centers-page';

/** An id of the path: a whole number, else NaN (no such centre). */
const idOf = (text: string | undefined): number => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : NaN);

/**
 * `settings/revenuecenters/{id}` (spec 3 §2.1): 0 creates a centre; another id edits it, starting from the record the
 * list passed in navigation state and loaded by id on a direct visit or reload. View-only users only read the list.
 */
export function RevenueCenterEditPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { portal, access } = usePortalOutlet();
  const merchantId = portal.merhantId;
  const id = idOf(useParams().revenueCenterId);
  const passed = (useLocation().state as TRevenueCenterLocationState | null)?.revenueCenter;
  const isNew = id === 0;
  const title = t(isNew ? 'revenueCenters.addTitle' : 'revenueCenters.editTitle');
  useDocumentTitle(title);
  const viewOnly = isRevenueCentersViewOnly(portal.storeId, portal.activeStoreCount, access.featureIds);
  const detail = useRevenueCenter(merchantId, Number.isNaN(id) ? 0 : id, passed);
  const stores = useRevenueCenterStores(merchantId);
  const singleStoreId = portal.activeStoreCount === 1 ? portal.storeId || stores.data?.[0]?.storeId || null : null;
  const centre = isNew ? null : detail.data;
  const failed = Number.isNaN(id) || detail.isError || stores.isError;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={portalHref(REVENUE_CENTERS_PAGE)}>
          {t('revenueCenters.backToList')}
        </Button>
      </Stack>
      {viewOnly ? (
        <Alert severity="warning">{t('revenueCenters.viewOnly')}</Alert>
      ) : stores.data && centre !== undefined ? (
        <RevenueCenterForm
          key={centre ? centre.revenueCenterId : 'new'}
          centre={centre}
          stores={stores.data}
          singleStoreId={singleStoreId}
        />
      ) : (
        <PendingOrFailed
          failed={failed}
          failedText={t('revenueCenters.loadOneFailed')}
          onRetry={() => void Promise.all([detail.refetch(), stores.refetch()])}
        />
      )}
    </Stack>
  );
}
