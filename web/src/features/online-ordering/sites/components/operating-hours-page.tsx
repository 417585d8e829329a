import { isOnlineOrderingViewOnly, OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import {
  applyEveryday,
  defaultOperatingHours,
  EVERYDAY_SOURCE_DAY,
  hoursAlertKey,
  hoursIssues,
  isEveryday,
  OPERATING_HOURS_ERROR,
  resolveOperatingHours,
  type TDayHours,
} from '@mp/contracts/online-ordering/operating-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { usePortalOutlet } from '../../../../lib/portal-outlet';
import { hoursAccess, isStoreViewRefusal } from '../../shared/hours-access';
import { HoursNotices } from '../../shared/hours-notices';
import { useSiteInfo, useUpdateSiteHours } from '../api/sites.queries';
import { HoursTable } from './hours-table';

/** Spec 3 §4, §9: the success banner stays 2 s, or 15 s when Save resolved an overlap. */
export const SAVED_BANNER_MS = 2000;
export const RESOLVED_BANNER_MS = 15000;

/** What a company view shows greyed: the week a store has before its first save (spec 3 §9). */
const COMPANY_VIEW_HOURS = defaultOperatingHours();
const byDay = (hours: readonly TDayHours[]) => [...hours].sort((a, b) => a.day - b.day);
const same = (a: readonly TDayHours[], b: readonly TDayHours[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Online ordering → Store operating hours (spec 3 §2.4, §4, §5, §8): the week's table, the everyday toggle, Save
 * and Discard. Read-only for a view-only user, in a multi-site company view (the server's StoreView refusal: the
 * default week greyed, without Save or Discard) and while the store is offline (locked). Same-day overlaps and windows over 24 hours block Save with their alert; an
 * overlap into the next day is resolved on Save (the contract's rule) and said in the longer success banner.
 */
export function OperatingHoursPage() {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`onlineOrdering.operatingHours.${key}`, options);
  const titleId = useId();
  useDocumentTitle(k('title'));
  const { access } = usePortalOutlet();
  const site = useSiteInfo();
  const update = useUpdateSiteHours();
  const loaded = useMemo(() => (site.data ? byDay(site.data.hours) : null), [site.data]);
  const [hours, setHours] = useState<TDayHours[]>([]);
  const [everyday, setEveryday] = useState(false);
  // Spec 3 §4: turning the toggle off gives the first row back its earlier closed-all-day value.
  const [closedBefore, setClosedBefore] = useState(false);
  const [banner, setBanner] = useState<'saved' | 'resolved' | null>(null);

  const reset = (week: TDayHours[]) => {
    setHours(week);
    setEveryday(isEveryday(week));
  };
  // The week as loaded (and as each save stores it) becomes the form's, during render rather than in an effect.
  const [source, setSource] = useState<TDayHours[] | null>(null);
  if (loaded !== source) {
    setSource(loaded);
    if (loaded) reset(loaded);
  }
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), banner === 'resolved' ? RESOLVED_BANNER_MS : SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const week = everyday ? applyEveryday(hours) : hours;
  const dirty = loaded !== null && hours.length > 0 && !same(byDay(week), loaded);
  const { readOnly, ...state } = hoursAccess({
    viewOnly: isOnlineOrderingViewOnly(access),
    companyView: isStoreViewRefusal(site.error),
    offline: site.data?.locked ?? false,
  });
  const { dialog } = useLeaveGuard(dirty && !readOnly);
  // Next-day overlaps are Save's to resolve; the others stop Save until changed.
  const blocking = hoursIssues(week).filter((i) => i.kind !== 'overlapNextDay');
  const alertKey = hoursAlertKey(blocking, everyday);
  const dayNames = blocking.map((i) => k(`days.${i.day}`));

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {k('title')}
    </Typography>
  );
  if (!state.companyView && (site.isPending || site.isError || hours.length === 0))
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={site.isError}
          failedText={t(OPERATING_HOURS_ERROR.loading)}
          onRetry={() => void site.refetch()}
        />
      </Box>
    );

  const onDayChange = (day: TDayHours) => {
    setBanner(null);
    setHours((current) => current.map((d) => (d.day === day.day ? day : d)));
  };
  const onEveryday = (on: boolean) => {
    const first = hours.find((d) => d.day === EVERYDAY_SOURCE_DAY);
    if (on) setClosedBefore(first?.isClosed ?? false);
    else if (first) onDayChange({ ...first, isClosed: closedBefore });
    setEveryday(on);
  };
  const onSave = () => {
    const { hours: resolved, resolved: didResolve } = resolveOperatingHours(week);
    update.mutate(resolved, {
      onSuccess: (saved) => {
        reset(byDay(saved));
        setBanner(didResolve ? 'resolved' : 'saved');
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {k('intro')}
      </Typography>
      <HoursNotices
        access={{ ...state, readOnly }}
        offlineText={t(OPERATING_HOURS_ERROR.storeOffline)}
        readOnlyText={t(OO_ERROR.readOnly)}
      />
      {banner && (
        <Alert severity={banner === 'resolved' ? 'warning' : 'success'} sx={{ mb: 2 }} role="status">
          {banner === 'resolved' ? t(OPERATING_HOURS_ERROR.overlapResolved) : k('saved')}
        </Alert>
      )}
      {update.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(OPERATING_HOURS_ERROR.saveFailure)}
        </Alert>
      )}
      {alertKey && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(alertKey, { day: dayNames[0], days: dayNames.join(', ') })}
        </Alert>
      )}
      {!state.companyView && (
        <StickyActionBar dirty={dirty && !readOnly}>
          <Button onClick={() => loaded && reset(loaded)} disabled={!dirty || readOnly || update.isPending}>
            {k('discard')}
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={!dirty || readOnly || alertKey !== null || update.isPending}
          >
            {k('save')}
          </Button>
        </StickyActionBar>
      )}
      <FormControlLabel
        control={<Switch checked={everyday} onChange={(e) => onEveryday(e.target.checked)} disabled={readOnly} />}
        label={k('everyday')}
        sx={{ mb: 1 }}
      />
      <HoursTable
        hours={state.companyView ? COMPANY_VIEW_HOURS : hours}
        everyday={everyday}
        disabled={readOnly || update.isPending}
        invalidDays={new Set(blocking.map((i) => i.day))}
        onChange={onDayChange}
      />
      <LeaveDialog {...dialog} />
    </Paper>
  );
}
