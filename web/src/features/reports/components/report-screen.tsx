import { mayExportReports, type TReportDefinition } from '@mp/contracts/reports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useReportResult } from '../api/reports.queries';
import { useReportParams } from '../hooks/use-report-params';
import type { TTableSort } from '../lib/report-params';
import { ExportActions } from './export-actions';
import { OtherApplicationAlert } from './other-application-alert';
import { ParameterBar } from './parameter-bar';
import { ReportResultView } from './report-result-view';
import { ScheduleAction } from './schedule-action';

type TReportScreenProps = { report: TReportDefinition; today: string };

/** The parameter bar over the report the URL asks for: loading, refusals at their field, not-yet-built, the answer. */
export function ReportScreen({ report, today }: TReportScreenProps) {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const params = useReportParams(report, today);
  const result = useReportResult(portal.storeId, report, params.query, true);
  const [sort, setSort] = useState<TTableSort>(null);
  const { error } = result;
  // A catalogue report whose runner the service does not have yet answers 404.
  const notAvailable = isHttpError(error) && error.status === 404;
  const field = isHttpError(error) && error.status === 400 ? error.field : undefined;
  const errors = field ? { [field]: errorText(t, error) } : {};
  const otherApplication = report.otherApplicationModes?.includes(access.productType) ?? false;

  return (
    <>
      {otherApplication ? <OtherApplicationAlert legacyOrigin={portal.legacyOrigin} /> : null}
      <ParameterBar
        report={report}
        today={today}
        draft={params.draft}
        onChange={params.setDraft}
        changed={params.changed}
        onRefresh={() => (params.changed ? params.refresh() : void result.refetch())}
        errors={errors}
      />
      {result.isFetching ? <LinearProgress aria-label={t('reports.viewer.loading')} sx={{ mb: 1 }} /> : null}
      {notAvailable ? (
        <Alert severity="info" role="status">
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t('reports.viewer.notAvailable')}
          </Typography>
          {t('reports.viewer.notAvailableDetail')}
        </Alert>
      ) : error && !field ? (
        <Alert severity="error">{errorText(t, error, { fallbackKey: 'reports.errors.unavailable' })}</Alert>
      ) : result.data && !error ? (
        <ReportResultView
          result={result.data}
          sort={sort}
          onSortChange={setSort}
          actions={
            mayExportReports(access) ? (
              <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
                <ExportActions report={report} params={params.loaded} sort={sort} />
                <ScheduleAction report={report} params={params.loaded} today={today} />
              </Stack>
            ) : null
          }
        />
      ) : result.isPending ? (
        <Box role="status" sx={{ py: 2 }}>
          <Typography>{t('reports.viewer.loading')}</Typography>
        </Box>
      ) : null}
    </>
  );
}
