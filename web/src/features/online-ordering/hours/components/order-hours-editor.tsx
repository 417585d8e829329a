import {
  BUFFER_CHOICES,
  ORDER_HOURS_MODE_KEYS,
  type TOrderHoursMode,
  type TWindowSettings,
} from '@mp/contracts/online-ordering/order-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveDialog } from '../../../../components/leave-dialog';
import { StickyActionBar } from '../../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../../components/use-leave-guard';
import { usePublishOrderHours, useSaveOrderHours } from '../api/hours.queries';
import { HoursTable } from './hours-table';
import { NextAvailableTimes } from '../../fulfillment-times/next-available-times';
import { dayHoursOf, formOf, useOrderHoursForm } from './use-order-hours-form';
import { useTimedFlag } from './use-timed-flag';

type TOrderHoursEditorProps = {
  loaded: Omit<TWindowSettings, 'createdDate' | 'updatedDate'>;
  buffers: { bufferOpen: number; bufferClose: number };
  /** The tabs shown: delivery only when the store offers it and the flag is on (spec 3 §6). */
  modes: readonly TOrderHoursMode[];
  readOnly: boolean;
  /** Extra actions beside Save (the store status button). */
  actions?: React.ReactNode;
  /** The next available times below the form, previewing its unsaved changes (none for a company view). */
  showTimes?: boolean;
};

/**
 * Spec 3 §2.4, §4 Online ordering hours: a tab per mode (or one table for all), each a week of open/close times with
 * the everyday toggle; the buffers; Save and Discard; publish. Save needs changes, valid hours and no banner showing;
 * the success banner and SaveFailure each show 2 seconds (spec 3 §8, §9).
 */
export function OrderHoursEditor({ loaded, buffers, modes, readOnly, actions, showTimes }: TOrderHoursEditorProps) {
  const { t } = useTranslation();
  const { form, setForm, setRow, setEveryDay, issues, dirty, invalid, reset } = useOrderHoursForm(
    formOf(loaded.dayHours, buffers),
    modes,
  );
  const [tab, setTab] = useState<TOrderHoursMode>(modes[0] ?? 'pickupCurbside');
  const [banner, setBanner] = useTimedFlag<'saved' | 'failed' | 'published' | 'publishFailed'>(2000);
  const save = useSaveOrderHours();
  const publish = usePublishOrderHours();
  const busy = save.isPending || publish.isPending;
  const disabled = readOnly || busy;
  const { dialog } = useLeaveGuard(dirty && !readOnly);
  const shownMode: TOrderHoursMode = form.sameForAll ? 'pickupCurbside' : tab;
  const tabLabel = (mode: TOrderHoursMode) => t(`orderHours.modes.${mode}`);

  const onSave = () =>
    save.mutate(
      {
        id: loaded.id,
        dayHours: dayHoursOf(form, modes, loaded.dayHours),
        bufferOpen: form.bufferOpen,
        bufferClose: form.bufferClose,
      },
      {
        onSuccess: ({ saved, buffers: stored }) => {
          setForm(formOf(saved.dayHours, { bufferOpen: stored.bufferOpen, bufferClose: stored.bufferClose }));
          setBanner('saved');
        },
        onError: () => setBanner('failed'),
      },
    );
  const onPublish = () =>
    publish.mutate(loaded.id, { onSuccess: () => setBanner('published'), onError: () => setBanner('publishFailed') });
  const buffer = (field: 'bufferOpen' | 'bufferClose') => (
    <TextField
      select
      size="small"
      label={t(`orderHours.${field}`)}
      value={form[field]}
      disabled={disabled}
      onChange={(e) => setForm((f) => ({ ...f, [field]: Number(e.target.value) }))}
      sx={{ minWidth: 200 }}
    >
      {[...new Set([form[field], ...BUFFER_CHOICES])]
        .sort((a, b) => a - b)
        .map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {t('orderHours.minutes', { count: minutes })}
          </MenuItem>
        ))}
    </TextField>
  );

  return (
    <Box>
      {!readOnly && (
        <StickyActionBar dirty={dirty}>
          <Button variant="outlined" onClick={reset} disabled={!dirty || busy}>
            {t('orderHours.discard')}
          </Button>
          <Button variant="contained" onClick={onSave} disabled={!dirty || invalid || busy || banner !== null}>
            {t('orderHours.save')}
          </Button>
          <Button onClick={onPublish} disabled={dirty || busy || banner !== null}>
            {t(loaded.published ? 'orderHours.republish' : 'orderHours.publish')}
          </Button>
          {actions}
        </StickyActionBar>
      )}
      {banner === 'saved' && <Alert severity="success">{t('orderHours.saved')}</Alert>}
      {banner === 'published' && <Alert severity="success">{t('orderHours.publishedBanner')}</Alert>}
      {(banner === 'failed' || banner === 'publishFailed') && (
        <Alert severity="error">{t('orderHours.errors.saveFailure')}</Alert>
      )}
      {invalid && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('orderHours.invalidNotice')}
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {loaded.published && loaded.publishedAt
          ? t('orderHours.publishedOn', { date: new Date(loaded.publishedAt).toLocaleString() })
          : t('orderHours.notPublished')}
      </Typography>
      {modes.length > 1 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={form.sameForAll}
              disabled={disabled}
              onChange={(e) => setForm((f) => ({ ...f, sameForAll: e.target.checked }))}
            />
          }
          label={t('orderHours.sameForAllModes')}
        />
      )}
      {!form.sameForAll && modes.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_e, value: TOrderHoursMode) => setTab(value)}
          variant="scrollable"
          aria-label={t('orderHours.modesLabel')}
        >
          {ORDER_HOURS_MODE_KEYS.filter((mode) => modes.includes(mode)).map((mode) => (
            <Tab key={mode} value={mode} label={tabLabel(mode)} id={`hours-tab-${mode}`} />
          ))}
        </Tabs>
      )}
      <Box
        role={form.sameForAll ? undefined : 'tabpanel'}
        aria-labelledby={form.sameForAll ? undefined : `hours-tab-${tab}`}
      >
        <HoursTable
          caption={form.sameForAll ? t('orderHours.allModes') : tabLabel(shownMode)}
          rows={form.rows[shownMode]}
          everyDay={form.everyDay[shownMode]}
          issues={issues[shownMode]}
          disabled={disabled}
          onRow={(day, change) => setRow(shownMode, day, change)}
          onEveryDay={(on) => setEveryDay(shownMode, on)}
        />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('orderHours.buffersTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('orderHours.buffersIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {buffer('bufferOpen')}
        {buffer('bufferClose')}
      </Stack>
      {showTimes && (
        <Box sx={{ my: 3 }}>
          <NextAvailableTimes
            fulfillmentType="pickup"
            preview={
              dirty && !invalid
                ? {
                    dayHours: dayHoursOf(form, modes, loaded.dayHours),
                    bufferOpen: form.bufferOpen,
                    bufferClose: form.bufferClose,
                  }
                : null
            }
          />
        </Box>
      )}
      <LeaveDialog {...dialog} />
    </Box>
  );
}
