import type { TAccessContext } from '@mp/contracts/access/access-context';
import type { THomeSummary } from '@mp/contracts/dashboards';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toNumber } from '../../../lib/format';
import { useFormat, type TFormatters } from '../../../lib/use-format';
import { useHomeSummary, type TDashboardView } from '../api/dashboards.queries';
import { compare, figureHref, formatCount, formatHour } from '../lib/comparison';
import { ChartFigure } from './chart-figure';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { HomeLists } from './home-lists';
import { KpiCard } from './kpi-card';

// The chart library loads after the figures: Home's first paint does not wait for it.
const HomeHourChart = lazy(async () => ({ default: (await import('./home-hour-chart')).HomeHourChart }));

type THomeFiguresProps = { view: TDashboardView; access: TAccessContext; locale: string };

const KPIS = [
  { key: 'netSales', money: true, pick: (s: THomeSummary) => s.NetSales },
  { key: 'tickets', money: false, pick: (s: THomeSummary) => s.Tickets },
  { key: 'guests', money: false, pick: (s: THomeSummary) => s.Guests },
  { key: 'averageTicket', money: true, pick: (s: THomeSummary) => s.AverageTicket },
] as const;

const valueText = (format: TFormatters, locale: string, money: boolean, value: string | number) =>
  money ? format.money(value) : formatCount(Number(value), locale);

/**
 * "How is business today" (issue 15 §6): today's figures against the same weekday last week, sales by hour, top
 * items, corrections, items out of stock and open online orders, each linking to the report behind it.
 */
export function HomeFigures({ view, access, locale }: THomeFiguresProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useHomeSummary(view);
  if (summary.isPending) return <DashboardSkeleton />;
  if (summary.isError) return <DashboardError error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  const today = { FromDate: s.BusinessDate, ToDate: s.BusinessDate };
  const link = (path: string) => figureHref(path, access, today);
  const hourlyHref = link('results/sales/hourly');
  const noSales = s.Tickets.Today === 0 && toNumber(s.NetSales.Today) === 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="home-figures">
      <Typography variant="body2" color="text.secondary">
        {t('dashboards.home.comparedWith', { today: format.day(s.BusinessDate), lastWeek: format.day(s.ComparedDate) })}
      </Typography>
      {noSales ? (
        <Alert severity="info" data-testid="home-no-sales">
          {t('dashboards.home.noSales')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {KPIS.map(({ key, money, pick }) => {
          const figure = pick(s);
          return (
            <KpiCard
              key={key}
              testId={`home-kpi-${key}`}
              label={t(`dashboards.kpi.${key}`)}
              value={valueText(format, locale, money, figure.Today)}
              comparison={{
                result: compare(figure.Today, figure.LastWeek),
                lastWeek: valueText(format, locale, money, figure.LastWeek),
              }}
              href={link('results/operations/summary')}
              locale={locale}
            />
          );
        })}
      </Box>
      <ChartFigure
        title={t('dashboards.home.salesByHour')}
        testId="home-sales-by-hour"
        columns={[t('dashboards.columns.hour'), t('dashboards.home.today'), t('dashboards.home.lastWeek')]}
        rows={s.SalesByHour.filter((h) => toNumber(h.Today) !== 0 || toNumber(h.LastWeek) !== 0).map((h) => [
          formatHour(h.Hour, locale),
          format.money(h.Today),
          format.money(h.LastWeek),
        ])}
        action={
          hourlyHref ? (
            <Link component={RouterLink} to={hourlyHref} variant="body2">
              {t('dashboards.home.hourlyReport')}
            </Link>
          ) : null
        }
      >
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <HomeHourChart hours={s.SalesByHour} locale={locale} />
        </Suspense>
      </ChartFigure>
      <HomeLists
        summary={s}
        links={{
          items: link('results/sales/item'),
          voids: link('results/operations/voidaudit'),
          refunds: link('results/operations/voidaudit'),
          discounts: link('results/operations/discountspromotions'),
          outOfStock: figureHref('menu/itemAvailability', access),
          orders: figureHref('results/posTrans', access),
        }}
      />
    </Box>
  );
}
