import type { TMigrationArea } from '@mp/contracts/online-ordering/data-migration';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCard } from './migration-cards';

const CHIP_COLOR: Record<TCard['status'], ChipProps['color']> = {
  uninitialized: 'default',
  loading: 'default',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** One migrated area: its name, a status chip and the server's message (spec 2 §1, §4). */
export function MigrationCard({ area, card }: { area: TMigrationArea; card: TCard }) {
  const { t } = useTranslation();
  const titleId = `migration-${area}`;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={titleId}
      data-status={card.status}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {t(`dataMigration.areas.${area}`)}
          </Typography>
          {card.status === 'loading' ? (
            <CircularProgress size={20} aria-label={t('dataMigration.updating')} />
          ) : (
            <Chip
              size="small"
              color={CHIP_COLOR[card.status]}
              label={t(`dataMigration.status.${card.status}`)}
              // The theme's white text on the warning orange is below 4.5:1: dark text on its light shade instead.
              sx={card.status === 'warning' ? { bgcolor: 'warning.light', color: 'text.primary' } : undefined}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {card.status === 'loading' ? t('dataMigration.updating') : card.message || t(`dataMigration.hints.${area}`)}
        </Typography>
      </CardContent>
    </Card>
  );
}
