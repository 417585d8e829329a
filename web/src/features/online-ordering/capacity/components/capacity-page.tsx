import {
  addedDaysText,
  addIntervalRows,
  CAPACITY_FAILURE_MS,
  canSaveRows,
  checkRows,
  emptyCapacitySettings,
  rowsOf,
  weekOfRows,
  type TAddIntervalForm,
  type TCapacityRow,
  type TCapacitySettings,
} from '@mp/contracts/online-ordering/capacity';
import { isOnlineOrderingViewOnly } from '@mp/contracts/online-ordering/online-ordering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { MessageModal } from '../../../../components/message-modal';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { usePortalAccess } from '../../../../lib/session/use-portal-access';
import { NextAvailableTimes } from '../../fulfillment-times/next-available-times';
import { StoreViewGreyed, useStoreViewFallback, useStoreViewGreyed } from '../../shared/store-view-greyed';
import { useCapacitySettings, useUpdateCapacitySettings } from '../api/capacity.queries';
import { AddIntervalDrawer } from './add-interval-drawer';
import { CapacityGrid } from './capacity-grid';

/**
 * Spec 3 §2.4 "Ordering capacity (/capacitymanagement)": the store's intervals per day, an 'Add new interval'
 * drawer, Save and Discard (with confirmation). A store without settings gets them on first load (spec 3 §4). A
 * company view of several stores shows the StoreView warning over the greyed grid of an empty week, without Save or
 * Discard (spec 3 §6).
 */
export function CapacityPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('capacity.title'));
  const { ctx } = usePortalAccess();
  const viewOnly = ctx !== undefined && isOnlineOrderingViewOnly(ctx);
  const loaded = useCapacitySettings(!viewOnly);
  const { greyed, data } = useStoreViewFallback(loaded, emptyCapacitySettings);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('capacity.title')}
    </Typography>
  );
  if (!data || !ctx)
    return (
      <Box>
        {title}
        <PendingOrFailed
          failed={loaded.isError}
          failedText={t('capacity.errors.loading')}
          onRetry={() => void loaded.refetch()}
        />
      </Box>
    );
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('capacity.intro')}
      </Typography>
      {viewOnly && !greyed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('capacity.viewOnlyNotice')}
        </Alert>
      )}
      <StoreViewGreyed active={greyed} message={t('capacity.storeView')}>
        <CapacityEditor settings={data} viewOnly={viewOnly} />
      </StoreViewGreyed>
    </Paper>
  );
}

/** The grid's working copy of the loaded settings, with its checks, banners and actions. */
function CapacityEditor({ settings, viewOnly }: { settings: TCapacitySettings; viewOnly: boolean }) {
  const { t } = useTranslation();
  const greyed = useStoreViewGreyed();
  const locked = viewOnly || greyed;
  const loadedRows = useMemo(() => rowsOf(settings), [settings]);
  const [rows, setRows] = useState<TCapacityRow[]>(loadedRows);
  // A new load (a save's answer) replaces the working copy, adjusted during render as React recommends.
  const [rowsOfLoad, setRowsOfLoad] = useState(loadedRows);
  if (rowsOfLoad !== loadedRows) {
    setRowsOfLoad(loadedRows);
    setRows(loadedRows);
  }
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [addedBanner, setAddedBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const update = useUpdateCapacitySettings();

  const checked = useMemo(() => checkRows(rows, loadedRows), [rows, loadedRows]);
  const dirty = checked.some((r) => r.isDirty);
  const { dialog } = useLeaveGuard(dirty && !locked);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), CAPACITY_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const change = (id: string, patch: Partial<TCapacityRow>) =>
    setRows((list) => list.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const add = (form: TAddIntervalForm) => {
    setRows((list) => addIntervalRows(list, form));
    const days = addedDaysText(form.days);
    setAddedBanner(
      days === 'all'
        ? t('capacity.allTheDays')
        : new Intl.ListFormat(undefined, { type: 'conjunction' }).format(days.map((d) => t(`capacity.weekdays.${d}`))),
    );
    setSaved(false);
  };
  const save = () =>
    update.mutate(
      { id: settings.id, description: settings.description, week: weekOfRows(checked) },
      {
        onSuccess: () => {
          setAddedBanner(null);
          setSaved(true);
        },
        onError: () => setFailed(true),
      },
    );
  const discard = () => {
    setRows(loadedRows);
    setAddedBanner(null);
    setConfirmDiscard(false);
  };

  return (
    <>
      {!locked && (
        <StickyActionBar dirty={dirty}>
          <Button onClick={() => setDrawerOpen(true)} disabled={update.isPending}>
            {t('capacity.addInterval')}
          </Button>
          <Button variant="outlined" onClick={() => setConfirmDiscard(true)} disabled={!dirty || update.isPending}>
            {t('capacity.discard')}
          </Button>
          <Button variant="contained" onClick={save} disabled={!canSaveRows(checked) || update.isPending}>
            {t('capacity.save')}
          </Button>
        </StickyActionBar>
      )}
      {addedBanner && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setAddedBanner(null)} data-testid="capacity-added">
          {t('capacity.daysAdded', { days: addedBanner })}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('capacity.errors.saveFailure')}
        </Alert>
      )}
      {saved && !dirty && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          {t('capacity.saved')}
        </Alert>
      )}
      <CapacityGrid rows={checked} closedDays={settings.closedDays} disabled={locked} onChange={change} />
      {/* A company view has no store whose times could be shown. */}
      {!greyed && (
        <Box sx={{ mt: 3 }}>
          <NextAvailableTimes
            fulfillmentType="pickup"
            preview={
              dirty && canSaveRows(checked)
                ? { capacity: { description: settings.description, ...weekOfRows(checked) } }
                : null
            }
          />
        </Box>
      )}
      <AddIntervalDrawer
        open={drawerOpen}
        rows={checked}
        closedDays={settings.closedDays}
        onClose={() => setDrawerOpen(false)}
        onAdd={add}
      />
      <MessageModal
        open={confirmDiscard}
        title={t('capacity.discardDialog.title')}
        message={t('capacity.discardDialog.message')}
        onClose={() => setConfirmDiscard(false)}
        actions={[
          { label: t('capacity.discardDialog.keep'), onClick: () => setConfirmDiscard(false), autoFocus: true },
          { label: t('capacity.discardDialog.discard'), onClick: discard, variant: 'contained' },
        ]}
        testId="capacity-discard-dialog"
      />
      <LeaveDialog {...dialog} />
    </>
  );
}
