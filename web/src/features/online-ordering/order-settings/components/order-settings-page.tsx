import { ACCESS_FLAG, isFlagOn } from '@mp/contracts/access/flags';
import { isOnlineOrderingViewOnly, OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import {
  orderSettingsTabs,
  shownTabOf,
  ORDER_SETTINGS_TABS,
  type TOrderSettingsTab,
} from '@mp/contracts/online-ordering/order-settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isHttpError } from '../../../../lib/api-client';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useFulfillmentSettings } from '../api/order-settings.queries';
import { DeliveryTab } from './delivery-tab';
import { DineInTab } from './dine-in-tab';
import { FutureOrdersTab } from './future-orders-tab';
import { OfferingSwitchTab } from './offering-switch-tab';
import { ScanOrderTab } from './scan-order-tab';

/**
 * Spec 3 §2.4 Order settings: Future orders, Curbside, Dine-in, Delivery and Scan order and pay, in that order. The
 * delivery tab needs the delivery flag, scan order and pay the open-check integration flag; a view-only user sees
 * neither Dine-in nor Scan order and pay, and a selected tab that is hidden gives way to the first. A company view of
 * several stores shows the tabs greyed with the StoreView warning and no Save (the server refuses it too).
 */
export function OrderSettingsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('orderSettings.title'));
  const { ctx } = usePortalAccess();
  const fulfillment = useFulfillmentSettings();
  const [selected, setSelected] = useState<TOrderSettingsTab>('future');
  const [saved, setSaved] = useState(false);
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const shown = orderSettingsTabs({
    deliveryFlag: isFlagOn(ctx?.flags ?? {}, ACCESS_FLAG.delivery),
    openCheckFlag: isFlagOn(ctx?.flags ?? {}, ACCESS_FLAG.openCheckIntegration),
    viewOnly,
  });
  const tab = shownTabOf(selected, shown);
  const storeView = isHttpError(fulfillment.error) && fulfillment.error.messageKey === OO_ERROR.storeView;

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('orderSettings.title')}
    </Typography>
  );
  const tabList = (disabled: boolean) => (
    <Tabs
      value={disabled ? false : ORDER_SETTINGS_TABS.indexOf(tab)}
      onChange={(_, index: number) => setSelected(ORDER_SETTINGS_TABS[index]!)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('orderSettings.title')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {ORDER_SETTINGS_TABS.map((name, index) =>
        shown.includes(name) ? (
          <Tab
            key={name}
            value={index}
            label={t(`orderSettings.tabs.${name}`)}
            id={`order-settings-tab-${name}`}
            aria-controls={`order-settings-panel-${name}`}
            disabled={disabled}
          />
        ) : null,
      )}
    </Tabs>
  );

  if (storeView)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        {title}
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('orderSettings.storeView')}
        </Alert>
        <Box sx={{ opacity: 0.6 }}>{tabList(true)}</Box>
      </Paper>
    );
  if (fulfillment.isPending || fulfillment.isError || !ctx)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={fulfillment.isError}
          failedText={t('orderSettings.loadFailed')}
          onRetry={() => void fulfillment.refetch()}
        />
      </Box>
    );

  const props = { disabled: viewOnly, onSaved: () => setSaved(true) };
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      {viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('orderSettings.viewOnlyNotice')}
        </Alert>
      )}
      {tabList(false)}
      <Box role="tabpanel" id={`order-settings-panel-${tab}`} aria-labelledby={`order-settings-tab-${tab}`}>
        {tab === 'future' && <FutureOrdersTab {...props} />}
        {tab === 'curbside' && <OfferingSwitchTab {...props} field="offeringCurbside" settings={fulfillment.data} />}
        {tab === 'dineIn' && <DineInTab {...props} settings={fulfillment.data} />}
        {tab === 'delivery' && <DeliveryTab {...props} settings={fulfillment.data} />}
        {tab === 'scanAndPay' && <ScanOrderTab {...props} />}
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('orderSettings.saved')}
      />
    </Paper>
  );
}
