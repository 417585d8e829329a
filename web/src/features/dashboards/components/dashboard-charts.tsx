import type { TMixSlice } from '@mp/contracts/dashboards';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { toNumber } from '../../../lib/format';

/** One plotted line or bar set: its legend and values, formatted for the tooltip and axis. */
export type TTrendSeries = { label: string; values: readonly (string | number)[]; format: (v: number) => string };

const HEIGHT = 260;
const series = (s: TTrendSeries) => ({
  label: s.label,
  data: s.values.map((v) => toNumber(v) ?? 0),
  valueFormatter: (v: number | null) => (v === null ? '' : s.format(v)),
});

/** A trend by day: lines over the days' labels (the first series' format reads the axis). */
export function TrendLine({ labels, lines }: { labels: readonly string[]; lines: readonly TTrendSeries[] }) {
  return (
    <LineChart
      height={HEIGHT}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: [...labels] }]}
      // The axis as wide as its longest label: money with cents ('$2,150.00') was cut to '$2,…'.
      yAxis={[{ width: 'auto', valueFormatter: (v: number) => lines[0]?.format(v) ?? String(v) }]}
      series={lines.map((l) => ({ ...series(l), showMark: labels.length <= 31 }))}
    />
  );
}

/** Bars by category (days, hours, names). */
export function TrendBars({ labels, bars }: { labels: readonly string[]; bars: readonly TTrendSeries[] }) {
  return (
    <BarChart
      height={HEIGHT}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: [...labels] }]}
      yAxis={[{ width: 'auto', valueFormatter: (v: number) => bars[0]?.format(v) ?? String(v) }]}
      series={bars.map(series)}
    />
  );
}

/**
 * A mix as a pie: each slice's amount; slices that are not positive (a category only returned) cannot be drawn and
 * stay in the table beside the chart.
 */
export function MixPie({ slices, format }: { slices: readonly TMixSlice[]; format: (v: number) => string }) {
  const drawn = slices.filter((s) => (toNumber(s.Amount) ?? 0) > 0);
  return (
    <PieChart
      height={HEIGHT}
      skipAnimation
      series={[
        {
          data: drawn.map((s, id) => ({ id, value: toNumber(s.Amount) ?? 0, label: s.Name })),
          valueFormatter: (item) => format(item.value),
          innerRadius: 40,
        },
      ]}
    />
  );
}
