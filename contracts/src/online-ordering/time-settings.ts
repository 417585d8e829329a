import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §7.2, §9: time settings' granularity is fixed at 15 minutes; the server sets it, clients cannot. */
export const TIME_SETTINGS_GRANULARITY = 15;
/** Spec 3 §4, §9: future orders 1 to 7 days ahead, 7 by default; 0 means future orders are off. */
export const FUTURE_DAYS_MIN = 1;
export const FUTURE_DAYS_MAX = 7;
export const FUTURE_DAYS_DEFAULT = 7;
/**
 * Not given by the spec: how long after opening the first order may be due and how long before closing the last;
 * two hours either way covers any kitchen's opening and closing routine.
 */
export const BUFFER_MINUTES_MAX = 120;
export const TIME_SETTINGS_DESCRIPTION_MAX = 100;

export const TIME_SETTINGS_ERROR = {
  futureDaysMin: 'timeSettings.errors.futureDaysMin',
  futureDaysMax: 'timeSettings.errors.futureDaysMax',
  futureDaysNumber: 'timeSettings.errors.futureDaysNumber',
  buffer: 'timeSettings.errors.buffer',
} as const satisfies Record<string, TErrorKey>;

export const ZBufferMinutes = z
  .number()
  .int(TIME_SETTINGS_ERROR.buffer)
  .min(0, TIME_SETTINGS_ERROR.buffer)
  .max(BUFFER_MINUTES_MAX, TIME_SETTINGS_ERROR.buffer);

/** Max future days as saved: 0 (off) or 1 to 7 (spec 3 §5 Future days). */
export const ZMaxFutureDays = z
  .number()
  .int(TIME_SETTINGS_ERROR.futureDaysNumber)
  .min(0, TIME_SETTINGS_ERROR.futureDaysMin)
  .max(FUTURE_DAYS_MAX, TIME_SETTINGS_ERROR.futureDaysMax);

/** What a client may set (spec 3 §3 time settings, less the granularity the server fixes). */
export const ZTimeSettingsInput = z.object({
  description: z.string().trim().max(TIME_SETTINGS_DESCRIPTION_MAX).default(''),
  bufferOpen: ZBufferMinutes,
  bufferClose: ZBufferMinutes,
  maxFutureDays: ZMaxFutureDays,
});
export type TTimeSettingsInput = z.infer<typeof ZTimeSettingsInput>;

/** Spec 3 §3 time settings as answered. */
export const ZTimeSettings = z.object({
  id: z.string(),
  description: z.string(),
  bufferOpen: z.number().int(),
  bufferClose: z.number().int(),
  granularity: z.number().int(),
  maxFutureDays: z.number().int(),
  organization: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type TTimeSettings = z.infer<typeof ZTimeSettings>;

/** A settings id as GraphQL carries it (a UUID); anything else finds nothing. */
export const ZSettingsId = z.string().trim().min(1).max(64);

export const ZCreateTimeSettingsArgs = z.object({ input: ZTimeSettingsInput });
export const ZUpdateTimeSettingsArgs = z.object({ id: ZSettingsId, input: ZTimeSettingsInput });
export const ZTimeSettingsIdArgs = z.object({ id: ZSettingsId });

/** The defaults a new record gets (spec 3 §3 bufferOpen and bufferClose default 0; §9 future days default 7). */
export const defaultTimeSettingsInput = (): TTimeSettingsInput => ({
  description: '',
  bufferOpen: 0,
  bufferClose: 0,
  maxFutureDays: FUTURE_DAYS_DEFAULT,
});

/**
 * Spec 3 §4, §5 Future orders: the switch and the days as typed become the saved days (off saves 0); an integer 1 to
 * 7 is required when on. Answers the saved value or the error key.
 */
export function futureDaysOf(enabled: boolean, typed: string): { days: number } | { error: TErrorKey } {
  if (!enabled) return { days: 0 };
  const text = typed.trim();
  if (!/^-?\d+$/.test(text)) return { error: TIME_SETTINGS_ERROR.futureDaysNumber };
  const days = Number(text);
  if (days < FUTURE_DAYS_MIN) return { error: TIME_SETTINGS_ERROR.futureDaysMin };
  if (days > FUTURE_DAYS_MAX) return { error: TIME_SETTINGS_ERROR.futureDaysMax };
  return { days };
}

/** Spec 3 §4: a saved 0 shows the switch off and the field at 7. */
export const futureDaysFormOf = (saved: number): { enabled: boolean; typed: string } =>
  saved === 0 ? { enabled: false, typed: String(FUTURE_DAYS_DEFAULT) } : { enabled: true, typed: String(saved) };
