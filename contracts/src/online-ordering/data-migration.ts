import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 2 §3 "Migration areas", in the order the cards show them. */
export const MIGRATION_AREAS = [
  'logoConfig',
  'bannerConfig',
  'fulfillmentTypeConfig',
  'domain',
  'stores',
  'storeHours',
  'tipDetails',
  'config',
] as const;
export type TMigrationArea = (typeof MIGRATION_AREAS)[number];

/**
 * Per-area answer codes (spec 2 §4): 200 the area was copied; 218 its data already existed (or there was nothing to
 * copy) and nothing was written. Not given by the spec, the refusals an area may answer: 404 a record it needs is not
 * the merchant's, 409 the copied value clashes with another merchant's (a web domain name taken), 415 the source
 * image is of a format online ordering does not take (GIF), 500 the area failed unexpectedly (its writes undone).
 */
export const MIGRATION_CODE = {
  copied: 200,
  alreadyThere: 218,
  notFound: 404,
  conflict: 409,
  unsupported: 415,
  failed: 500,
} as const;

export const DATA_MIGRATION_ERROR = {
  merchantId: 'dataMigration.errors.merchantId',
  storeId: 'dataMigration.errors.storeId',
  organization: 'dataMigration.errors.organization',
  enterpriseUnit: 'dataMigration.errors.enterpriseUnit',
  /** Spec 2 §6: data migration is disabled in store view. */
  storeView: 'dataMigration.errors.storeView',
  notFound: 'dataMigration.errors.notFound',
  /** An area's 409: the web domain the company's web site gives is another merchant's. */
  domainTaken: 'dataMigration.errors.domainTaken',
  /** An area's 415: the logo or banner is of a format online ordering does not take. */
  unsupportedImage: 'dataMigration.errors.unsupportedImage',
} as const satisfies Record<string, TErrorKey>;

/** Not given by the spec: the legacy commerce identifiers are short codes. */
export const MIGRATION_ID_MAX = 64;

const ZLegacyId = (key: TErrorKey) => z.string().trim().min(1, key).max(MIGRATION_ID_MAX, key);

/** Spec 2 §7 migrateSilverCommerceMerchant's input: the merchant and store (0: every store), and the legacy ids. */
export const ZMigrateSilverCommerceMerchantInput = z.object({
  merchantId: z.number().int(DATA_MIGRATION_ERROR.merchantId).positive(DATA_MIGRATION_ERROR.merchantId),
  storeId: z.number().int(DATA_MIGRATION_ERROR.storeId).min(0, DATA_MIGRATION_ERROR.storeId),
  organization: ZLegacyId(DATA_MIGRATION_ERROR.organization),
  enterpriseUnit: ZLegacyId(DATA_MIGRATION_ERROR.enterpriseUnit),
});
export type TMigrateSilverCommerceMerchantInput = z.infer<typeof ZMigrateSilverCommerceMerchantInput>;
export const ZMigrateSilverCommerceMerchantArgs = z.object({ input: ZMigrateSilverCommerceMerchantInput });

/** One area's answer (spec 2 §7 endpoints: name, status, message). */
export type TMigrationEndpoint = { name: TMigrationArea; status: number; message: string };
/** The mutation's answer: success when no area failed. */
export type TMigrationResult = { success: boolean; endpoints: TMigrationEndpoint[] };

/** Spec 2 §4 card status. */
export type TCardStatus = 'uninitialized' | 'loading' | 'success' | 'error' | 'warning';

/** Spec 2 §4: 200 is success, 218 a warning (the data already exists), anything else an error. */
export const cardStatusOf = (status: number): TCardStatus =>
  status === MIGRATION_CODE.copied ? 'success' : status === MIGRATION_CODE.alreadyThere ? 'warning' : 'error';

/**
 * Spec 2 §4 overall rule: all uninitialized gives uninitialized; all success gives success; any error gives error;
 * otherwise warning. No cards at all is uninitialized.
 */
export function overallStatus(statuses: readonly TCardStatus[]): TCardStatus {
  if (statuses.every((s) => s === 'uninitialized')) return 'uninitialized';
  if (statuses.every((s) => s === 'success')) return 'success';
  if (statuses.includes('error')) return 'error';
  return 'warning';
}

/** Whether an area's answer counts as a success of the run (written, or already there). */
export const isAreaOk = (status: number): boolean => cardStatusOf(status) !== 'error';

/**
 * Spec 2 §4 (the detection text is not shown there; this is ours): a fulfillmentTypeConfig message starting with it
 * lists, after it and comma-separated, the fulfillment types that have day-parted hours of their own, which the
 * migration does not copy.
 */
export const DAY_PARTED_PREFIX = 'Day-parted fulfillment types: ';

export const dayPartedMessage = (types: readonly string[]): string => `${DAY_PARTED_PREFIX}${types.join(', ')}`;

/** The day-parted fulfillment types a message lists, or null when it does not start with the detection text. */
export function dayPartedTypes(message: string): string[] | null {
  if (!message.startsWith(DAY_PARTED_PREFIX)) return null;
  return message
    .slice(DAY_PARTED_PREFIX.length)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A site's operating day as the order-hours rows read it (contracts/online-ordering/order-hours THoursRow). */
export type TOperatingDay = {
  day: number;
  isClosed: boolean;
  opens: { time: string };
  closes: { time: string; nextDay: boolean };
};

/**
 * The storeHours area: a store's operating hours as order-hours rows. A close at next-day 00:00 is the end of the
 * day (2400), as the order-hours screen writes it; empty times take the defaults.
 */
export const orderHoursRowsOf = (days: readonly TOperatingDay[]) =>
  [...days]
    .sort((a, b) => a.day - b.day)
    .map((d) => {
      const midnightNext = d.closes.nextDay && (d.closes.time === '' || d.closes.time === '0000');
      return {
        day: d.day,
        open: d.opens.time || '0000',
        close: midnightNext ? '2400' : d.closes.time || '2400',
        nextDay: midnightNext ? false : d.closes.nextDay,
        closedAllDay: d.isClosed,
      };
    });

/**
 * Spec 2 §6: data migration is disabled in store view. A merchant with one live store has its store's view stand for
 * the company, as the server's company scope takes it.
 */
export const migrationNeedsCompanyView = (view: { storeId: number; activeStoreCount: number }): boolean =>
  view.storeId !== 0 && view.activeStoreCount > 1;
