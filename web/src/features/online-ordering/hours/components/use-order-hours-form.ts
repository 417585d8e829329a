import {
  dayHoursOfRows,
  everyDayRows,
  hoursIssues,
  isSameEveryDay,
  ORDER_HOURS_MODE_KEYS,
  ORDER_HOURS_MODES,
  rowsOfDayHours,
  type TDayHours,
  type THoursIssue,
  type THoursRow,
  type TOrderHoursMode,
} from '@mp/contracts/online-ordering/order-hours';
import { useMemo, useState } from 'react';

export type TOrderHoursForm = {
  /** Spec 3 §2.4: one set of hours for every mode (the pickup-and-curbside table stands for all). */
  sameForAll: boolean;
  rows: Record<TOrderHoursMode, THoursRow[]>;
  /** Spec 3 §4 everyday toggle, per mode: one row whose values go to every day on save. */
  everyDay: Record<TOrderHoursMode, boolean>;
  bufferOpen: number;
  bufferClose: number;
};

const perMode = <T>(value: (mode: TOrderHoursMode) => T) =>
  Object.fromEntries(ORDER_HOURS_MODE_KEYS.map((mode) => [mode, value(mode)])) as Record<TOrderHoursMode, T>;

const same = (a: THoursRow[], b: THoursRow[]) => JSON.stringify(a) === JSON.stringify(b);

/** The loaded record and buffers as the form holds them. */
export function formOf(dayHours: TDayHours[], buffers: { bufferOpen: number; bufferClose: number }): TOrderHoursForm {
  const rows = perMode((mode) => rowsOfDayHours(dayHours, ORDER_HOURS_MODES[mode][0]));
  return {
    sameForAll: same(rows.pickupCurbside, rows.dineIn) && same(rows.pickupCurbside, rows.delivery),
    rows,
    everyDay: perMode((mode) => isSameEveryDay(rows[mode])),
    ...buffers,
  };
}

/** A mode's week as it will be saved: the everyday row copied, or the mode standing in for all. */
export function effectiveRows(form: TOrderHoursForm, mode: TOrderHoursMode): THoursRow[] {
  const source: TOrderHoursMode = form.sameForAll ? 'pickupCurbside' : mode;
  const rows = form.rows[source];
  return form.everyDay[source] ? everyDayRows(rows[0]!) : rows;
}

/** The day hours to save: the modes shown from the form, the hidden ones (delivery without the flag) as loaded. */
export function dayHoursOf(form: TOrderHoursForm, shown: readonly TOrderHoursMode[], loaded: TDayHours[]) {
  return ORDER_HOURS_MODE_KEYS.flatMap((mode) =>
    shown.includes(mode)
      ? dayHoursOfRows(effectiveRows(form, mode), ORDER_HOURS_MODES[mode])
      : loaded.filter((entry) =>
          entry.fulfillmentTypes.some((t) => (ORDER_HOURS_MODES[mode] as readonly string[]).includes(t)),
        ),
  );
}

/** The form's state: values, whether they differ from the loaded ones, and the hours rules' issues per mode. */
export function useOrderHoursForm(initial: TOrderHoursForm, shown: readonly TOrderHoursMode[]) {
  const [form, setForm] = useState(initial);
  const issues = useMemo(
    () => perMode((mode): THoursIssue[] => (shown.includes(mode) ? hoursIssues(effectiveRows(form, mode)) : [])),
    [form, shown],
  );
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const invalid = Object.values(issues).some((list) => list.length > 0);
  const setRow = (mode: TOrderHoursMode, day: number, change: Partial<THoursRow>) =>
    setForm((f) => ({
      ...f,
      rows: { ...f.rows, [mode]: f.rows[mode].map((row) => (row.day === day ? { ...row, ...change } : row)) },
    }));
  const setEveryDay = (mode: TOrderHoursMode, on: boolean) =>
    setForm((f) => ({ ...f, everyDay: { ...f.everyDay, [mode]: on } }));
  return { form, setForm, setRow, setEveryDay, issues, dirty, invalid, reset: () => setForm(initial) };
}
