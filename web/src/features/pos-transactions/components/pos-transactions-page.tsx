import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useViewerSettings } from '../api/pos-transactions.queries';
import { TransactionsView } from './transactions-view';

/** Results → POS Transactions (spec 2 §2): waits for the store's settings (zone, today, types, flag). */
export function PosTransactionsPage() {
  const { t } = useTranslation();
  const { portal, openSelection } = usePortalOutlet();
  const settings = useViewerSettings(portal.storeId);

  if (settings.data)
    return (
      <TransactionsView
        // Another store is another page: its filters, selection and today start afresh.
        key={portal.storeId}
        storeId={portal.storeId}
        settings={settings.data}
        onSelectStore={() => openSelection('store')}
      />
    );
  return (
    <Box component="section" aria-labelledby="pos-transactions-title">
      <Typography id="pos-transactions-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('posTransactions.title')}
      </Typography>
      {settings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('posTransactions.loadFailed')}
        </Alert>
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
    </Box>
  );
}
