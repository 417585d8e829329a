import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { ZId, ZIdParam } from './fields.ts';

/** The store-level Schedule Enforcement screen (spec 3 §2.4, §4, §5): how strictly clock-in and clock-out keep to shifts. */
export const SCHEDULE_ENFORCEMENT_PATH = {
  get: '/ScheduleEnforcement/GetScheduleEnforcement',
  save: '/ScheduleEnforcement/SaveScheduleEnforcement',
} as const;

export const SCHEDULE_ENFORCEMENT_ERROR = {
  /** A limit that no slider position saves (outside its thumb's range or off the 5-minute step). */
  limitRange: 'scheduleEnforcement.errors.limitRange',
  /** The merchantId or storeId sent is not the store the session looks at. */
  otherStore: 'scheduleEnforcement.errors.otherStore',
  /** Enforcement is kept per store: the company view only shows the Alert. */
  storeViewOnly: 'scheduleEnforcement.errors.storeViewOnly',
  staleChecksum: staleChecksumKey('scheduleEnforcement'),
} as const;

/** The slider (spec 3 §5): the before-thumb moves in −35…−5, the after-thumb in 5…35, in steps of 5. */
export const SLIDER = { beforeMin: -35, beforeMax: -5, afterMin: 5, afterMax: 35, step: 5 } as const;
export const SLIDER_INITIAL: readonly [number, number] = [SLIDER.beforeMax, SLIDER.afterMin];
const LIMIT_OFFSET = 5;

/** Minutes a thumb's label shows: the slider's −5 and 5 both mean "on time" (0 minutes). */
export const sliderLabelMinutes = (value: number): number => Math.abs(value) - LIMIT_OFFSET;

/** The limit a thumb position saves. */
export const limitOfSlider = (value: number): number => value - LIMIT_OFFSET;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The slider positions of stored limits (a limit outside a thumb's range shows at that range's end). */
export const sliderOfLimits = (lower: number, upper: number): [number, number] => [
  clamp(lower + LIMIT_OFFSET, SLIDER.beforeMin, SLIDER.beforeMax),
  clamp(upper + LIMIT_OFFSET, SLIDER.afterMin, SLIDER.afterMax),
];

/** The limits of the slider's initial position: what a store without a saved row enforces. */
export const DEFAULT_LIMITS = { lower: limitOfSlider(SLIDER_INITIAL[0]), upper: limitOfSlider(SLIDER_INITIAL[1]) };

/** The limits a thumb can save: its range minus 5, on the 5-minute step. */
const limitOf = (min: number, max: number) => {
  const message = SCHEDULE_ENFORCEMENT_ERROR.limitRange;
  return z
    .number({ message })
    .int({ message })
    .min(limitOfSlider(min), { message })
    .max(limitOfSlider(max), { message })
    .multipleOf(SLIDER.step, { message });
};
const ZLowerLimit = limitOf(SLIDER.beforeMin, SLIDER.beforeMax);
const ZUpperLimit = limitOf(SLIDER.afterMin, SLIDER.afterMax);

/** The unscheduled-shift approval radios are enabled only while at least one enforcement toggle is on. */
export const isApprovalChoiceEnabled = (v: {
  isClockInEnforcementEnabled: boolean;
  isClockOutEnforcementEnabled: boolean;
}): boolean => v.isClockInEnforcementEnabled || v.isClockOutEnforcementEnabled;

const enforcementFields = {
  isClockInEnforcementEnabled: z.boolean(),
  clockInLowerLimit: ZLowerLimit,
  clockInUpperLimit: ZUpperLimit,
  isClockOutEnforcementEnabled: z.boolean(),
  clockOutLowerLimit: ZLowerLimit,
  clockOutUpperLimit: ZUpperLimit,
  isUnScheduledShiftApprovalRequired: z.boolean(),
};

/** GET /ScheduleEnforcement/GetScheduleEnforcement query: the store the session looks at. */
export const ZGetScheduleEnforcementQuery = z.object({ merchantId: ZIdParam, storeId: ZIdParam });
export type TGetScheduleEnforcementQuery = z.infer<typeof ZGetScheduleEnforcementQuery>;

/** A store's enforcement (defaults, all off, before its first save). */
export const ZScheduleEnforcement = z.object({
  merchantId: ZId,
  storeId: ZId,
  ...enforcementFields,
  /** Who saved it last (their user name); '' before the first save. */
  lastModifiedUserCode: z.string(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TScheduleEnforcement = z.infer<typeof ZScheduleEnforcement>;

/**
 * POST /ScheduleEnforcement/SaveScheduleEnforcement, and the screen's form: the enforcement as loaded with its
 * checksum; lastModifiedUserCode is the server's to set, so what a client sends there is ignored.
 */
export const ZSaveScheduleEnforcementRequest = z.object({
  merchantId: ZId,
  storeId: ZId,
  ...enforcementFields,
  lastModifiedUserCode: z.string().max(100).optional(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TSaveScheduleEnforcementRequest = z.infer<typeof ZSaveScheduleEnforcementRequest>;

export const ZSaveScheduleEnforcementResponse = z.object({
  success: z.literal(true),
  enforcement: ZScheduleEnforcement,
});
export type TSaveScheduleEnforcementResponse = z.infer<typeof ZSaveScheduleEnforcementResponse>;
