import { feesNeedCompanyView } from '@mp/contracts/online-ordering/fees';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { useFees, useFeeSites, useFeeTaxCategories } from '../api/fees.queries';
import { FeesEditor } from './fees-editor';

/**
 * Online ordering → Fees (spec 3 §2.4, §4 Fee form, §6): the company's fees, one tab each. Fees are edited in the
 * company view: a store's view of a merchant with several stores shows them greyed and asks for it (decided here
 * from the portal data, since the server takes fee operations in any view, the delivery save's from a store); a user
 * without the edit permission sees them read-only.
 */
export function FeesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('fees.title'));
  const { portal, openSelection } = usePortalOutlet();
  const { ctx } = usePortalAccess();
  const needCompanyView = feesNeedCompanyView(portal);
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const fees = useFees();
  const sites = useFeeSites(portal.merhantId);
  const taxCategories = useFeeTaxCategories();

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('fees.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('fees.intro')}
      </Typography>
      {needCompanyView && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="fees-company-view"
          action={
            <Button color="inherit" size="small" onClick={() => openSelection('store')}>
              {t('fees.chooseCompanyView')}
            </Button>
          }
        >
          {t('fees.companyView')}
        </Alert>
      )}
      {viewOnly && !needCompanyView && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('onlineOrdering.readOnlyNotice')}
        </Alert>
      )}
      {fees.data && sites.data && taxCategories.data ? (
        <FeesEditor
          fees={fees.data}
          sites={sites.data}
          taxCategories={taxCategories.data}
          locked={needCompanyView || viewOnly}
          reload={async () => (await fees.refetch()).data}
        />
      ) : (
        <PendingOrFailed
          failed={fees.isError || sites.isError || taxCategories.isError}
          failedText={t('fees.loadFailed')}
          onRetry={() => void Promise.all([fees.refetch(), sites.refetch(), taxCategories.refetch()])}
        />
      )}
    </Paper>
  );
}
