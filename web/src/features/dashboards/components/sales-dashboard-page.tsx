import type { TMixSlice } from '@mp/contracts/dashboards';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useSalesDashboard } from '../api/dashboards.queries';
import { figureHref } from '../lib/comparison';
import { MixPie, TrendLine } from './dashboard-charts';
import { CardRow, ChartGrid, DashboardPageFrame, type TDashboardFrame } from './dashboard-page-frame';
import { ChartFigure } from './chart-figure';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { KpiCard } from './kpi-card';

/** My Store › Sales Dashboard (spec 3 §2.4): sales trend, tender mix, category mix and labor % of sales. */
export function SalesDashboardPage() {
  const { t } = useTranslation();
  return (
    <DashboardPageFrame title={t('portal.menu.mystore.salesdashboard')}>
      {(frame) => <SalesDashboardBody {...frame} />}
    </DashboardPageFrame>
  );
}

function SalesDashboardBody({ view, range, access, locale }: TDashboardFrame) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useSalesDashboard(view, range);
  if (query.isPending) return <DashboardSkeleton cards={3} />;
  if (query.isError) return <DashboardError error={query.error} onRetry={() => void query.refetch()} />;
  const { Days, Totals, Tenders, Categories } = query.data;
  const labels = Days.map((d) => format.day(d.Date));
  const money = (v: number) => format.money(v);
  const percent = (v: number) => format.percent(v);
  const mixRows = (slices: readonly TMixSlice[]) =>
    slices.map((s) => [s.Name, format.money(s.Amount), format.percent(s.Percent)]);
  const mixColumns = (name: string) => [name, t('dashboards.columns.amount'), t('dashboards.columns.share')];
  return (
    <div data-testid="sales-dashboard">
      {Number(Totals.NetSales) === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="dashboard-empty">
          {t('dashboards.noSalesInRange')}
        </Alert>
      ) : null}
      <CardRow>
        <KpiCard
          testId="sales-kpi-netSales"
          label={t('dashboards.kpi.netSales')}
          value={format.money(Totals.NetSales)}
          href={figureHref('results/sales/summary', access, range)}
          locale={locale}
        />
        <KpiCard
          testId="sales-kpi-laborCost"
          label={t('dashboards.kpi.laborCost')}
          value={format.money(Totals.LaborCost)}
          href={figureHref('results/operations/labor', access, range)}
          locale={locale}
        />
        <KpiCard
          testId="sales-kpi-laborPercent"
          label={t('dashboards.kpi.laborPercent')}
          value={format.percent(Totals.LaborPercent)}
          href={figureHref('results/operations/labor', access, range)}
          locale={locale}
        />
      </CardRow>
      <ChartGrid>
        <ChartFigure
          title={t('dashboards.charts.salesTrend')}
          testId="chart-sales-trend"
          columns={[t('dashboards.columns.date'), t('dashboards.kpi.netSales')]}
          rows={Days.map((d, i) => [labels[i]!, format.money(d.NetSales)])}
        >
          <TrendLine
            labels={labels}
            lines={[{ label: t('dashboards.kpi.netSales'), values: Days.map((d) => d.NetSales), format: money }]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('dashboards.charts.laborPercent')}
          testId="chart-labor-percent"
          columns={[
            t('dashboards.columns.date'),
            t('dashboards.kpi.laborCost'),
            t('dashboards.kpi.netSales'),
            t('dashboards.kpi.laborPercent'),
          ]}
          rows={Days.map((d, i) => [
            labels[i]!,
            format.money(d.LaborCost),
            format.money(d.NetSales),
            format.percent(d.LaborPercent),
          ])}
        >
          <TrendLine
            labels={labels}
            lines={[
              { label: t('dashboards.kpi.laborPercent'), values: Days.map((d) => d.LaborPercent), format: percent },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('dashboards.charts.tenderMix')}
          testId="chart-tender-mix"
          columns={mixColumns(t('dashboards.columns.tender'))}
          rows={mixRows(Tenders)}
        >
          <MixPie slices={Tenders} format={money} />
        </ChartFigure>
        <ChartFigure
          title={t('dashboards.charts.categoryMix')}
          testId="chart-category-mix"
          columns={mixColumns(t('dashboards.columns.category'))}
          rows={mixRows(Categories)}
        >
          <MixPie slices={Categories} format={money} />
        </ChartFigure>
      </ChartGrid>
    </div>
  );
}
