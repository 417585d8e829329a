import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { isOnlineOrderingViewOnly, OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
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
import { StoreViewNotice } from '../../shared/store-view-notice';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isHttpError } from '../../../../lib/api-client';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useFulfillmentSettings, useOrderHours, useOrderHoursBuffers } from '../api/hours.queries';
import { OrderHoursEditor } from './order-hours-editor';
import { NextAvailableTimes } from '../../fulfillment-times/next-available-times';
import { SpecialHoursSection } from './special-hours-section';
import { StoreStatusDialog } from './store-status-dialog';
import { useTimedFlag } from './use-timed-flag';

const needsStore = (error: unknown) => isHttpError(error) && error.messageKey === OO_ERROR.storeView;

/**
 * Online ordering → Hours (spec 3 §2.2 /hours, §2.4, §4): the store's order hours per mode, its buffers and its
 * special hours. A store without order hours gets a record created on the first read (the 404 flow). A company view
 * of several stores (refused by the server) shows the StoreView warning and nothing to save; a user without the edit
 * permission sees everything read-only.
 */
export function HoursPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('orderHours.title'));
  const { ctx } = usePortalAccess();
  const hours = useOrderHours(defaultDayHours);
  const buffers = useOrderHoursBuffers();
  const fulfillment = useFulfillmentSettings();
  const readOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
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
  if ([hours.error, buffers.error, fulfillment.error].some(needsStore))
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
        {title}
        <StoreViewNotice />
      </Paper>
    );
  const failed = hours.isError || buffers.isError || fulfillment.isError;
  if (!hours.data || !buffers.data || !fulfillment.data || !ctx)
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
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('orderHours.readOnly')}
        </Alert>
      )}
      {!readOnly && (
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
        readOnly={readOnly}
      />
      <Box sx={{ my: 3 }}>
        <NextAvailableTimes fulfillmentType="pickup" />
      </Box>
      <SpecialHoursSection readOnly={readOnly} />
    </Paper>
  );
}
