import type { THomeSummary } from '@mp/contracts/dashboards';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { toNumber } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { formatHour } from '../lib/comparison';

type THomeHourChartProps = { hours: THomeSummary['SalesByHour']; locale: string };

/**
 * Net sales by hour today beside the same weekday last week. Loaded on its own (React.lazy) so Home's figures show
 * before the chart library arrives. Hours before the first and after the last sale of either day are left out.
 */
export function HomeHourChart({ hours, locale }: THomeHourChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const sold = hours.filter((h) => toNumber(h.Today) !== 0 || toNumber(h.LastWeek) !== 0);
  const first = sold[0]?.Hour ?? 0;
  const last = sold.at(-1)?.Hour ?? 23;
  const shown = hours.filter((h) => h.Hour >= first && h.Hour <= last);
  return (
    <BarChart
      height={260}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: shown.map((h) => formatHour(h.Hour, locale)) }]}
      yAxis={[{ valueFormatter: (v: number) => format.money(v) }]}
      series={[
        {
          label: t('dashboards.home.today'),
          data: shown.map((h) => toNumber(h.Today) ?? 0),
          valueFormatter: (v) => format.money(v),
        },
        {
          label: t('dashboards.home.lastWeek'),
          data: shown.map((h) => toNumber(h.LastWeek) ?? 0),
          valueFormatter: (v) => format.money(v),
        },
      ]}
    />
  );
}
