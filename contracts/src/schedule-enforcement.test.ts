import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  isApprovalChoiceEnabled,
  limitOfSlider,
  SCHEDULE_ENFORCEMENT_ERROR,
  sliderLabelMinutes,
  sliderOfLimits,
  ZSaveScheduleEnforcementRequest,
} from './schedule-enforcement.ts';

describe('slider mapping', () => {
  it.each([
    [-35, 30, -40],
    [-20, 15, -25],
    [-5, 0, -10],
    [5, 0, 0],
    [10, 5, 5],
    [35, 30, 30],
  ])('position %i shows %i minutes and saves %i', (position, label, limit) => {
    expect(sliderLabelMinutes(position)).toBe(label);
    expect(limitOfSlider(position)).toBe(limit);
  });

  it.each<[number, number, [number, number]]>([
    [-10, 0, [-5, 5]],
    [-40, 30, [-35, 35]],
    [-25, 15, [-20, 20]],
    // Out of a thumb's range: shown at its end.
    [0, -20, [-5, 5]],
    [-90, 90, [-35, 35]],
  ])('limits %i and %i show at %j', (lower, upper, position) => expect(sliderOfLimits(lower, upper)).toEqual(position));

  it('a store without a saved row enforces the initial position', () => {
    expect(DEFAULT_LIMITS).toEqual({ lower: -10, upper: 0 });
  });
});

describe('isApprovalChoiceEnabled', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('clock-in %s, clock-out %s → %s', (clockIn, clockOut, enabled) =>
    expect(
      isApprovalChoiceEnabled({ isClockInEnforcementEnabled: clockIn, isClockOutEnforcementEnabled: clockOut }),
    ).toBe(enabled),
  );
});

const VALID = {
  merchantId: 1,
  storeId: 2,
  isClockInEnforcementEnabled: true,
  clockInLowerLimit: -10,
  clockInUpperLimit: 0,
  isClockOutEnforcementEnabled: false,
  clockOutLowerLimit: -40,
  clockOutUpperLimit: 30,
  isUnScheduledShiftApprovalRequired: true,
  ConcurrencyChecksum: '0',
};

describe('ZSaveScheduleEnforcementRequest limits', () => {
  it.each([
    ['clockInLowerLimit', -45],
    ['clockInLowerLimit', -5],
    ['clockInLowerLimit', -12],
    ['clockInUpperLimit', -5],
    ['clockOutUpperLimit', 35],
    ['clockOutLowerLimit', 0],
  ])('%s %i is refused naming the field', (field, value) => {
    const r = ZSaveScheduleEnforcementRequest.safeParse({ ...VALID, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [field, SCHEDULE_ENFORCEMENT_ERROR.limitRange],
    ]);
  });

  it('every slider position saves an accepted limit', () => {
    expect(ZSaveScheduleEnforcementRequest.safeParse(VALID).success).toBe(true);
  });
});
