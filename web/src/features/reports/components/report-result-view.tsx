import type { TReportResult } from '@mp/contracts/reports';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { nextSort, type TTableSort } from '../lib/report-params';
import { ReportTable } from './report-table';

// The charting library is most of the viewer's weight: it loads with the first report that has a chart.
const ReportChart = lazy(async () => ({ default: (await import('./report-chart')).ReportChart }));

type TReportResultViewProps = {
  result: TReportResult;
  sort: TTableSort;
  onSortChange: (sort: TTableSort) => void;
  /** The export and print buttons, when this user may use them. */
  actions: ReactNode;
};

/** The answer: the header the service decided (with the comparison range), each table with its charts below it. */
export function ReportResultView({ result, sort, onSortChange, actions }: TReportResultViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const isEmpty = result.Tables.every((table) => table.Rows.length === 0);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'start' }}>
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {result.StoreName}
            {result.IsCompanyView ? ` (${t('reports.viewer.header.companyView')})` : ''}
          </Typography>
          {result.Address ? <Typography variant="body2">{result.Address}</Typography> : null}
          <Typography variant="body2" data-testid="report-range">
            {t('reports.viewer.header.range', { from: format.day(result.FromDate), to: format.day(result.ToDate) })}
          </Typography>
          {result.Comparison ? (
            <Typography variant="body2" data-testid="report-comparison">
              {t(`reports.viewer.header.comparison.${result.Comparison.CompareTo}`, {
                from: format.day(result.Comparison.FromDate),
                to: format.day(result.Comparison.ToDate),
              })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('reports.viewer.header.generatedAt', { time: format.dateTime(result.GeneratedAt) })}
          </Typography>
        </Box>
        {actions}
      </Box>
      {isEmpty ? (
        <Typography role="status" sx={{ mt: 3 }}>
          {t('reports.viewer.empty')}
        </Typography>
      ) : (
        result.Tables.map((table, index) => (
          <Box key={table.Key}>
            <ReportTable
              table={table}
              headingId={`${baseId}-table-${index}`}
              sort={sort}
              onSort={(column) => onSortChange(nextSort(sort, column))}
            />
            <Suspense fallback={null}>
              {result.Charts.filter((chart) => chart.Table === table.Key).map((chart) => (
                <ReportChart key={chart.Key} chart={chart} table={table} />
              ))}
            </Suspense>
          </Box>
        ))
      )}
    </Box>
  );
}
