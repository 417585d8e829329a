import {
  FULFILLMENT_TYPES,
  ZOrderEvent,
  type TFulfillmentType,
  type TOrderEvent,
} from '@mp/contracts/online-ordering/order-hours';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../../components/message-modal';
import { OpenSelect } from './time-select';

const DAY_MS = 86_400_000;
/** An event's dates as the form shows them: the first and the last day (the stored end is the next midnight). */
const dateOf = (iso: string) => iso.slice(0, 10);
const lastDateOf = (iso: string) => new Date(Date.parse(iso) - DAY_MS).toISOString().slice(0, 10);
const isoOf = (date: string, plusDays = 0) => {
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  return Number.isNaN(ms) ? date : new Date(ms + plusDays * DAY_MS).toISOString();
};

type TEventForm = {
  name: string;
  from: string;
  to: string;
  offering: boolean;
  open: string;
  close: string;
  types: TFulfillmentType[];
};

const formOf = (event: TOrderEvent | null): TEventForm => ({
  name: event?.name ?? '',
  from: event ? dateOf(event.startTime) : '',
  to: event ? lastDateOf(event.endTime) : '',
  offering: event?.offeringFulfillment ?? false,
  open: event?.fulfillmentWindows[0]?.startTime ?? '0700',
  close: event?.fulfillmentWindows[0]?.endTime ?? '2300',
  types: event ? [...event.fulfillmentTypes] : [...FULFILLMENT_TYPES],
});

type TEventDialogProps = {
  event: TOrderEvent | null;
  onCancel: () => void;
  onDone: (event: TOrderEvent) => void;
};

/**
 * Adds or edits one special-hours event: a holiday closure (no orders) or extended hours (orders within a window),
 * from one date to another, for the fulfillment types chosen; checked by the contract before it is handed back.
 */
export function EventDialog({ event, onCancel, onDone }: TEventDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<TEventForm>) => setForm((f) => ({ ...f, ...change }));
  const onOk = () => {
    const result = ZOrderEvent.safeParse({
      name: form.name,
      startTime: isoOf(form.from),
      endTime: form.to ? isoOf(form.to, 1) : '',
      offeringFulfillment: form.offering,
      fulfillmentWindows: form.offering ? [{ startTime: form.open, endTime: form.close }] : [],
      sourceOrganization: event?.sourceOrganization ?? '',
      daysOfWeek: event?.daysOfWeek ?? [],
      fulfillmentTypes: form.types,
    });
    if (result.success) return onDone(result.data);
    setErrors(
      Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), t(issue.message, issue.message)])),
    );
  };
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
            <OpenSelect
              label={t('orderHours.opens')}
              value={form.open}
              disabled={false}
              error={errors.fulfillmentWindows}
              onChange={(open) => set({ open })}
            />
            <OpenSelect
              label={t('orderHours.closes')}
              value={form.close}
              disabled={false}
              onChange={(close) => set({ close })}
            />
          </Stack>
        )}
        <FormGroup>
          <FormLabel component="legend">{t('orderHours.special.types')}</FormLabel>
          {FULFILLMENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  checked={form.types.includes(type)}
                  onChange={(e) =>
                    set({ types: e.target.checked ? [...form.types, type] : form.types.filter((x) => x !== type) })
                  }
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
