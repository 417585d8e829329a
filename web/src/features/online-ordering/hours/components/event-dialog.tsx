import {
  DAYS,
  eventDates,
  eventInstants,
  FULFILLMENT_TYPES,
  ORDER_HOURS_ERROR,
  ORDER_HOURS_STEP_MINUTES,
  storedDaysOfWeek,
  ZOrderEvent,
  type TFulfillmentType,
  type TOrderEvent,
} from '@mp/contracts/online-ordering/order-hours';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../../components/message-modal';
import { TimeSelect } from '../../shared/time-select';

type TEventForm = {
  name: string;
  from: string;
  to: string;
  offering: boolean;
  open: string;
  close: string;
  types: TFulfillmentType[];
  /** Day indexes (0 Sunday); all seven is every day. */
  days: number[];
};

/** The event as the form shows it: its first and last day in the store's zone; no days stored is every day. */
const formOf = (event: TOrderEvent | null, timeZone: string): TEventForm => ({
  name: event?.name ?? '',
  from: event ? eventDates(event, timeZone).from : '',
  to: event ? eventDates(event, timeZone).to : '',
  offering: event?.offeringFulfillment ?? false,
  open: event?.fulfillmentWindows[0]?.startTime ?? '0700',
  close: event?.fulfillmentWindows[0]?.endTime ?? '2300',
  types: event ? [...event.fulfillmentTypes] : [...FULFILLMENT_TYPES],
  days: event && event.daysOfWeek.length > 0 ? [...event.daysOfWeek] : [...DAYS],
});

type TEventDialogProps = {
  event: TOrderEvent | null;
  /** The store's IANA zone: the dates are its local days (a holiday closes from its midnight to the next). */
  timeZone: string;
  onCancel: () => void;
  onDone: (event: TOrderEvent) => void;
};

/**
 * Adds or edits one special-hours event: a holiday closure (no orders) or extended hours (orders within a window),
 * from one date to another (the store's local days), on the days of the week and for the fulfillment types chosen;
 * checked by the contract before it is handed back.
 */
export function EventDialog({ event, timeZone, onCancel, onDone }: TEventDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(event, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<TEventForm>) => setForm((f) => ({ ...f, ...change }));
  const onOk = () => {
    const result = ZOrderEvent.safeParse({
      name: form.name,
      ...eventInstants(form.from, form.to, timeZone),
      offeringFulfillment: form.offering,
      fulfillmentWindows: form.offering ? [{ startTime: form.open, endTime: form.close }] : [],
      sourceOrganization: event?.sourceOrganization ?? '',
      daysOfWeek: storedDaysOfWeek(form.days),
      fulfillmentTypes: form.types,
    });
    const noDays: Record<string, string> = form.days.length === 0 ? { daysOfWeek: t(ORDER_HOURS_ERROR.eventDays) } : {};
    if (result.success && !noDays.daysOfWeek) return onDone(result.data);
    setErrors({
      ...(result.success
        ? {}
        : Object.fromEntries(
            result.error.issues.map((issue) => [String(issue.path[0]), t(issue.message, issue.message)]),
          )),
      ...noDays,
    });
  };
  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
  return (
    <MessageModal
      title={t(event ? 'orderHours.special.editTitle' : 'orderHours.special.addTitle')}
      maxWidth="sm"
      onClose={onCancel}
      actions={[
        { label: t('common.cancel'), onClick: onCancel },
        { label: t('orderHours.special.done'), onClick: onOk, variant: 'contained' },
      ]}
      testId="event-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('orderHours.special.name')}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          error={!!errors.name}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={t('orderHours.special.from')}
            value={form.from}
            onChange={(e) => set({ from: e.target.value })}
            error={!!errors.startTime}
            helperText={errors.startTime}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('orderHours.special.to')}
            value={form.to}
            onChange={(e) => set({ to: e.target.value })}
            error={!!errors.endTime}
            helperText={errors.endTime}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <FormControlLabel
          control={<Switch checked={form.offering} onChange={(e) => set({ offering: e.target.checked })} />}
          label={t('orderHours.special.offering')}
        />
        {form.offering && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TimeSelect
              label={t('orderHours.opens')}
              value={{ time: form.open, nextDay: false }}
              step={ORDER_HOURS_STEP_MINUTES}
              error={errors.fulfillmentWindows}
              onChange={(open) => set({ open: open.time })}
            />
            <TimeSelect
              label={t('orderHours.closes')}
              value={{ time: form.close, nextDay: false }}
              step={ORDER_HOURS_STEP_MINUTES}
              withEndOfDay
              onChange={(close) => set({ close: close.time })}
            />
          </Stack>
        )}
        <FormGroup role="group" aria-labelledby="event-days-label">
          <FormLabel id="event-days-label">{t('orderHours.special.days')}</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {DAYS.map((day) => (
              <FormControlLabel
                key={day}
                control={
                  <Checkbox
                    checked={form.days.includes(day)}
                    onChange={(e) => set({ days: toggle(form.days, day, e.target.checked) })}
                  />
                }
                label={t(`orderHours.days.${day}`)}
              />
            ))}
          </Stack>
          <FormHelperText error={!!errors.daysOfWeek}>
            {errors.daysOfWeek ?? t('orderHours.special.daysNote', { zone: timeZone })}
          </FormHelperText>
        </FormGroup>
        <FormGroup>
          <FormLabel component="legend">{t('orderHours.special.types')}</FormLabel>
          {FULFILLMENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  checked={form.types.includes(type)}
                  onChange={(e) => set({ types: toggle(form.types, type, e.target.checked) })}
                />
              }
              label={t(`orderHours.types.${type}`)}
            />
          ))}
          {errors.fulfillmentTypes && <FormLabel error>{t('orderHours.special.typesRequired')}</FormLabel>}
        </FormGroup>
      </Stack>
    </MessageModal>
  );
}
