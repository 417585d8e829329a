import { LAST_DAY, type TSchedule } from '@mp/contracts/report-schedules';
import { reportByFile, reportPath } from '@mp/contracts/reports';
import { childLabelKey } from '@mp/contracts/access/menu';
import type { TFunction } from 'i18next';
import { searchOfDraft, type TReportDraft } from './report-params';

/** When a schedule fires, in words: "Daily at 07:00", "Weekly on Monday at 07:00", "Monthly on the last day …". */
export function whenText(t: TFunction, schedule: Pick<TSchedule, 'Cadence' | 'LocalTime' | 'Weekday' | 'MonthDay'>) {
  const time = schedule.LocalTime;
  if (schedule.Cadence === 'weekly')
    return t('reportSchedules.when.weekly', { day: t(`reportSchedules.weekdays.${schedule.Weekday ?? 0}`), time });
  if (schedule.Cadence === 'monthly')
    return schedule.MonthDay === LAST_DAY
      ? t('reportSchedules.when.monthlyLast', { time })
      : t('reportSchedules.when.monthly', { day: schedule.MonthDay ?? 1, time });
  return t('reportSchedules.when.daily', { time });
}

/** A report's name as its menu entry reads (the digest has its own). */
export function reportName(t: TFunction, file: string): string {
  const report = reportByFile(file);
  if (!report) return t('reportSchedules.digest.name');
  const path = reportPath(report);
  return t(childLabelKey(path.slice(0, path.lastIndexOf('/')), report.id));
}

/** The viewer's options as a schedule keeps them: the URL's parameters without the dates (the range replaces them). */
export function scheduleParamsOf(draft: TReportDraft): Record<string, string> {
  const search = searchOfDraft(draft);
  search.delete('FromDate');
  search.delete('ToDate');
  return Object.fromEntries(search);
}
