import { childLabelKey } from '@mp/contracts/access/menu';
import { REPORT_ERROR, REPORT_SERVICE_VERSION, reportAtLocation, reportParentPath } from '@mp/contracts/reports';
import { todayInZone } from '@mp/contracts/tickets';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { browserTimeZone } from '../../../lib/format';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useReportServiceVersion, useStoreToday } from '../api/reports.queries';
import { ReportScreen } from './report-screen';

// Printing shows the report alone: the portal's header and side navigation stay on screen only.
const PRINT_STYLES = {
  '@media print': {
    'header, nav, .MuiDrawer-root': { display: 'none !important' },
    main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
  },
} as const;

/**
 * The report viewer (spec 2 §4; issue 15 §3) at `results/<group>/<id>` (the other results reports at `results/<id>`): any report of the catalogue, drawn from the
 * structured answer. It first checks the report service's version; any other answer (or none) shows only the
 * unavailable message.
 */
export function ReportViewerPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const report = reportAtLocation(useLocation().pathname);
  const title = report ? t(childLabelKey(reportParentPath(report), report.id)) : t('reports.viewer.notAvailable');
  useDocumentTitle(title);
  const version = useReportServiceVersion();
  const today = useStoreToday(portal.storeId);
  const ready = version.data?.Version === REPORT_SERVICE_VERSION;

  return (
    <Paper component="section" aria-labelledby="report-title" sx={{ p: 3, '@media print': { boxShadow: 'none' } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography id="report-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {version.isPending || (ready && today.isPending) ? (
        <CircularProgress aria-label={t('reports.viewer.loading')} />
      ) : !ready || !report ? (
        <Alert severity="error">{t(REPORT_ERROR.unavailable)}</Alert>
      ) : (
        <ReportScreen key={report.file} report={report} today={today.data ?? todayInZone(browserTimeZone())} />
      )}
    </Paper>
  );
}
