import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useActivitySummary } from '../api/dashboards.queries';
import { figureHref, formatCount } from '../lib/comparison';
import { TrendBars, TrendLine } from './dashboard-charts';
import { CardRow, ChartGrid, DashboardPageFrame, type TDashboardFrame } from './dashboard-page-frame';
import { ChartFigure } from './chart-figure';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { KpiCard } from './kpi-card';

/** My Store › Activity Summary (spec 3 §2.4): the range's sales, tickets and guests by day and its corrections. */
export function ActivitySummaryPage() {
  const { t } = useTranslation();
  return (
    <DashboardPageFrame title={t('portal.menu.mystore.activitysummary')}>
      {(frame) => <ActivitySummaryBody {...frame} />}
    </DashboardPageFrame>
  );
}

function ActivitySummaryBody({ view, range, access, locale }: TDashboardFrame) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useActivitySummary(view, range);
  if (query.isPending) return <DashboardSkeleton cards={7} />;
  if (query.isError) return <DashboardError error={query.error} onRetry={() => void query.refetch()} />;
  const { Days, Totals } = query.data;
  const summaryHref = figureHref('results/operations/summary', access, range);
  const count = (n: number) => formatCount(n, locale);
  const cards = [
    { key: 'netSales', value: format.money(Totals.NetSales), href: summaryHref },
    { key: 'tickets', value: count(Totals.Tickets), href: summaryHref },
    { key: 'guests', value: count(Totals.Guests), href: summaryHref },
    { key: 'averageTicket', value: format.money(Totals.AverageTicket), href: summaryHref },
    { key: 'voids', value: count(Totals.VoidCount), href: figureHref('results/operations/voidaudit', access, range) },
    {
      key: 'refunds',
      value: format.money(Totals.RefundAmount),
      href: figureHref('results/operations/voidaudit', access, range),
    },
    {
      key: 'discounts',
      value: format.discount(Totals.DiscountAmount),
      href: figureHref('results/operations/discountspromotions', access, range),
    },
  ];
  const labels = Days.map((d) => format.day(d.Date));
  const money = (v: number) => format.money(v);
  return (
    <div data-testid="activity-summary">
      {Totals.Tickets === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="dashboard-empty">
          {t('dashboards.noSalesInRange')}
        </Alert>
      ) : null}
      <CardRow>
        {cards.map((c) => (
          <KpiCard
            key={c.key}
            testId={`activity-kpi-${c.key}`}
            label={t(`dashboards.kpi.${c.key}`)}
            value={c.value}
            href={c.href}
            locale={locale}
          />
        ))}
      </CardRow>
      <ChartGrid>
        <ChartFigure
          title={t('dashboards.charts.salesTrend')}
          testId="chart-sales-trend"
          columns={[t('dashboards.columns.date'), t('dashboards.kpi.netSales'), t('dashboards.kpi.averageTicket')]}
          rows={Days.map((d, i) => [labels[i]!, format.money(d.NetSales), format.money(d.AverageTicket)])}
        >
          <TrendLine
            labels={labels}
            lines={[{ label: t('dashboards.kpi.netSales'), values: Days.map((d) => d.NetSales), format: money }]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('dashboards.charts.ticketsGuests')}
          testId="chart-tickets-guests"
          columns={[t('dashboards.columns.date'), t('dashboards.kpi.tickets'), t('dashboards.kpi.guests')]}
          rows={Days.map((d, i) => [labels[i]!, count(d.Tickets), count(d.Guests)])}
        >
          <TrendBars
            labels={labels}
            bars={[
              { label: t('dashboards.kpi.tickets'), values: Days.map((d) => d.Tickets), format: count },
              { label: t('dashboards.kpi.guests'), values: Days.map((d) => d.Guests), format: count },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('dashboards.charts.corrections')}
          testId="chart-corrections"
          columns={[
            t('dashboards.columns.date'),
            t('dashboards.kpi.voids'),
            t('dashboards.kpi.refunds'),
            t('dashboards.kpi.discounts'),
          ]}
          rows={Days.map((d, i) => [
            labels[i]!,
            count(d.VoidCount),
            format.money(d.RefundAmount),
            format.discount(d.DiscountAmount),
          ])}
        >
          <TrendBars
            labels={labels}
            bars={[
              {
                label: t('dashboards.kpi.refunds'),
                values: Days.map((d) => Math.abs(Number(d.RefundAmount))),
                format: money,
              },
              { label: t('dashboards.kpi.discounts'), values: Days.map((d) => d.DiscountAmount), format: money },
            ]}
          />
        </ChartFigure>
      </ChartGrid>
    </div>
  );
}
