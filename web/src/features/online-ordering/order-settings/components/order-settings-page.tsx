import { ACCESS_FLAG, isFlagOn } from '@mp/contracts/access/flags';
import { defaultFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
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
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { StoreViewGreyed, useStoreViewFallback } from '../../shared/store-view-greyed';
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
 * several stores shows every tab's form greyed, with the contract's defaults, under the StoreView warning and without
 * Save (spec 3 §6; the server refuses it too); the tabs can still be chosen, to see what each holds.
 */

/** What a company view's greyed tabs show: a store that never saved them. */
const greyedFulfillment = () => ({ ...defaultFulfillmentTimeSettings(), enterpriseUnitId: '' });

export function OrderSettingsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('orderSettings.title'));
  const { ctx } = usePortalAccess();
  const fulfillment = useFulfillmentSettings();
  const { greyed, data: settings } = useStoreViewFallback(fulfillment, greyedFulfillment);
  const [selected, setSelected] = useState<TOrderSettingsTab>('future');
  const [saved, setSaved] = useState(false);
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const shown = orderSettingsTabs({
    deliveryFlag: isFlagOn(ctx?.flags ?? {}, ACCESS_FLAG.delivery),
    openCheckFlag: isFlagOn(ctx?.flags ?? {}, ACCESS_FLAG.openCheckIntegration),
    viewOnly,
  });
  const tab = shownTabOf(selected, shown);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('orderSettings.title')}
    </Typography>
  );
  const tabList = (
    <Tabs
      value={ORDER_SETTINGS_TABS.indexOf(tab)}
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
          />
        ) : null,
      )}
    </Tabs>
  );

  if (!settings || !ctx)
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

  const props = { disabled: viewOnly || greyed, onSaved: () => setSaved(true) };
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      {viewOnly && !greyed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('orderSettings.viewOnlyNotice')}
        </Alert>
      )}
      <StoreViewGreyed active={greyed} message={t('orderSettings.storeView')} navigation={tabList}>
        <Box role="tabpanel" id={`order-settings-panel-${tab}`} aria-labelledby={`order-settings-tab-${tab}`}>
          {tab === 'future' && <FutureOrdersTab {...props} />}
          {tab === 'curbside' && <OfferingSwitchTab {...props} field="offeringCurbside" settings={settings} />}
          {tab === 'dineIn' && <DineInTab {...props} settings={settings} />}
          {tab === 'delivery' && <DeliveryTab {...props} settings={settings} />}
          {tab === 'scanAndPay' && <ScanOrderTab {...props} />}
        </Box>
      </StoreViewGreyed>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={t('orderSettings.saved')}
      />
    </Paper>
  );
}
