import { describe, expect, it } from 'vitest';
import {
  ALERTS_ERROR,
  alertEntriesOf,
  filterThresholdInput,
  normalizeThresholdInput,
  thresholdProblem,
  ZUpdateAlertConfigurationRequest,
} from './alerts.ts';

const { empty: EMPTY, percentage: PERCENT } = ALERTS_ERROR;

describe('thresholdProblem: required, a whole number 1 to 25 in at most two digits (spec 3 §5)', () => {
  it.each([
    [null, EMPTY],
    ['', EMPTY],
    ['  ', EMPTY],
    ['1', null],
    ['25', null],
    [' 7 ', null],
    [12, null],
    ['0', PERCENT],
    ['26', PERCENT],
    ['100', PERCENT],
    ['2.5', PERCENT],
    ['-3', PERCENT],
    ['abc', PERCENT],
    [0, PERCENT],
  ])('%j → %s', (value, want) => expect(thresholdProblem(value)).toBe(want));
});

describe('typing and blur', () => {
  it.each([
    ['12', '12'],
    ['1a2', '12'],
    ['123', '12'],
    ['-5', '5'],
    ['', ''],
  ])('filter %j → %j', (typed, want) => expect(filterThresholdInput(typed)).toBe(want));

  it.each([
    ['08', '8'],
    ['7.9', '7'],
    [' 12 ', '12'],
    ['x', 'x'],
    ['', ''],
  ])('blur %j → %j', (typed, want) => expect(normalizeThresholdInput(typed)).toBe(want));
});

const entry = (id: number, on: 0 | 1, threshold: number | string | null) => ({
  AlertDefinitionId: id,
  SubscriptionStatus: on,
  PercentThreshold: threshold,
  ConcurrencyChecksum: '3',
});
const ALL_OFF = [entry(1, 0, null), entry(2, 0, null), entry(3, 0, null), entry(4, 0, null), entry(5, 1, null)];
const issues = (body: unknown) => {
  const r = ZUpdateAlertConfigurationRequest.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the update body: each alert once, a switched-on alert needs its threshold, the fifth always on', () => {
  it.each([
    ['every alert off', ALL_OFF, []],
    ['sales on at 10', [entry(1, 1, '10'), ...ALL_OFF.slice(1)], []],
    ['sales on without a threshold', [entry(1, 1, ''), ...ALL_OFF.slice(1)], [['0.PercentThreshold', EMPTY]]],
    ['price on at 30', [ALL_OFF[0], entry(2, 1, 30), ...ALL_OFF.slice(2)], [['1.PercentThreshold', PERCENT]]],
    ['an off alert with a bad threshold', [entry(1, 0, '99'), ...ALL_OFF.slice(1)], []],
    [
      'the fifth switched off',
      [...ALL_OFF.slice(0, 4), entry(5, 0, null)],
      [['4.SubscriptionStatus', ALERTS_ERROR.alwaysSubscribed]],
    ],
    ['an alert missing', ALL_OFF.slice(0, 4), [['', ALERTS_ERROR.alertSet]]],
    ['an alert twice', [...ALL_OFF.slice(0, 4), entry(4, 0, null)], [['', ALERTS_ERROR.alertSet]]],
  ])('%s', (_label, body, want) => expect(issues(body)).toEqual(want));

  it('keeps an off alert’s valid threshold and drops an invalid one', () => {
    const parsed = ZUpdateAlertConfigurationRequest.parse([entry(1, 0, '12'), entry(2, 0, '99'), ...ALL_OFF.slice(2)]);
    expect(parsed.settings[1]).toEqual({ on: false, threshold: 12 });
    expect(parsed.settings[2]).toEqual({ on: false, threshold: null });
  });

  it('answers the stored settings as the five entries, the fifth always subscribed', () => {
    const off = { on: false, threshold: null };
    const entries = alertEntriesOf({ 1: { on: true, threshold: 5 }, 2: off, 3: off, 4: off }, '7');
    expect(entries.map((e) => [e.AlertDefinitionId, e.SubscriptionStatus, e.PercentThreshold])).toEqual([
      [1, 1, 5],
      [2, 0, null],
      [3, 0, null],
      [4, 0, null],
      [5, 1, null],
    ]);
  });
});
