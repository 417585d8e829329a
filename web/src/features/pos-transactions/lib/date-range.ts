import { isIsoDate, presetRange, resetToDate, type TDatePreset } from '@mp/contracts/tickets';

/** From and To are calendar days ('YYYY-MM-DD') in the store's time zone; `preset` is null once a date is picked. */
export type TDateRange = { preset: TDatePreset | null; from: string; to: string };

/** The range control's state for a preset, counted from the store's today. */
export function rangeOfPreset(preset: TDatePreset, today: string): TDateRange {
  const { FromDate, ToDate } = presetRange(preset, today);
  return { preset, from: FromDate, to: ToDate };
}

/**
 * Picking a From date switches the presets off; a To that would now precede it resets to From (spec 2 §5). A
 * cleared or half-typed date input changes nothing, so the range always stays whole.
 */
export function withFrom(range: TDateRange, from: string): TDateRange {
  if (!isIsoDate(from)) return range;
  return { preset: null, from, to: resetToDate(from, range.to) };
}

/** Picking a To date switches the presets off; a To before From resets to From (spec 2 §5). */
export function withTo(range: TDateRange, to: string): TDateRange {
  if (!isIsoDate(to)) return range;
  return { preset: null, from: range.from, to: resetToDate(range.from, to) };
}
