import {
  canAddRevenueCenter,
  isRevenueCentersViewOnly,
  REVENUE_CENTER_CSV_FILE,
  revenueCenterPagePath,
  revenueCentersCsv,
  type TRevenueCenter,
} from '@mp/contracts/revenue-centers';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageModal } from '../../../components/message-modal';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { portalHref } from '../../../lib/session/landing';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { fetchAddValidation, useDeleteRevenueCenter, useRevenueCenters } from '../api/revenue-centers.queries';
import { RevenueCenterCard } from './revenue-center-card';
import { ErrorListModal, saveErrorLines } from './save-errors-modal';

/** What the edit page reads from navigation state: the record the list showed (spec 3 §2.1). */
export type TRevenueCenterLocationState = { revenueCenter?: TRevenueCenter };

/** Spec 3 §7.1: the CSV is made in the browser from the list and saved as download.csv. */
function saveCsv(text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = REVENUE_CENTER_CSV_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/**
 * Settings → Revenue centers (spec 3 §2.4): a card per centre, Add (after checking something is left to assign),
 * edit, delete with confirmation and the CSV download. View-only users (§6) see the cards and a warning only.
 */
export function RevenueCentersPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('revenueCenters.title'));
  const navigate = useNavigate();
  const { portal, access } = usePortalOutlet();
  const merchantId = portal.merhantId;
  const viewOnly = isRevenueCentersViewOnly(portal.storeId, portal.activeStoreCount, access.featureIds);
  const list = useRevenueCenters(merchantId);
  const remove = useDeleteRevenueCenter(merchantId);
  const [deleting, setDeleting] = useState<TRevenueCenter | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<{ title: string; lines: string[] } | null>(null);

  const onAdd = async () => {
    setChecking(true);
    try {
      if (canAddRevenueCenter(await fetchAddValidation(merchantId)))
        void navigate(portalHref(revenueCenterPagePath(0)));
      else setErrors({ title: t('revenueCenters.addTitle'), lines: [t('revenueCenters.noneAvailable')] });
    } catch (error) {
      setErrors({ title: t('revenueCenters.addTitle'), lines: saveErrorLines(t, error) });
    } finally {
      setChecking(false);
    }
  };
  const onEdit = (centre: TRevenueCenter) =>
    void navigate(portalHref(revenueCenterPagePath(centre.revenueCenterId)), {
      state: { revenueCenter: centre } satisfies TRevenueCenterLocationState,
    });
  const onConfirmDelete = (centre: TRevenueCenter) =>
    remove.mutate(centre.revenueCenterId, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        setErrors({ title: t('revenueCenters.deleteFailed'), lines: saveErrorLines(t, error) });
      },
    });
  const centres = list.data ?? [];

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h5" component="h1">
        {t('revenueCenters.title')}
      </Typography>
      {viewOnly ? <Alert severity="warning">{t('revenueCenters.viewOnly')}</Alert> : null}
      {list.data ? (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {viewOnly ? null : (
              <Button variant="contained" startIcon={<AddIcon />} disabled={checking} onClick={() => void onAdd()}>
                {t('revenueCenters.add')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={centres.length === 0}
              onClick={() => saveCsv(revenueCentersCsv(centres))}
            >
              {t('revenueCenters.download')}
            </Button>
          </Stack>
          {centres.length === 0 ? <Typography>{t('revenueCenters.empty')}</Typography> : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
            {centres.map((centre) => (
              <RevenueCenterCard
                key={centre.revenueCenterId}
                centre={centre}
                {...(viewOnly ? {} : { onEdit, onDelete: setDeleting })}
              />
            ))}
          </Box>
        </>
      ) : (
        <PendingOrFailed
          failed={list.isError}
          failedText={t('revenueCenters.loadFailed')}
          onRetry={() => void list.refetch()}
        />
      )}
      {deleting ? (
        <MessageModal
          title={t('revenueCenters.deleteTitle')}
          message={t('revenueCenters.deleteConfirm', { name: deleting.revenueCenterName })}
          onClose={() => setDeleting(null)}
          actions={[
            { label: t('revenueCenters.cancel'), onClick: () => setDeleting(null), variant: 'text' },
            {
              label: t('revenueCenters.delete'),
              onClick: () => onConfirmDelete(deleting),
              disabled: remove.isPending,
            },
          ]}
        />
      ) : null}
      {errors ? <ErrorListModal title={errors.title} lines={errors.lines} onClose={() => setErrors(null)} /> : null}
    </Stack>
  );
}
