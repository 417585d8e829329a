import { clockText } from '@mp/contracts/online-ordering/hhmm';
import { eventDates, type TOrderEvent } from '@mp/contracts/online-ordering/order-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/pending-or-failed';
import { MessageModal } from '../../../../components/message-modal';
import { useSaveSpecialHours, useSpecialHours } from '../api/hours.queries';
import { EventDialog } from './event-dialog';
import { useTimedFlag } from './use-timed-flag';

/** A local date 'YYYY-MM-DD' as the browser writes dates (read as UTC so no zone moves it). */
const dateText = (date: string) =>
  new Date(`${date}T00:00:00.000Z`).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' });
/** The event's first and last day in the store's zone. */
const rangeText = (e: TOrderEvent, timeZone: string) => {
  const { from, to } = eventDates(e, timeZone);
  return from === to ? dateText(from) : `${dateText(from)} – ${dateText(to)}`;
};

/**
 * Special hours (spec 3 §3 event settings, §7.2 getEventSettingsByEnterprise): the store's holiday closures and
 * extended hours, on the store's local dates; each add, edit or delete (asked first) saves the list at once.
 */
export function SpecialHoursSection({ readOnly, timeZone }: { readOnly: boolean; timeZone: string }) {
  const { t } = useTranslation();
  const loaded = useSpecialHours();
  const save = useSaveSpecialHours();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [banner, setBanner] = useTimedFlag<'saved' | 'failed'>(2000);
  const events = loaded.data?.events ?? [];
  const store = (next: TOrderEvent[]) =>
    save.mutate(
      { id: loaded.data?.id ?? null, input: { description: loaded.data?.description ?? '', events: next } },
      { onSuccess: () => setBanner('saved'), onError: () => setBanner('failed') },
    );
  const disabled = readOnly || save.isPending || loaded.isPending;

  return (
    <Box component="section" aria-labelledby="special-hours-title" sx={{ mt: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="special-hours-title" variant="h6" component="h2">
          {t('orderHours.special.title')}
        </Typography>
        {!readOnly && (
          <Button variant="outlined" disabled={disabled} onClick={() => setEditing({ index: null })}>
            {t('orderHours.special.add')}
          </Button>
        )}
      </Stack>
      {banner === 'saved' && <Alert severity="success">{t('orderHours.special.saved')}</Alert>}
      {banner === 'failed' && <Alert severity="error">{t('orderHours.errors.saveFailure')}</Alert>}
      {loaded.isError && <LoadFailed text={t('orderHours.errors.loading')} onRetry={() => void loaded.refetch()} />}
      {loaded.isSuccess && events.length === 0 && (
        <Typography color="text.secondary">{t('orderHours.special.none')}</Typography>
      )}
      <List aria-label={t('orderHours.special.title')}>
        {events.map((event, index) => (
          <ListItem
            key={`${event.name}-${event.startTime}`}
            divider
            secondaryAction={
              readOnly ? undefined : (
                <Stack direction="row" spacing={1}>
                  <Button size="small" disabled={disabled} onClick={() => setEditing({ index })}>
                    {t('orderHours.special.edit', { name: event.name })}
                  </Button>
                  <Button size="small" color="error" disabled={disabled} onClick={() => setDeleting(index)}>
                    {t('orderHours.special.delete', { name: event.name })}
                  </Button>
                </Stack>
              )
            }
            sx={{ pr: readOnly ? 2 : { xs: 2, sm: 28 }, flexWrap: 'wrap' }}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{event.name}</span>
                  <Chip
                    size="small"
                    color={event.offeringFulfillment ? 'success' : 'default'}
                    label={t(event.offeringFulfillment ? 'orderHours.special.open' : 'orderHours.special.closed')}
                  />
                </Stack>
              }
              secondary={[
                rangeText(event, timeZone),
                event.daysOfWeek.length > 0
                  ? event.daysOfWeek.map((day) => t(`orderHours.daysShort.${day}`)).join(', ')
                  : null,
                event.offeringFulfillment && event.fulfillmentWindows[0]
                  ? `${clockText(event.fulfillmentWindows[0].startTime)} – ${clockText(event.fulfillmentWindows[0].endTime)}`
                  : null,
                event.fulfillmentTypes.map((type) => t(`orderHours.types.${type}`)).join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {editing && (
        <EventDialog
          event={editing.index === null ? null : (events[editing.index] ?? null)}
          timeZone={timeZone}
          onCancel={() => setEditing(null)}
          onDone={(event) => {
            const index = editing.index;
            setEditing(null);
            store(index === null ? [...events, event] : events.map((e, i) => (i === index ? event : e)));
          }}
        />
      )}
      {deleting !== null && (
        <MessageModal
          title={t('orderHours.special.deleteTitle')}
          message={t('orderHours.special.deleteMessage', { name: events[deleting]?.name ?? '' })}
          onClose={() => setDeleting(null)}
          actions={[
            { label: t('common.cancel'), onClick: () => setDeleting(null) },
            {
              label: t('orderHours.special.deleteConfirm'),
              variant: 'contained',
              onClick: () => {
                const index = deleting;
                setDeleting(null);
                store(events.filter((_e, i) => i !== index));
              },
            },
          ]}
        />
      )}
    </Box>
  );
}
