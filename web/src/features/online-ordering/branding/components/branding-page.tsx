import type { TErrorKey } from '@mp/contracts/api-error';
import { BRANDING_ERROR, BRANDING_KINDS, type TBrandingKind } from '@mp/contracts/online-ordering/branding';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { isHttpError } from '../../../../lib/api-client';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { useBrandingImages, useSaveBrandingImage } from '../api/branding.queries';
import { BrandingImageCard, type TPendingImage } from './branding-image-card';

const k = (key: string) => `branding.${key}`;
/** Spec 3 §4, §9: the save's banner shows for 3 seconds, then the page is back to no error. */
const BANNER_MS = 3000;

type TPending = Record<TBrandingKind, TPendingImage | null>;
const NOTHING: TPending = { logo: null, banner: null };
type TBanner = { severity: 'success' | 'error'; text: string } | null;

/** A refusal the server named (size, type) keeps its own text; anything else is the general error (spec 3 §8). */
const errorKeyOf = (error: unknown): TErrorKey =>
  isHttpError(error) && error.messageKey?.startsWith('branding.errors.')
    ? (error.messageKey as TErrorKey)
    : BRANDING_ERROR.saving;

/**
 * Online ordering → Branding (spec 3 §2.4, §4, §5, §6): the company's logo and banner, each dropped or browsed,
 * cropped to its aspect and kept pending until Save (enabled only once a file is cropped) sends it: an upload, or a
 * replace of the image that exists. Discard drops what is pending. The images are the company's: a store's view of
 * several stores warns that they show for every store. Without the edit permission the page is read-only.
 */
export function BrandingPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t(k('title')));
  const { portal, access } = usePortalOutlet();
  const viewOnly = isOnlineOrderingViewOnly(access);
  const images = useBrandingImages(portal.merhantId);
  const save = useSaveBrandingImage(portal.merhantId);
  const [pending, setPending] = useState<TPending>(NOTHING);
  const [banner, setBanner] = useState<TBanner>(null);
  const [saving, setSaving] = useState(false);
  const dirty = BRANDING_KINDS.some((kind) => pending[kind] !== null);
  const { dialog } = useLeaveGuard(dirty && !viewOnly);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t(k('title'))}
    </Typography>
  );
  if (!images.data)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={images.isError}
          failedText={t(k('loadFailed'))}
          onRetry={() => void images.refetch()}
        />
      </Box>
    );
  const saved = images.data;

  const setKind = (kind: TBrandingKind, next: TPendingImage | null) => setPending((all) => ({ ...all, [kind]: next }));
  const discard = () => BRANDING_KINDS.forEach((kind) => setKind(kind, null));
  const onSave = async () => {
    setSaving(true);
    try {
      for (const kind of BRANDING_KINDS) {
        const image = pending[kind];
        if (!image) continue;
        await save.mutateAsync({ kind, file: image.blob, fileName: image.fileName, imageId: saved[kind]?.id ?? null });
        setKind(kind, null);
      }
      setBanner({ severity: 'success', text: t(k('saved')) });
    } catch (error) {
      setBanner({ severity: 'error', text: t(errorKeyOf(error)) });
    } finally {
      setSaving(false);
    }
  };
  const storeOfSeveral = portal.storeId !== 0 && portal.activeStoreCount > 1;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k('intro'))}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {storeOfSeveral && <Alert severity="warning">{t(k('storeViewWarning'))}</Alert>}
        {viewOnly && <Alert severity="info">{t('onlineOrdering.readOnlyNotice')}</Alert>}
      </Stack>
      {!viewOnly && (
        <StickyActionBar dirty={dirty}>
          <Button onClick={discard} disabled={!dirty || saving}>
            {t(k('discard'))}
          </Button>
          <Button variant="contained" onClick={() => void onSave()} disabled={!dirty || saving}>
            {t(k('save'))}
          </Button>
        </StickyActionBar>
      )}
      <Stack spacing={2}>
        {BRANDING_KINDS.map((kind) => (
          <BrandingImageCard
            key={kind}
            kind={kind}
            saved={saved[kind]}
            pending={pending[kind]}
            readOnly={viewOnly || saving}
            onPicked={(image) => setKind(kind, image)}
            onRefused={(key) => setBanner({ severity: 'error', text: t(key) })}
          />
        ))}
      </Stack>
      <Snackbar open={banner !== null} autoHideDuration={BANNER_MS} onClose={() => setBanner(null)}>
        <Alert severity={banner?.severity ?? 'success'} role="alert" onClose={() => setBanner(null)}>
          {banner?.text}
        </Alert>
      </Snackbar>
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
