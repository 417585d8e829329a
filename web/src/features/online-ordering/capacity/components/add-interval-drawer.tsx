import { colonTimeOfHhmm, hhmmOfColonTime } from '@mp/contracts/online-ordering/hhmm';
import {
  checkAddInterval,
  hasAddIntervalErrors,
  WEEKDAYS,
  type TAddIntervalErrors,
  type TAddIntervalForm,
  type TCapacityRow,
  type TWeekday,
} from '@mp/contracts/online-ordering/capacity';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSelect } from '../../shared/time-select';
import { blockNumberKeys } from './max-orders-field';

const EMPTY: TAddIntervalForm = { days: [], fromTime: '11:00', untilTime: '14:00', maxOrders: '' };

type TAddIntervalDrawerProps = {
  open: boolean;
  rows: readonly TCapacityRow[];
  closedDays: readonly TWeekday[];
  onClose: () => void;
  onAdd: (form: TAddIntervalForm) => void;
};

/**
 * Spec 3 §2.4 'Add new interval' side drawer: weekday chips (a closed day cannot be chosen: StoreClosure tooltip),
 * from and until, max orders; the rules of spec 3 §5 checked when Add is pressed, a conflict naming its days.
 */
export function AddIntervalDrawer({ open, rows, closedDays, onClose, onAdd }: TAddIntervalDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState<TAddIntervalForm>(EMPTY);
  const [errors, setErrors] = useState<TAddIntervalErrors>({});
  const set = (patch: Partial<TAddIntervalForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };
  const toggleDay = (day: TWeekday) =>
    set({ days: form.days.includes(day) ? form.days.filter((d) => d !== day) : [...form.days, day] });
  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };
  const add = () => {
    const found = checkAddInterval(form, rows, closedDays);
    if (hasAddIntervalErrors(found)) return setErrors(found);
    onAdd(form);
    close();
  };
  const dayError =
    errors.days &&
    t(errors.days, {
      days: (errors.conflictDays ?? []).map((d) => t(`capacity.weekdays.${d}`)).join(', '),
    });

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('capacity.drawer.title')}
        </Typography>
        <Box role="group" aria-label={t('capacity.drawer.days')}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('capacity.drawer.days')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {WEEKDAYS.map((day) => {
              const closed = closedDays.includes(day);
              const chip = (
                <Chip
                  label={t(`capacity.weekdaysShort.${day}`)}
                  aria-label={t(`capacity.weekdays.${day}`)}
                  aria-pressed={form.days.includes(day)}
                  color={form.days.includes(day) ? 'primary' : 'default'}
                  variant={form.days.includes(day) ? 'filled' : 'outlined'}
                  disabled={closed}
                  onClick={() => toggleDay(day)}
                  data-testid={`capacity-chip-${day}`}
                />
              );
              return closed ? (
                <Tooltip key={day} title={t('capacity.storeClosure')}>
                  <span>{chip}</span>
                </Tooltip>
              ) : (
                <Box component="span" key={day}>
                  {chip}
                </Box>
              );
            })}
          </Box>
          {dayError && (
            <FormHelperText error role="alert" data-testid="capacity-days-error">
              {dayError}
            </FormHelperText>
          )}
        </Box>
        <TimeSelect
          native
          step={30}
          label={t('capacity.columns.from')}
          value={{ time: hhmmOfColonTime(form.fromTime), nextDay: false }}
          onChange={(v) => set({ fromTime: colonTimeOfHhmm(v.time) })}
          error={errors.fromTime ? t(errors.fromTime) : null}
          testId="capacity-from"
        />
        <TimeSelect
          native
          step={30}
          label={t('capacity.columns.until')}
          value={{ time: hhmmOfColonTime(form.untilTime), nextDay: false }}
          onChange={(v) => set({ untilTime: colonTimeOfHhmm(v.time) })}
          error={errors.untilTime ? t(errors.untilTime) : null}
          testId="capacity-until"
        />
        <TextField
          size="small"
          type="number"
          label={t('capacity.columns.maxOrders')}
          value={form.maxOrders}
          onKeyDown={blockNumberKeys}
          onChange={(e) => set({ maxOrders: e.target.value })}
          error={!!errors.maxOrders}
          helperText={errors.maxOrders ? t(errors.maxOrders) : undefined}
          required
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'data-testid': 'capacity-max' } }}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('capacity.drawer.cancel')}</Button>
          <Button variant="contained" onClick={add}>
            {t('capacity.drawer.add')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
