import { z } from 'zod';
import { ACCESS_FLAG } from './access/flags.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';

/** The company-level Security Controls screen (spec 3 §2.4, §4, §5): POS limits for every store of the merchant. */
export const SECURITY_CONTROLS_PATH = {
  get: '/SecurityControls/GetSecurityControls',
  update: '/SecurityControls/UpdateSecurityControl',
} as const;

/** Refusals of the screen and its calls; the first three are the spec's (§8), the others name what it leaves open. */
export const SECURITY_CONTROLS_ERROR = {
  empty: 'securityControls.errors.EmptyError',
  number: 'securityControls.errors.NumberError',
  dollar: 'securityControls.errors.DollarError',
  /** The refund limit is on with neither a ticket nor a shift amount. */
  refundAmountRequired: 'securityControls.errors.RefundAmountRequired',
  /** A store view may read the company's controls but not change them. */
  companyViewOnly: 'securityControls.errors.companyViewOnly',
  staleChecksum: staleChecksumKey('securityControls'),
} as const;
const E = SECURITY_CONTROLS_ERROR;

export const LIMIT_COUNT_MIN = 1;
export const LIMIT_COUNT_MAX = 9999;
const COUNT_MAX_DIGITS = 4;
export const LIMIT_DOLLAR_MIN_CENTS = 1;
export const LIMIT_DOLLAR_MAX_CENTS = 99_999_999;

// ---- Count fields: open checks, clear items, delete tickets ----

/** Typing filter of a count field: digits only, at most 4 of them. */
export const filterCountInput = (input: string): string => input.replace(/\D/g, '').slice(0, COUNT_MAX_DIGITS);

/** Blur rule of a count field: a whole number without leading zeros; text that is no number is left as typed. */
export const normalizeCountInput = (input: string): string =>
  /^\d+(\.\d*)?$/.test(input.trim()) ? String(Math.trunc(Number(input.trim()))) : input;

/** The rule a count breaks, or null: required, then 1 to 9999 in at most 4 digits. */
export function countProblem(value: string | number | null): (typeof E)['empty' | 'number'] | null {
  const text = value === null ? '' : String(value).trim();
  if (text === '') return E.empty;
  if (!/^\d{1,4}$/.test(text)) return E.number;
  const n = Number(text);
  return n >= LIMIT_COUNT_MIN && n <= LIMIT_COUNT_MAX ? null : E.number;
}

// ---- Dollar fields: refund per ticket and per shift ----

const DOLLAR_PATTERN = /^(\d{1,6}(\.\d{0,2})?|\.\d{1,2})$/;

/** Typing filter of a dollar field: digits and one decimal point, at most 6 digits before it and 2 after. */
export function filterDollarInput(input: string): string {
  const [whole = '', ...rest] = input.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole.slice(0, 6) : `${whole.slice(0, 6)}.${rest.join('').slice(0, 2)}`;
}

/** Cents of a dollar text, or null when it is not 0–6 digits with up to 2 decimals; never through floating point. */
function centsOf(text: string): number | null {
  if (!DOLLAR_PATTERN.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

const dollarsOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Blur rule of a dollar field: 2 decimals ("12" → "12.00"); text breaking the rule is left for its error. */
export function formatDollarInput(input: string): string {
  const cents = centsOf(input.trim());
  return cents === null ? input : dollarsOf(cents);
}

/** The rule a filled dollar amount breaks, or null: 0.01 to 999999.99 with at most 2 decimals. */
export function dollarProblem(text: string): typeof E.dollar | null {
  const cents = centsOf(text.trim());
  return cents !== null && cents >= LIMIT_DOLLAR_MIN_CENTS && cents <= LIMIT_DOLLAR_MAX_CENTS ? null : E.dollar;
}

// ---- The controls ----

/** The four limit sections and the user-permission override, each with the flag that shows it (spec 3 §6). */
export const SECURITY_SECTION_FLAG = {
  openChecks: 'featLimitOpenChecks',
  clearItems: 'featLimitClearItems',
  deleteTickets: 'featLimitDeleteTickets',
  maxRefund: 'featLimitMaxRefundAmount',
  // Spec 1 §6's "security control" flag, the one security flag left once the four limits have theirs.
  userPermission: ACCESS_FLAG.securityControlsNewPage,
} as const;
export type TSecuritySection = keyof typeof SECURITY_SECTION_FLAG;

/** Each count section: its switch and its value field. */
export const COUNT_LIMITS = [
  { section: 'openChecks', enabled: 'IsLimitChecksEnabled', value: 'MaxOpenChecks' },
  { section: 'clearItems', enabled: 'IsLimitClearItemsEnabled', value: 'MaxClearItems' },
  { section: 'deleteTickets', enabled: 'IsLimitDeleteTicketsEnabled', value: 'MaxDeleteTickets' },
] as const;
export const DOLLAR_FIELDS = ['MaxTicketAmount', 'MaxShiftAmount'] as const;

/** A count as the form holds it (text) or as a client sends it (a number); null or '' when the limit is off. */
const ZCountInput = z.union([z.number(), z.string()]).nullable();
const ZDollarInput = z.string().nullable();

const ZControlsShape = z.object({
  IsLimitChecksEnabled: z.boolean(),
  MaxOpenChecks: ZCountInput,
  IsLimitClearItemsEnabled: z.boolean(),
  MaxClearItems: ZCountInput,
  IsLimitDeleteTicketsEnabled: z.boolean(),
  MaxDeleteTickets: ZCountInput,
  IsLimitMaxRefundAmountEnabled: z.boolean(),
  MaxTicketAmount: ZDollarInput,
  MaxShiftAmount: ZDollarInput,
  /** Sent by the legacy client; the server derives both from the amounts, so any value is accepted. */
  IsTicketAmountEnabled: z.boolean().optional(),
  IsShiftAmountEnabled: z.boolean().optional(),
  IsLimitUserPermissionEnabled: z.boolean(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
type TControlsInput = z.infer<typeof ZControlsShape>;

const isBlank = (value: string | number | null) => value === null || String(value).trim() === '';

/** Every rule the values break, by field (spec 3 §5); an off limit's value is not checked (it is cleared). */
export function securityControlsProblems(v: TControlsInput): { field: string; key: string }[] {
  const problems: { field: string; key: string }[] = [];
  for (const limit of COUNT_LIMITS) {
    const problem = v[limit.enabled] ? countProblem(v[limit.value]) : null;
    if (problem) problems.push({ field: limit.value, key: problem });
  }
  if (!v.IsLimitMaxRefundAmountEnabled) return problems;
  for (const field of DOLLAR_FIELDS) {
    const text = v[field];
    const problem = text === null || isBlank(text) ? null : dollarProblem(text);
    if (problem) problems.push({ field, key: problem });
  }
  if (isBlank(v.MaxTicketAmount) && isBlank(v.MaxShiftAmount))
    problems.push({ field: 'MaxTicketAmount', key: E.refundAmountRequired });
  return problems;
}

const countValue = (enabled: boolean, value: string | number | null) =>
  enabled && !isBlank(value) ? Number(value) : null;
const dollarValue = (enabled: boolean, value: string | null) =>
  enabled && value !== null && !isBlank(value) ? formatDollarInput(value.trim()) : null;

/**
 * POST /SecurityControls/UpdateSecurityControl and the screen's form, one schema: counts as numbers or text, amounts
 * as text. The output is what is stored: an off limit's values cleared, amounts with 2 decimals, and
 * IsTicketAmountEnabled / IsShiftAmountEnabled set where an amount is given.
 */
export const ZUpdateSecurityControlRequest = ZControlsShape.superRefine((v, ctx) => {
  for (const { field, key } of securityControlsProblems(v))
    ctx.addIssue({ code: 'custom', path: [field], message: key });
}).transform((v) => {
  const refund = v.IsLimitMaxRefundAmountEnabled;
  const MaxTicketAmount = dollarValue(refund, v.MaxTicketAmount);
  const MaxShiftAmount = dollarValue(refund, v.MaxShiftAmount);
  return {
    IsLimitChecksEnabled: v.IsLimitChecksEnabled,
    MaxOpenChecks: countValue(v.IsLimitChecksEnabled, v.MaxOpenChecks),
    IsLimitClearItemsEnabled: v.IsLimitClearItemsEnabled,
    MaxClearItems: countValue(v.IsLimitClearItemsEnabled, v.MaxClearItems),
    IsLimitDeleteTicketsEnabled: v.IsLimitDeleteTicketsEnabled,
    MaxDeleteTickets: countValue(v.IsLimitDeleteTicketsEnabled, v.MaxDeleteTickets),
    IsLimitMaxRefundAmountEnabled: refund,
    MaxTicketAmount,
    MaxShiftAmount,
    IsTicketAmountEnabled: MaxTicketAmount !== null,
    IsShiftAmountEnabled: MaxShiftAmount !== null,
    IsLimitUserPermissionEnabled: v.IsLimitUserPermissionEnabled,
    ConcurrencyChecksum: v.ConcurrencyChecksum,
  };
});
export type TSecurityControlsInput = z.input<typeof ZUpdateSecurityControlRequest>;
export type TSecurityControlsValues = z.output<typeof ZUpdateSecurityControlRequest>;

const ZCount = z.number().int().min(LIMIT_COUNT_MIN).max(LIMIT_COUNT_MAX).nullable();
const ZMoney = z
  .string()
  .regex(/^\d{1,6}\.\d{2}$/)
  .nullable();

/** GET /SecurityControls/GetSecurityControls: the merchant's controls (all off before the first save). */
export const ZSecurityControls = z.object({
  IsLimitChecksEnabled: z.boolean(),
  MaxOpenChecks: ZCount,
  IsLimitClearItemsEnabled: z.boolean(),
  MaxClearItems: ZCount,
  IsLimitDeleteTicketsEnabled: z.boolean(),
  MaxDeleteTickets: ZCount,
  IsLimitMaxRefundAmountEnabled: z.boolean(),
  MaxTicketAmount: ZMoney,
  MaxShiftAmount: ZMoney,
  IsTicketAmountEnabled: z.boolean(),
  IsShiftAmountEnabled: z.boolean(),
  IsLimitUserPermissionEnabled: z.boolean(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TSecurityControls = z.infer<typeof ZSecurityControls>;

/** The answer to a save: the stored controls with their new checksum. */
export const ZUpdateSecurityControlResponse = z.object({ success: z.literal(true), Entity: ZSecurityControls });
export const ZGetSecurityControlsResponse = z.object({ Entity: ZSecurityControls });
export type TGetSecurityControlsResponse = z.infer<typeof ZGetSecurityControlsResponse>;
