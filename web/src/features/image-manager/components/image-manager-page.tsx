import {
  IMAGE_MANAGER_ERROR,
  isImageManagerViewOnly,
  isImageTypeOn,
  mayChangeImageIn,
  type TImageType,
  type TUpdateImageManagerRequest,
} from '@mp/contracts/image-manager';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useImageManager, useUpdateImageManager } from '../api/image-manager.queries';
import { ImageSlot } from './image-slot';
import { StoreAssignment } from './store-assignment';

/** The part of the update body that sets one image. */
const changeOf = (type: TImageType, url: string): Omit<TUpdateImageManagerRequest, 'ConcurrencyChecksum'> =>
  type === 'merchantLogo'
    ? { companyImages: { merchantLogoUrl: url } }
    : type === 'customerDisplayImage'
      ? { companyImages: { customerDisplayImageUrl: url } }
      : { storeImages: { customerDisplayImageOverrideUrl: url } };

/**
 * Settings → Image manager (spec 3 §2.4, §4, §6): the company logo (with its note) and the customer display image,
 * each shown only with its flag. The company view changes the company's images and, with several stores, picks the
 * stores that use the display image; a store's view of such a company shows them read-only and offers its own
 * override, previewed at half opacity. A single store is the whole company and changes the company images itself.
 */
export function ImageManagerPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('imageManager.title'));
  const { portal, access } = usePortalOutlet();
  const merchantId = portal.merhantId;
  const view = { storeId: portal.storeId, activeStoreCount: portal.activeStoreCount };
  const query = useImageManager(merchantId, portal.storeId);
  const update = useUpdateImageManager(merchantId, portal.storeId);
  const [saved, setSaved] = useState(false);
  const viewOnly = isImageManagerViewOnly(access);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('imageManager.title')}
    </Typography>
  );
  const entity = query.data?.entity;
  if (!entity)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={query.isError}
          failedText={t('imageManager.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Box>
    );

  const save = (change: Omit<TUpdateImageManagerRequest, 'ConcurrencyChecksum'>) =>
    update.mutate({ ...change, ConcurrencyChecksum: entity.ConcurrencyChecksum }, { onSuccess: () => setSaved(true) });
  const stale = isHttpError(update.error) && update.error.messageKey === IMAGE_MANAGER_ERROR.staleChecksum;
  const busy = update.isPending;
  const onReload = async () => {
    update.reset();
    await query.refetch();
  };
  /** Why the view shows an image without changing it, or undefined when it may change it. */
  const readOnlyNote = (type: TImageType): string | undefined =>
    viewOnly
      ? t('imageManager.viewOnly')
      : mayChangeImageIn(type, view)
        ? undefined
        : t('imageManager.companyViewNote');
  const slot = (type: TImageType, url: string, extra: { note?: string; previewOpacity?: number } = {}) => (
    <ImageSlot
      merchantId={merchantId}
      type={type}
      url={url}
      readOnlyNote={readOnlyNote(type)}
      busy={busy}
      onChange={(next) => save(changeOf(type, next))}
      {...extra}
    />
  );
  const showsLogo = isImageTypeOn(access, 'merchantLogo');
  const showsDisplay = isImageTypeOn(access, 'customerDisplayImage');
  const assigns = showsDisplay && portal.storeId === 0 && entity.stores.length > 1;

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary">{t('imageManager.intro')}</Typography>
      {update.isError ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 2 }}
          action={
            stale ? (
              <Button color="inherit" size="small" onClick={() => void onReload()}>
                {t('common.reload')}
              </Button>
            ) : undefined
          }
        >
          {errorText(t, update.error, { fallbackKey: IMAGE_MANAGER_ERROR.updateFailed, faultsShowFallback: true })}
        </Alert>
      ) : null}
      {!showsLogo && !showsDisplay ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('imageManager.nothingEnabled')}
        </Alert>
      ) : null}
      {showsLogo
        ? slot('merchantLogo', entity.companyImages.merchantLogoUrl, { note: t('imageManager.logoNote') })
        : null}
      {showsDisplay ? slot('customerDisplayImage', entity.companyImages.customerDisplayImageUrl) : null}
      {assigns && !viewOnly ? (
        <StoreAssignment
          stores={entity.stores}
          assigned={entity.companyImageAssignments.customerDisplayImageStores}
          busy={busy}
          onSave={(storeIds) => save({ companyImageAssignments: { customerDisplayImageStores: storeIds } })}
        />
      ) : null}
      {showsDisplay && entity.storeImages
        ? slot('customerDisplayImageOverride', entity.storeImages.customerDisplayImageOverrideUrl, {
            previewOpacity: 0.5,
          })
        : null}
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('imageManager.saved')}
      />
    </Paper>
  );
}
