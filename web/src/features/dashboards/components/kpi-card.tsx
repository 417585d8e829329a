import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatChange, type TComparison } from '../lib/comparison';

const ARROW = { up: '▲', down: '▼', flat: '●', none: '' } as const;
const COLOR = { up: 'success.main', down: 'error.main', flat: 'text.secondary', none: 'text.secondary' } as const;

type TKpiCardProps = {
  label: string;
  value: string;
  /** Today against the same weekday last week; none for a figure without a comparison. */
  comparison?: { result: TComparison; lastWeek: string };
  /** The report behind the figure, or null when the user may not open it. */
  href: string | null;
  testId: string;
  /** The merchant's culture, for the percent. */
  locale: string;
};

/** One figure of today: its value, how it moved since last week (▲/▼ and percent) and a link to its report. */
export function KpiCard({ label, value, comparison, href, testId, locale }: TKpiCardProps) {
  const { t } = useTranslation();
  const content: ReactNode = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="span"
        sx={{ display: 'block', fontWeight: 600 }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      {comparison ? (
        <Box component="span" sx={{ display: 'block', typography: 'body2' }} data-testid={`${testId}-change`}>
          <Box component="span" sx={{ color: COLOR[comparison.result.trend], fontWeight: 600 }}>
            <span aria-hidden>{ARROW[comparison.result.trend]} </span>
            {comparison.result.percent === null
              ? t('dashboards.kpi.noComparison')
              : formatChange(comparison.result.percent, locale)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('dashboards.kpi.lastWeek', { value: comparison.lastWeek })}
          </Box>
        </Box>
      ) : null}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      {href ? (
        <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
