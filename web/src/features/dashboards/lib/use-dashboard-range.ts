import { ZDashboardRange, type TDashboardRange } from '@mp/contracts/dashboards';
import { reportPresetRange, type TReportDatePreset } from '@mp/contracts/reports';
import { todayInZone } from '@mp/contracts/tickets';
import { useSearchParams } from 'react-router';
import { browserTimeZone } from '../../../lib/format';

/** My Store's dashboards open on this week (spec 3 §2.4 names no default; the week compares like with like). */
export const DEFAULT_PRESET: TReportDatePreset = 'thisWeek';

/**
 * The dashboard's range, kept in the URL (FromDate, ToDate) so a range can be bookmarked and Back restores it. A
 * missing or refused range falls back to the default. "Today" is the browser's: the portal data names no store zone,
 * and a store's own zone differs from it only near midnight.
 */
export function useDashboardRange() {
  const [params, setParams] = useSearchParams();
  const today = todayInZone(browserTimeZone());
  const parsed = ZDashboardRange.safeParse({ FromDate: params.get('FromDate'), ToDate: params.get('ToDate') });
  const range: TDashboardRange = parsed.success ? parsed.data : reportPresetRange(DEFAULT_PRESET, today);
  const setRange = (next: TDashboardRange) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        merged.set('FromDate', next.FromDate);
        merged.set('ToDate', next.ToDate);
        return merged;
      },
      { replace: true },
    );
  return { range, today, setRange };
}
