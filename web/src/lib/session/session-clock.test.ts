import { describe, expect, it } from 'vitest';
import {
  extendCountdownSeconds,
  formatCountdown,
  renewErrorKey,
  sessionCheck,
  warningWindowMinutes,
  type TSessionCheck,
} from './session-clock';

const MIN = 60_000;
const NOW = 1_800_000_000_000;

describe('warning window and countdown (spec 1 §9)', () => {
  it.each([
    [40, 5, 300],
    [7, 5, 300],
    [6, 1, 300],
    [5, 1, 60],
    [2, 1, 60],
  ])('time-out %i: warning %i min, countdown %i s', (timeout, warning, countdown) => {
    expect(warningWindowMinutes(timeout)).toBe(warning);
    expect(extendCountdownSeconds(timeout)).toBe(countdown);
  });
});

type TCase = { timeout: number; idle: number; sinceUpdate: number | null; expected: TSessionCheck };

// idle and sinceUpdate in minutes before NOW; sinceUpdate null: nothing stored.
const CASES: TCase[] = [
  // 40 minutes: warning at 35 idle, refresh after 20, renew after 40.
  { timeout: 40, idle: 0, sinceUpdate: 0, expected: 'none' },
  { timeout: 40, idle: 0, sinceUpdate: null, expected: 'renew' },
  { timeout: 40, idle: 0, sinceUpdate: 20, expected: 'none' },
  { timeout: 40, idle: 0, sinceUpdate: 20.01, expected: 'refresh' },
  { timeout: 40, idle: 34.99, sinceUpdate: 30, expected: 'refresh' },
  { timeout: 40, idle: 35, sinceUpdate: 30, expected: 'extend' },
  { timeout: 40, idle: 35, sinceUpdate: 1, expected: 'extend' },
  { timeout: 40, idle: 39, sinceUpdate: 40, expected: 'extend' },
  { timeout: 40, idle: 1, sinceUpdate: 40.01, expected: 'renew' },
  { timeout: 40, idle: 50, sinceUpdate: 50, expected: 'renew' },
  // 6 minutes: the window is 1 minute, so warning at 5 idle; refresh after 3.
  { timeout: 6, idle: 4.99, sinceUpdate: 3, expected: 'none' },
  { timeout: 6, idle: 4.99, sinceUpdate: 3.01, expected: 'refresh' },
  { timeout: 6, idle: 5, sinceUpdate: 1, expected: 'extend' },
  { timeout: 6, idle: 0, sinceUpdate: 6.01, expected: 'renew' },
  // 5 minutes: warning at 4 idle.
  { timeout: 5, idle: 3.99, sinceUpdate: 2.5, expected: 'none' },
  { timeout: 5, idle: 3.99, sinceUpdate: 2.51, expected: 'refresh' },
  { timeout: 5, idle: 4, sinceUpdate: 0, expected: 'extend' },
  { timeout: 5, idle: 0, sinceUpdate: 5, expected: 'refresh' },
  { timeout: 5, idle: 0, sinceUpdate: 5.01, expected: 'renew' },
  // 2 minutes: warning at 1 idle, refresh after 1.
  { timeout: 2, idle: 0.99, sinceUpdate: 1, expected: 'none' },
  { timeout: 2, idle: 0.5, sinceUpdate: 1.01, expected: 'refresh' },
  { timeout: 2, idle: 1, sinceUpdate: 0, expected: 'extend' },
  { timeout: 2, idle: 0, sinceUpdate: 2.01, expected: 'renew' },
];

describe('sessionCheck', () => {
  it.each(CASES)(
    'time-out $timeout, idle $idle min, last update $sinceUpdate min ago: $expected',
    ({ timeout, idle, sinceUpdate, expected }) => {
      expect(
        sessionCheck({
          now: NOW,
          lastActivity: NOW - idle * MIN,
          lastSessionUpdate: sinceUpdate === null ? null : NOW - sinceUpdate * MIN,
          timeoutMinutes: timeout,
        }),
      ).toBe(expected);
    },
  );
});

describe('formatCountdown', () => {
  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [60, '01:00'],
    [59, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-3, '00:00'],
    [61.7, '01:01'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('renewErrorKey', () => {
  it.each([
    ['I', 'auth.loginErrors.incorrect.message'],
    ['L', 'auth.loginErrors.locked.message'],
    ['A', 'auth.loginErrors.notApproved.message'],
    ['F', 'auth.loginErrors.noFeature.message'],
    ['X', 'auth.loginErrors.merchantDeactivated.message'],
    ['D', 'auth.loginErrors.storeDeactivated.message'],
    ['U', 'session.renew.ssoUser'],
    ['M', 'auth.loginErrors.generic.message'],
    [null, 'auth.loginErrors.generic.message'],
  ] as const)('%s → %s', (code, key) => {
    expect(renewErrorKey(code)).toBe(key);
  });
});
