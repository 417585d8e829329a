import { REPORT_EXPORT_FORMATS, type TReportDefinition } from '@mp/contracts/reports';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { exportHref, type TReportDraft, type TTableSort } from '../lib/report-params';

type TExportActionsProps = { report: TReportDefinition; params: TReportDraft; sort: TTableSort };

/**
 * CSV, Excel and PDF as plain download links, so a large export streams straight to disk (the server sends it as an
 * attachment), with the report's parameters and the order on screen; Print prints the page without the shell.
 */
export function ExportActions({ report, params, sort }: TExportActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', displayPrint: 'none' }}
      role="group"
      aria-label={t('reports.viewer.export.label')}
    >
      {REPORT_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          component="a"
          href={exportHref(report, format, params, sort)}
          download
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          aria-label={t('reports.viewer.export.download', { format: t(`reports.viewer.export.${format}`) })}
        >
          {t(`reports.viewer.export.${format}`)}
        </Button>
      ))}
      <Button variant="outlined" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {t('reports.viewer.export.print')}
      </Button>
    </Stack>
  );
}
