import { describe, expect, it } from 'vitest';
import { futureDaysFormOf, futureDaysOf, TIME_SETTINGS_ERROR as E, ZTimeSettingsInput } from './time-settings.ts';

describe('future order days (spec 3 §4, §5)', () => {
  it.each([
    { enabled: false, typed: '3', expected: { days: 0 } },
    { enabled: false, typed: 'x', expected: { days: 0 } },
    { enabled: true, typed: '1', expected: { days: 1 } },
    { enabled: true, typed: ' 7 ', expected: { days: 7 } },
    { enabled: true, typed: '0', expected: { error: E.futureDaysMin } },
    { enabled: true, typed: '-2', expected: { error: E.futureDaysMin } },
    { enabled: true, typed: '8', expected: { error: E.futureDaysMax } },
    { enabled: true, typed: '2.5', expected: { error: E.futureDaysNumber } },
    { enabled: true, typed: '', expected: { error: E.futureDaysNumber } },
    { enabled: true, typed: 'seven', expected: { error: E.futureDaysNumber } },
  ])('switch $enabled, "$typed"', ({ enabled, typed, expected }) => {
    expect(futureDaysOf(enabled, typed)).toEqual(expected);
  });

  it('shows a saved 0 as off with 7 in the field', () => {
    expect(futureDaysFormOf(0)).toEqual({ enabled: false, typed: '7' });
    expect(futureDaysFormOf(3)).toEqual({ enabled: true, typed: '3' });
  });
});

describe('time settings input', () => {
  const valid = { bufferOpen: 15, bufferClose: 0, maxFutureDays: 7 };
  it.each([
    { input: valid, ok: true },
    { input: { ...valid, bufferOpen: 120 }, ok: true },
    { input: { ...valid, bufferOpen: 121 }, path: 'bufferOpen', key: E.buffer },
    { input: { ...valid, bufferClose: -1 }, path: 'bufferClose', key: E.buffer },
    { input: { ...valid, bufferClose: 1.5 }, path: 'bufferClose', key: E.buffer },
    { input: { ...valid, maxFutureDays: 0 }, ok: true },
    { input: { ...valid, maxFutureDays: 8 }, path: 'maxFutureDays', key: E.futureDaysMax },
  ])('$input', ({ input, ok, path, key }) => {
    const result = ZTimeSettingsInput.safeParse(input);
    expect(result.success).toBe(ok === true);
    if (!result.success) expect(result.error.issues[0]).toMatchObject({ path: [path], message: key });
  });
});
