import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** Placeholders shaped like the figures while they load: cards, then a chart. */
export function DashboardSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('dashboards.loading')} data-testid="dashboard-loading">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 2 }}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={108} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

/** The figures could not load: why, and a retry. */
export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="dashboard-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('dashboards.retry')}
        </Button>
      }
    >
      {errorText(t, error, { fallbackKey: 'dashboards.loadFailed' })}
    </Alert>
  );
}
