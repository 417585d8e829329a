import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { useBrandSites, useSiteBrands } from '../api/site-branding.queries';
import { SiteBrandingEditor } from './site-branding-editor';

const k = (key: string) => `siteBranding.${key}`;

/**
 * Online ordering → Site branding (spec 3 §2.4, §4, §6): the company's brands, one tab each, and the sites each one
 * dresses. The page exists only with the branding-customisation flag (the menu's rule, applied by the route guard and
 * by the server); without the edit permission it is read-only.
 */
export function SiteBrandingPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t(k('title')));
  const { portal, access } = usePortalOutlet();
  const viewOnly = isOnlineOrderingViewOnly(access);
  const brands = useSiteBrands();
  const sites = useBrandSites(portal.merhantId);

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
        {t(k('title'))}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(k('intro'))}
      </Typography>
      {viewOnly && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="site-branding-read-only">
          {t('onlineOrdering.readOnlyNotice')}
        </Alert>
      )}
      {brands.data && sites.data ? (
        <SiteBrandingEditor
          brands={brands.data}
          sites={sites.data}
          locked={viewOnly}
          reload={async () => (await brands.refetch()).data}
        />
      ) : (
        <PendingOrFailed
          failed={brands.isError || sites.isError}
          failedText={t(k('loadFailed'))}
          onRetry={() => void Promise.all([brands.refetch(), sites.refetch()])}
        />
      )}
    </Paper>
  );
}
