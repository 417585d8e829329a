import { isRouteAllowed } from '@mp/contracts/access/menu';
import { presetOf, type TReportDefinition } from '@mp/contracts/reports';
import type { TScheduleFields } from '@mp/contracts/report-schedules';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { portalHref } from '../../../lib/session/landing';
import { useCreateSchedule } from '../api/report-schedules.queries';
import type { TReportDraft } from '../lib/report-params';
import { reportName, scheduleParamsOf } from '../lib/schedule-text';
import { ScheduleDialog } from './schedule-dialog';

/** The page that lists a user's schedules (contracts' menu: results/schedules). */
export const SCHEDULES_PATH = 'results/schedules';

type TScheduleActionProps = { report: TReportDefinition; params: TReportDraft; today: string };

/**
 * "Schedule…" in the viewer (issue 16 §7): saves the report on screen with its options as a schedule, its dates
 * becoming the matching relative range (yesterday when they match none), then says so with a link to the list.
 */
export function ScheduleAction({ report, params, today }: TScheduleActionProps) {
  const { t } = useTranslation();
  const { portal, access } = usePortalOutlet();
  const create = useCreateSchedule(portal.storeId);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!isRouteAllowed(SCHEDULES_PATH, access)) return null;

  const save = async (fields: TScheduleFields) => {
    await create.mutateAsync({ ...fields, ReportFile: report.file });
    setOpen(false);
    setSaved(true);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ScheduleIcon />}
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
        sx={{ displayPrint: 'none' }}
      >
        {t('reportSchedules.action')}
      </Button>
      {saved ? (
        <Alert severity="success" role="status" onClose={() => setSaved(false)} sx={{ displayPrint: 'none' }}>
          {t('reportSchedules.created')}{' '}
          <Link component={RouterLink} to={portalHref(SCHEDULES_PATH)}>
            {t('reportSchedules.openList')}
          </Link>
        </Alert>
      ) : null}
      {open ? (
        <ScheduleDialog
          target={{
            kind: 'create',
            reportFile: report.file,
            params: scheduleParamsOf(params),
            name: reportName(t, report.file),
            range: presetOf(params, today) ?? 'yesterday',
          }}
          saving={create.isPending}
          onSave={save}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
