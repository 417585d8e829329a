import type { TPromotionOverlap } from '@mp/contracts/promotions';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The warning that other promotions touch the same items in the same stores at the same time (saving is allowed). */
export function OverlapsAlert({ overlaps }: { overlaps: TPromotionOverlap[] }) {
  const { t } = useTranslation();
  if (overlaps.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="promotion-overlaps">
      {t('promotions.overlaps', { count: overlaps.length, names: overlaps.map((o) => o.Name).join(', ') })}
    </Alert>
  );
}
