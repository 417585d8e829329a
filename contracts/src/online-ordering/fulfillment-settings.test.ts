import { describe, expect, it } from 'vitest';
import {
  adjustedPrepSeconds,
  defaultFulfillmentTimeSettings,
  FULFILLMENT_ERROR as E,
  prepFormOf,
  prepMinutesOf,
  prepSecondsOf,
  PREP_SECONDS_MAX,
  ZFulfillmentTimeSettingsInput,
  ZPatchFulfillmentTimeSettingsArgs,
} from './fulfillment-settings.ts';

describe('prep time as chosen (spec 3 §5, §9)', () => {
  it.each([
    { hours: '0', minutes: '0', expected: { seconds: 0 } },
    { hours: '0', minutes: '25', expected: { seconds: 1500 } },
    { hours: '5', minutes: '59', expected: { seconds: 21540 } },
    { hours: '6', minutes: '0', expected: { error: E.invalidTime } },
    { hours: '1', minutes: '60', expected: { error: E.invalidTime } },
    { hours: '-1', minutes: '0', expected: { error: E.invalidTime } },
    { hours: '1.5', minutes: '0', expected: { error: E.invalidTime } },
    { hours: '', minutes: '5', expected: { error: E.invalidTime } },
  ])('$hours h $minutes min', ({ hours, minutes, expected }) => {
    expect(prepSecondsOf(hours, minutes)).toEqual(expected);
  });

  it.each([
    { seconds: 0, minutes: 0, form: { hours: 0, minutes: 0 } },
    { seconds: 61, minutes: 2, form: { hours: 0, minutes: 2 } },
    { seconds: 900, minutes: 15, form: { hours: 0, minutes: 15 } },
    { seconds: 3601, minutes: 61, form: { hours: 1, minutes: 1 } },
    { seconds: PREP_SECONDS_MAX, minutes: 359, form: { hours: 5, minutes: 59 } },
  ])('$seconds s shows as $minutes minutes', ({ seconds, minutes, form }) => {
    expect(prepMinutesOf(seconds)).toBe(minutes);
    expect(prepFormOf(seconds)).toEqual(form);
  });

  it.each([
    { seconds: 900, adjust: -10, expected: 300 },
    { seconds: 300, adjust: -10, expected: 0 },
    { seconds: 0, adjust: -10, expected: 0 },
    { seconds: 900, adjust: 30, expected: 2700 },
    { seconds: PREP_SECONDS_MAX - 60, adjust: 20, expected: PREP_SECONDS_MAX },
  ])('the status dialog adjusts $seconds s by $adjust minutes to $expected s', ({ seconds, adjust, expected }) => {
    expect(adjustedPrepSeconds(seconds, adjust)).toBe(expected);
  });
});

describe('fulfillment time settings input', () => {
  it('takes the defaults, and refuses a prep time past 5 h 59 min or a negative duration', () => {
    const valid = defaultFulfillmentTimeSettings();
    expect(ZFulfillmentTimeSettingsInput.safeParse(valid).success).toBe(true);
    const long = ZFulfillmentTimeSettingsInput.safeParse({ ...valid, prepDuration: PREP_SECONDS_MAX + 1 });
    expect(long.error?.issues[0]).toMatchObject({ path: ['prepDuration'], message: E.duration });
    const negative = ZFulfillmentTimeSettingsInput.safeParse({ ...valid, queueDuration: -1 });
    expect(negative.error?.issues[0]).toMatchObject({ path: ['queueDuration'], message: E.duration });
  });

  it('patches only what is sent, and refuses an empty patch', () => {
    expect(ZPatchFulfillmentTimeSettingsArgs.parse({ input: { prepDuration: 600 } })).toEqual({
      input: { prepDuration: 600 },
    });
    expect(ZPatchFulfillmentTimeSettingsArgs.safeParse({ input: {} }).success).toBe(false);
  });
});
