import {
  dayPartedTypes,
  MIGRATION_AREAS,
  migrationNeedsCompanyView,
  overallStatus,
} from '@mp/contracts/online-ordering/data-migration';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useMigrateMerchant } from '../api/data-migration.queries';
import { MigrationCard } from './migration-card';
import { cardsOfEndpoints, failedCards, initialCards, loadingCards, type TCards } from './migration-cards';

const k = (key: string) => `dataMigration.${key}`;
/** Spec 2 §8: the error toast shows for 5 seconds. */
export const ERROR_TOAST_MS = 5000;

/**
 * Settings → Admin → Data migration (spec 2 §1, §4, §6, §7): provider staff copy the merchant's POS-side setup into
 * online ordering. A header with the sync button, one card per area, the result alerts; disabled in store view. The
 * portal keeps no legacy organization or enterprise unit, so the run names the merchant and the view's store (0 in
 * the company view: every store) for both (README, Data migration).
 */
export function DataMigrationPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t(k('title')));
  const { portal } = usePortalOutlet();
  const storeView = migrationNeedsCompanyView(portal);
  const migrate = useMigrateMerchant();
  const [cards, setCards] = useState<TCards>(initialCards);
  const [toast, setToast] = useState<string | null>(null);
  const overall = overallStatus(MIGRATION_AREAS.map((area) => cards[area].status));
  const dayParted = dayPartedTypes(cards.fulfillmentTypeConfig.message);

  const onSync = () => {
    setCards(loadingCards());
    setToast(null);
    migrate.mutate(
      {
        merchantId: portal.merhantId,
        storeId: portal.storeId,
        organization: String(portal.merhantId),
        enterpriseUnit: String(portal.storeId),
      },
      {
        onSuccess: (result) => setCards(cardsOfEndpoints(result.endpoints)),
        onError: (error) => {
          setCards(failedCards());
          setToast(errorText(t, error));
        },
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography id={titleId} variant="h5" component="h1">
            {t(k('title'))}
          </Typography>
          <Typography color="text.secondary">{t(k('intro'))}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<SyncIcon />}
          onClick={onSync}
          disabled={storeView || migrate.isPending}
          sx={{ flexShrink: 0 }}
        >
          {migrate.isPending ? t(k('updating')) : t(k('sync'))}
        </Button>
      </Stack>
      {storeView && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="migration-store-view">
          {t(k('storeView'))}
        </Alert>
      )}
      {overall === 'success' && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {t(k('result.success'))}
        </Alert>
      )}
      {overall === 'warning' && !migrate.isPending && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          {t(k('result.warning'))}
        </Alert>
      )}
      {overall === 'error' && toast === null && (
        <Alert severity="error" sx={{ mb: 2 }} role="status">
          {t(k('result.error'))}
        </Alert>
      )}
      {dayParted && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="migration-day-parted">
          <AlertTitle>{t(k('dayParted.title'))}</AlertTitle>
          {t(k('dayParted.body'), { types: dayParted.join(', ') })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {MIGRATION_AREAS.map((area) => (
          <MigrationCard key={area} area={area} card={cards[area]} />
        ))}
      </Box>
      <Snackbar open={toast !== null} autoHideDuration={ERROR_TOAST_MS} onClose={() => setToast(null)}>
        <Alert severity="error" variant="filled" onClose={() => setToast(null)} sx={{ width: '100%' }}>
          <AlertTitle>{t(k('errorToast.title'))}</AlertTitle>
          {toast ?? ''}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
