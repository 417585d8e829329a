import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useCustomerDashboard } from '../api/dashboards.queries';
import { figureHref, formatCount } from '../lib/comparison';
import { MixPie, TrendBars, TrendLine } from './dashboard-charts';
import { CardRow, ChartGrid, DashboardPageFrame, type TDashboardFrame } from './dashboard-page-frame';
import { ChartFigure } from './chart-figure';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { KpiCard } from './kpi-card';
import { TopCustomersTable } from './top-customers-table';

/**
 * My Store › Customer Dashboard (spec 3 §2.4, issue 16 §5): new against returning customers, their visits and spend
 * by day, whose the sales were (loyalty members, other customers, nobody named) and the top customers.
 */
export function CustomerDashboardPage() {
  const { t } = useTranslation();
  return (
    <DashboardPageFrame title={t('portal.menu.mystore.customerdashboard')}>
      {(frame) => <CustomerDashboardBody {...frame} />}
    </DashboardPageFrame>
  );
}

function CustomerDashboardBody({ view, range, access, locale }: TDashboardFrame) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useCustomerDashboard(view, range);
  if (query.isPending) return <DashboardSkeleton cards={6} />;
  if (query.isError) return <DashboardError error={query.error} onRetry={() => void query.refetch()} />;
  const { Days, Totals, Shares, TopCustomers } = query.data;
  const customerSales = figureHref('results/customer/sales', access, range);
  const count = (n: number) => formatCount(n, locale);
  const money = (v: number) => format.money(v);
  const labels = Days.map((d) => format.day(d.Date));
  const label = (key: string) => t(`dashboards.customers.kpi.${key}`);
  const cards = [
    { key: 'customers', value: count(Totals.Customers) },
    { key: 'newCustomers', value: count(Totals.NewCustomers) },
    { key: 'returningCustomers', value: count(Totals.ReturningCustomers) },
    { key: 'visits', value: count(Totals.Visits) },
    { key: 'averageVisit', value: format.money(Totals.AverageVisit) },
    { key: 'loyaltyPercent', value: format.percent(Totals.LoyaltyPercent) },
  ];
  const shares = Shares.map((s) => ({ ...s, Name: t(`dashboards.customers.shares.${s.Name}`) }));
  return (
    <div data-testid="customer-dashboard">
      {Totals.Visits === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="dashboard-empty">
          {t('dashboards.customers.noVisits')}
        </Alert>
      ) : null}
      <CardRow>
        {cards.map((c) => (
          <KpiCard
            key={c.key}
            testId={`customer-kpi-${c.key}`}
            label={label(c.key)}
            value={c.value}
            href={customerSales}
            locale={locale}
          />
        ))}
      </CardRow>
      <ChartGrid>
        <ChartFigure
          title={t('dashboards.customers.charts.newReturning')}
          testId="chart-new-returning"
          columns={[t('dashboards.columns.date'), label('newCustomers'), label('returningCustomers')]}
          rows={Days.map((d, i) => [labels[i]!, count(d.NewCustomers), count(d.ReturningCustomers)])}
        >
          <TrendBars
            labels={labels}
            bars={[
              { label: label('newCustomers'), values: Days.map((d) => d.NewCustomers), format: count },
              { label: label('returningCustomers'), values: Days.map((d) => d.ReturningCustomers), format: count },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('dashboards.customers.charts.spendTrend')}
          testId="chart-customer-spend"
          columns={[
            t('dashboards.columns.date'),
            t('dashboards.customers.columns.visits'),
            t('dashboards.customers.columns.spend'),
          ]}
          rows={Days.map((d, i) => [labels[i]!, count(d.Visits), format.money(d.Spend)])}
        >
          <TrendLine
            labels={labels}
            lines={[
              { label: t('dashboards.customers.columns.spend'), values: Days.map((d) => d.Spend), format: money },
            ]}
          />
        </ChartFigure>
      </ChartGrid>
      {/* The top customers' table needs the width of two charts; the pie beside it, one. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <ChartFigure
          title={t('dashboards.customers.charts.shares')}
          testId="chart-customer-shares"
          columns={[
            t('dashboards.customers.columns.customer'),
            t('dashboards.columns.amount'),
            t('dashboards.columns.share'),
          ]}
          rows={shares.map((s) => [s.Name, format.money(s.Amount), format.percent(s.Percent)])}
        >
          <MixPie slices={shares} format={money} />
        </ChartFigure>
        <TopCustomersTable customers={TopCustomers} href={customerSales} formatCount={count} />
      </Box>
    </div>
  );
}
