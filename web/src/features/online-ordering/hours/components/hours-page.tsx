import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import {
  defaultDayHours,
  ORDER_HOURS_MODE_KEYS,
  type TOrderHoursMode,
} from '@mp/contracts/online-ordering/order-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursAccess, isStoreViewRefusal } from '../../shared/hours-access';
import { HoursNotices } from '../../shared/hours-notices';
import { useStoreSite } from '../../shared/store-site.api';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useFulfillmentSettings, useOrderHours, useOrderHoursBuffers } from '../api/hours.queries';
import { OrderHoursEditor } from './order-hours-editor';
import { SpecialHoursSection } from './special-hours-section';
import { StoreStatusDialog } from './store-status-dialog';
import { useTimedFlag } from './use-timed-flag';

/** What a company view shows greyed: a new store's hours (every day, every mode, open all day) and no buffers. */
const COMPANY_VIEW_HOURS = {
  id: '',
  description: '',
  dayHours: defaultDayHours(),
  published: false,
  publishedAt: null,
};
const NO_BUFFERS = { bufferOpen: 0, bufferClose: 0 };

/**
 * Online ordering → Hours (spec 3 §2.2 /hours, §2.4, §4): the store's order hours per mode, its buffers and its
 * special hours. A store without order hours gets a record created on the first read (the 404 flow). Read-only by the
 * hours rule (spec 3 §4): a user without the edit permission, a company view of several stores (refused by the server:
 * the StoreView warning over a greyed default form, no Save or Discard) and a store offline (its status button stays,
 * so the store can be brought back).
 */
export function HoursPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('orderHours.title'));
  const { ctx } = usePortalAccess();
  const hours = useOrderHours(defaultDayHours);
  const buffers = useOrderHoursBuffers();
  const fulfillment = useFulfillmentSettings();
  const site = useStoreSite();
  const access = hoursAccess({
    viewOnly: ctx !== undefined && isOnlineOrderingViewOnly(ctx),
    companyView: [hours.error, buffers.error, fulfillment.error, site.error].some(isStoreViewRefusal),
    offline: site.data?.locked ?? false,
  });
  const [statusOpen, setStatusOpen] = useState(false);
  const [statusFailed, setStatusFailed] = useTimedFlag<'failed'>(3000);
  const onStatusFailure = useCallback(() => {
    setStatusOpen(false);
    setStatusFailed('failed');
  }, [setStatusFailed]);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('orderHours.title')}
    </Typography>
  );
  if (access.companyView && ctx)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        {title}
        <HoursNotices
          access={access}
          offlineText={t('orderHours.errors.storeOffline')}
          readOnlyText={t('orderHours.readOnly')}
        />
        <OrderHoursEditor
          loaded={COMPANY_VIEW_HOURS}
          buffers={NO_BUFFERS}
          modes={ORDER_HOURS_MODE_KEYS.filter(
            (mode) => mode !== 'delivery' || ctx.flags[ACCESS_FLAG.delivery] === true,
          )}
          readOnly
        />
      </Paper>
    );
  const failed = hours.isError || buffers.isError || fulfillment.isError || site.isError;
  if (!hours.data || !buffers.data || !fulfillment.data || !site.data || !ctx)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={failed}
          failedText={t('orderHours.errors.loading')}
          onRetry={() => {
            void hours.refetch();
            void buffers.refetch();
            void fulfillment.refetch();
            void site.refetch();
          }}
        />
      </Box>
    );

  const delivery = ctx.flags[ACCESS_FLAG.delivery] === true && fulfillment.data.offeringDelivery;
  const modes: TOrderHoursMode[] = ORDER_HOURS_MODE_KEYS.filter((mode) => mode !== 'delivery' || delivery);
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('orderHours.intro')}
      </Typography>
      <HoursNotices
        access={access}
        offlineText={t('orderHours.errors.storeOffline')}
        readOnlyText={t('orderHours.readOnly')}
      />
      {!access.viewOnly && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setStatusOpen(true)}>
          {t('orderHours.status.button')}
        </Button>
      )}
      {statusFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('orderHours.errors.emergencyCloseFailure')}
        </Alert>
      )}
      {statusOpen && <StoreStatusDialog onClose={() => setStatusOpen(false)} onFailure={onStatusFailure} />}
      <OrderHoursEditor
        key={hours.data.id}
        loaded={hours.data}
        buffers={buffers.data}
        modes={modes}
        readOnly={access.readOnly}
        showTimes
      />
      <SpecialHoursSection readOnly={access.readOnly} timeZone={site.data.timeZone} />
    </Paper>
  );
}
