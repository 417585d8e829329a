import { reportColumnLabel, type TReportCell, type TReportChart, type TReportTable } from '@mp/contracts/reports';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toNumber } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { cellDisplay } from '../lib/cell-text';

type TReportChartProps = { chart: TReportChart; table: TReportTable };

const HEIGHT = 300;
// Room for the figures of a store's sales ('120,000') beside the axis; the default cuts them short.
const Y_AXIS_WIDTH = 72;

/**
 * A chart drawn from one of the report's tables (bar, line or pie). It is a picture: its title names it and the table
 * it is drawn from is its text alternative, so screen readers read the figures there, not a second time here.
 */
export function ReportChart({ chart, table }: TReportChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const categoryColumn = table.Columns.find((c) => c.Key === chart.Category);
  // Categories read as the table shows them: hours as 09:00, dates in the merchant's culture, codes by their label.
  const categoryText = (value: TReportCell | undefined) =>
    categoryColumn ? cellDisplay(t, format, categoryColumn, value) : String(value ?? '');
  const dataset: Record<string, string | number>[] = table.Rows.map((row) => ({
    ...Object.fromEntries(chart.Series.map((key) => [key, toNumber(row[key] as string | number | null) ?? 0])),
    category: categoryText(row[chart.Category]),
  }));
  const labelOf = (key: string) => {
    const column = table.Columns.find((c) => c.Key === key);
    return column ? reportColumnLabel(column, table.Columns, t) : key;
  };
  const series = chart.Series.map((key) => ({ dataKey: key, label: labelOf(key) }));
  const alternative = t('reports.viewer.chartAlternative', { table: t(table.TitleKey) });

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, mt: 3, breakInside: 'avoid' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(chart.TitleKey)}
      </Typography>
      <Box role="img" aria-label={`${t(chart.TitleKey)}. ${alternative}`} sx={{ width: '100%' }}>
        {chart.Kind === 'bar' ? (
          <BarChart
            dataset={dataset}
            xAxis={[{ scaleType: 'band', dataKey: 'category' }]}
            yAxis={[{ width: Y_AXIS_WIDTH }]}
            series={series}
            height={HEIGHT}
          />
        ) : chart.Kind === 'line' ? (
          <LineChart
            dataset={dataset}
            xAxis={[{ scaleType: 'point', dataKey: 'category' }]}
            yAxis={[{ width: Y_AXIS_WIDTH }]}
            series={series}
            height={HEIGHT}
          />
        ) : (
          <PieChart
            series={[
              {
                data: dataset.map((d, id) => ({
                  id,
                  label: String(d.category),
                  value: Number(d[chart.Series[0] ?? ''] ?? 0),
                })),
              },
            ]}
            height={HEIGHT}
          />
        )}
      </Box>
    </Box>
  );
}
