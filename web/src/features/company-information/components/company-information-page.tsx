import { mayEditCompanyInformation } from '@mp/contracts/company-information';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePortalAccess } from '../../../lib/session/use-portal-access';
import { useCompanyInformation, useCountries } from '../api/company-information.queries';
import { CompanyForm } from './company-form';
import { ReceiptInfoSection } from './receipt-info-section';

/**
 * Settings → Company (spec 2 §2 "Company information form", spec 3 §2.1): the merchant's company form, read-only
 * without the company-edit right, and in a store view that store's receipt text below it.
 */
export function CompanyInformationPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('companyInformation.title'));
  const { portal, ctx } = usePortalAccess();
  const mayEdit = ctx ? mayEditCompanyInformation(ctx) : false;
  const company = useCompanyInformation();
  const countries = useCountries();
  // Bumped by a reload after a stale save, so the form mounts again from the stored values.
  const [generation, setGeneration] = useState(0);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('companyInformation.title')}
    </Typography>
  );
  if (company.isPending || countries.isPending || company.isError || countries.isError)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={company.isError || countries.isError}
          failedText={t('companyInformation.loadFailed')}
          onRetry={() => void Promise.all([company.refetch(), countries.refetch()])}
        />
      </Box>
    );

  const loaded = company.data.Entity;
  const inStore = (portal?.storeId ?? 0) !== 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        {title}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('companyInformation.intro')}
        </Typography>
        {!mayEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('companyInformation.viewOnlyNotice')}
          </Alert>
        )}
        <CompanyForm
          key={generation}
          loaded={loaded}
          countries={countries.data}
          mayEdit={mayEdit}
          onReload={async () => {
            await company.refetch();
            setGeneration((g) => g + 1);
          }}
        />
      </Paper>
      {inStore && <ReceiptInfoSection mayEdit={mayEdit} />}
    </Box>
  );
}
