import { z } from 'zod';
import type { TAccessContext } from './access/access-context.ts';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { PG_INT_MAX } from './fields.ts';

/** Settings → Store → Alert management (spec 3 §2.1, §2.4): the page the route guard and the server's calls check. */
export const ALERTS_PAGE = 'settings/store/alertmanagement';

/** Spec 3 §7.1. */
export const ALERTS_PATH = {
  get: '/Alert/GetAlertConfiguration',
  update: '/Alert/UpdateAlertConfiguration',
} as const;

/** Spec 3 §3: 1 sales, 2 price, 3 discount, 4 marketing, 5 always subscribed (status 1, no threshold). */
export const ALERT_ID = { sales: 1, price: 2, discount: 3, marketing: 4, always: 5 } as const;
export const ALERT_IDS = [1, 2, 3, 4, 5] as const;
export type TAlertId = (typeof ALERT_IDS)[number];
/** The alerts a user switches and gives a threshold (the fifth is always on). */
export const SWITCHABLE_ALERT_IDS = [1, 2, 3, 4] as const;
/** The alerts the daily job measures (marketing is a subscription to mailings, not a comparison). */
export const MEASURED_ALERT_IDS = [ALERT_ID.sales, ALERT_ID.price, ALERT_ID.discount] as const;
export const ALERT_NAME: Record<TAlertId, string> = {
  1: 'sales',
  2: 'price',
  3: 'discount',
  4: 'marketing',
  5: 'always',
};

/** Spec 3 §5, §9: an integer 1 to 25, at most two digits. */
export const ALERT_THRESHOLD_MIN = 1;
export const ALERT_THRESHOLD_MAX = 25;
const THRESHOLD_MAX_DIGITS = 2;

/** Spec 3 §9: the comparisons the alert text names. */
export const ALERT_BASELINE_DAYS = 28;
export const ALERT_BASELINE_WEEKS = 6;

/** Refusals of the screen and its calls (spec 3 §8: "Percentage error; empty error"). */
export const ALERTS_ERROR = {
  empty: 'alerts.errors.empty',
  percentage: 'alerts.errors.percentage',
  /** The array must hold each of the five alerts once. */
  alertSet: 'alerts.errors.alertSet',
  /** The always-subscribed alert cannot be switched off or given a threshold. */
  alwaysSubscribed: 'alerts.errors.alwaysSubscribed',
  viewOnly: 'alerts.errors.viewOnly',
  storeViewOnly: 'alerts.errors.storeViewOnly',
  staleChecksum: staleChecksumKey('alerts'),
} as const;
const E = ALERTS_ERROR;

/**
 * Spec 3 §6: a view-only user cannot save. The portal's view-only users are the roles without the settings edit
 * right (the Reports Viewer, EDIT_FEATURE_ID among the features its role lacks), the same right Company information
 * asks for; the server refuses their saves.
 */
export const isAlertsViewOnly = (ctx: Pick<TAccessContext, 'featureIds'>): boolean =>
  ctx.featureIds.includes(EDIT_FEATURE_ID.companyInformation);

/** Typing filter of a threshold: digits only, at most two of them (spec 3 §5). */
export const filterThresholdInput = (input: string): string => input.replace(/\D/g, '').slice(0, THRESHOLD_MAX_DIGITS);

/** Blur rule (spec 3 §2.4): the value as an integer without leading zeros; text that is no number is left as typed. */
export const normalizeThresholdInput = (input: string): string =>
  /^\d+(\.\d*)?$/.test(input.trim()) ? String(Math.trunc(Number(input.trim()))) : input;

/** The rule a threshold breaks, or null: required, then a whole number 1 to 25 in at most two digits. */
export function thresholdProblem(value: string | number | null): (typeof E)['empty' | 'percentage'] | null {
  const text = value === null ? '' : String(value).trim();
  if (text === '') return E.empty;
  if (!/^\d{1,2}$/.test(text)) return E.percentage;
  const n = Number(text);
  return n >= ALERT_THRESHOLD_MIN && n <= ALERT_THRESHOLD_MAX ? null : E.percentage;
}

/** One alert as GetAlertConfiguration answers it (spec 3 §3); the checksum is the store's configuration's. */
export const ZAlertEntry = z.object({
  AlertDefinitionId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  SubscriptionStatus: z.union([z.literal(0), z.literal(1)]),
  PercentThreshold: z.number().int().nullable(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TAlertEntry = z.infer<typeof ZAlertEntry>;

export const ZAlertConfigurationResponse = z.object({ IsSuccessful: z.literal(true), Entity: z.array(ZAlertEntry) });
export type TAlertConfigurationResponse = z.infer<typeof ZAlertConfigurationResponse>;

/** A threshold as the form holds it (text) or a client sends it (a number); null or '' when not given. */
const ZThresholdInput = z.union([z.number(), z.string().max(10)]).nullable();

const ZAlertInput = z.object({
  // Bounded like every integer a client sends; which ids make a valid set is the refinement's call (alertSet).
  AlertDefinitionId: z.number().int().min(0).max(PG_INT_MAX),
  SubscriptionStatus: z.union([z.literal(0), z.literal(1)]),
  PercentThreshold: ZThresholdInput,
  ConcurrencyChecksum: ZConcurrencyChecksum,
});

/** The stored form of one alert: a switchable alert's status and threshold. */
export type TAlertSetting = { on: boolean; threshold: number | null };
export type TAlertSettings = Record<(typeof SWITCHABLE_ALERT_IDS)[number], TAlertSetting>;

/**
 * POST /Alert/UpdateAlertConfiguration and the screen's form, one schema: the five alerts once each, a switched-on
 * alert's threshold required and 1 to 25 (spec 3 §5), an off alert's threshold kept when valid and dropped otherwise;
 * every entry carries the checksum it loaded. Problems name the entry: `2.PercentThreshold`.
 */
export const ZUpdateAlertConfigurationRequest = z
  .array(ZAlertInput)
  .max(ALERT_IDS.length)
  .superRefine((entries, ctx) => {
    const ids = entries.map((e) => e.AlertDefinitionId).sort();
    if (ids.join() !== ALERT_IDS.join()) {
      ctx.addIssue({ code: 'custom', message: E.alertSet, path: [] });
      return;
    }
    entries.forEach((entry, index) => {
      if (entry.AlertDefinitionId === ALERT_ID.always) {
        if (entry.SubscriptionStatus !== 1 || (entry.PercentThreshold !== null && entry.PercentThreshold !== ''))
          ctx.addIssue({ code: 'custom', message: E.alwaysSubscribed, path: [index, 'SubscriptionStatus'] });
        return;
      }
      const problem = entry.SubscriptionStatus === 1 ? thresholdProblem(entry.PercentThreshold) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index, 'PercentThreshold'] });
    });
  })
  .transform((entries) => {
    const byId = new Map(entries.map((e) => [e.AlertDefinitionId, e]));
    const settingOf = (id: number): TAlertSetting => {
      const entry = byId.get(id)!;
      const threshold = thresholdProblem(entry.PercentThreshold) === null ? Number(entry.PercentThreshold) : null;
      return { on: entry.SubscriptionStatus === 1, threshold };
    };
    return {
      checksums: entries.map((e) => e.ConcurrencyChecksum),
      settings: { 1: settingOf(1), 2: settingOf(2), 3: settingOf(3), 4: settingOf(4) } satisfies TAlertSettings,
    };
  });
export type TUpdateAlertConfigurationRequest = z.input<typeof ZUpdateAlertConfigurationRequest>;
export type TUpdateAlertConfiguration = z.output<typeof ZUpdateAlertConfigurationRequest>;

/** The answers the configuration as stored. */
export const ZUpdateAlertConfigurationResponse = ZAlertConfigurationResponse;

/** The entries of a store's settings, in id order, the fifth always subscribed. */
export const alertEntriesOf = (settings: TAlertSettings, checksum: string): TAlertEntry[] => [
  ...SWITCHABLE_ALERT_IDS.map((id) => ({
    AlertDefinitionId: id,
    SubscriptionStatus: settings[id].on ? (1 as const) : (0 as const),
    PercentThreshold: settings[id].threshold,
    ConcurrencyChecksum: checksum,
  })),
  { AlertDefinitionId: ALERT_ID.always, SubscriptionStatus: 1, PercentThreshold: null, ConcurrencyChecksum: checksum },
];

/** The screen's form: react-hook-form wants an object, so the array sits under `Alerts` (paths `Alerts.1.…`). */
export const ZAlertForm = z.object({ Alerts: ZUpdateAlertConfigurationRequest });
export type TAlertFormInput = z.input<typeof ZAlertForm>;
export type TAlertFormValues = z.output<typeof ZAlertForm>;
