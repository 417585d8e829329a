import { isRouteAllowed } from '@mp/contracts/access/menu';
import { isOnlineOrderingViewOnly, OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { isStoreViewRefusal, StoreViewGreyed } from '../../shared/store-view-greyed';
import { useCompanyProvisioning, useSiteInfo, useSiteProvisioning } from '../api/sites.queries';
import { PhysicalLocation, STORE_CONFIGURATION_PAGE } from './physical-location';
import { WebDomainEditor } from './web-domain-editor';

/**
 * Online ordering → Store information (spec 3 §2.4): the web domain editor and the store's physical location. The web
 * domain needs a store view (spec 3 §6): a multi-site company view, which the server refuses with the StoreView key,
 * shows the domain form greyed (the company's name, no site) under the warning, with no Save, and no location block.
 */
export function StorePage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('onlineOrdering.store.title'));
  const { access } = usePortalOutlet();
  const site = useSiteInfo();
  const companyView = isStoreViewRefusal(site.error);
  const company = useCompanyProvisioning();
  const siteName = useSiteProvisioning(site.isSuccess);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('onlineOrdering.store.title')}
    </Typography>
  );
  const loading = (!companyView && (site.isPending || site.isError)) || company.isPending || company.isError;
  if (loading || (!companyView && (siteName.isPending || siteName.isError)))
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={site.isError || company.isError || siteName.isError}
          failedText={t('onlineOrdering.store.loadFailed')}
          onRetry={() => void Promise.all([site.refetch(), company.refetch(), siteName.refetch()])}
        />
      </Box>
    );

  const viewOnly = isOnlineOrderingViewOnly(access);
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('onlineOrdering.store.intro')}
      </Typography>
      {viewOnly && !companyView && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(OO_ERROR.readOnly)}
        </Alert>
      )}
      <StoreViewGreyed active={companyView} message={t(OO_ERROR.storeView)}>
        <WebDomainEditor
          company={company.data?.uriName ?? null}
          site={companyView ? null : (siteName.data?.uriName ?? null)}
          disabled={viewOnly}
        />
      </StoreViewGreyed>
      {!companyView && site.data && (
        <PhysicalLocation
          info={site.data.receiptInformation}
          canEdit={isRouteAllowed(STORE_CONFIGURATION_PAGE, access)}
        />
      )}
    </Paper>
  );
}
