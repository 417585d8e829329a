import { STORE_CONFIGURATION_ERROR } from '@mp/contracts/store-configuration';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isHttpError } from '../../../lib/api-client';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useStoreConfiguration } from '../api/store-configuration.queries';
import { StoreConfigurationForm } from './store-configuration-form';

/**
 * Settings → Store → Store configuration (spec 3 §2.1, §2.4): the selected store's contacts, receipt information,
 * receipt and tip messages and time zone. With no store selected (a company view of several stores, which the server
 * refuses) a warning offers the store selection.
 */
export function StoreConfigurationPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('storeConfiguration.title'));
  const { openSelection } = usePortalOutlet();
  const configuration = useStoreConfiguration();
  // Bumped by a reload after a stale save, so the form mounts again from the stored values.
  const [generation, setGeneration] = useState(0);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('storeConfiguration.title')}
    </Typography>
  );
  const needsStore =
    isHttpError(configuration.error) && configuration.error.messageKey === STORE_CONFIGURATION_ERROR.storeViewOnly;
  if (needsStore)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
        {title}
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => openSelection('store')}>
              {t('storeConfiguration.selectStore')}
            </Button>
          }
        >
          {t('storeConfiguration.chooseStore')}
        </Alert>
      </Paper>
    );
  if (configuration.isPending || configuration.isError)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={configuration.isError}
          failedText={t('storeConfiguration.loadFailed')}
          onRetry={() => void configuration.refetch()}
        />
      </Box>
    );

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('storeConfiguration.intro')}
      </Typography>
      <StoreConfigurationForm
        key={generation}
        loaded={configuration.data.Entity}
        onReload={async () => {
          await configuration.refetch();
          setGeneration((g) => g + 1);
        }}
      />
    </Paper>
  );
}
