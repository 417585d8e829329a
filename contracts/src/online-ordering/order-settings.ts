import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §9: the order settings' tabs in their order (future 0, curbside 1, dine-in 2, delivery 3, scan and pay 4). */
export const ORDER_SETTINGS_TABS = ['future', 'curbside', 'dineIn', 'delivery', 'scanAndPay'] as const;
export type TOrderSettingsTab = (typeof ORDER_SETTINGS_TABS)[number];

/** Spec 3 §9: scan order defaults to 80 tables; the table count input takes up to 3 characters. */
export const DEFAULT_TABLE_COUNT = 80;
export const TABLE_COUNT_MAX_LENGTH = 3;
export const TABLE_COUNT_MAX = 999;
/** Not given by the spec: a table prefix printed before the table number is at most 10 characters. */
export const TABLE_PREFIX_MAX = 10;
/** Spec 3 §9 scan order toggle: a specific table or all tables. */
export const TABLE_MODES = ['specific', 'all'] as const;
export type TTableMode = (typeof TABLE_MODES)[number];

/** Spec 3 §9: the QR error banner shows for 3 seconds. */
export const QR_ERROR_MS = 3000;

export const ORDER_SETTINGS_ERROR = {
  /** Spec 3 §8 Order settings: General error. */
  general: 'orderSettings.errors.general',
  /** Spec 3 §8: QR code error (QR download failure, banner 3 s). */
  qrCode: 'orderSettings.errors.qrCode',
  tableNumber: 'orderSettings.errors.tableNumber',
  tableRange: 'orderSettings.errors.tableRange',
  tablePrefix: 'orderSettings.errors.tablePrefix',
  tablePrefixRequired: 'orderSettings.errors.tablePrefixRequired',
  money: 'orderSettings.errors.money',
  percent: 'orderSettings.errors.percent',
  percentSplit: 'orderSettings.errors.percentSplit',
  feeValue: 'orderSettings.errors.feeValue',
  /** Spec 3 §2.4: delivery is editable only with the DELIVERY product add-on. */
  deliveryAddOn: 'orderSettings.errors.deliveryAddOn',
  customField: 'orderSettings.errors.customField',
} as const satisfies Record<string, TErrorKey>;

// ---------------------------------------------------------------------------------------------------------------
// Money inputs (spec 3 §5 Money inputs (delivery)): digits with up to 2 decimals; an amount up to 3 integer digits,
// a percent up to 2; shown with 2 decimals on blur.

const AMOUNT_TEXT = /^\d{1,3}(\.\d{0,2})?$/;
const PERCENT_TEXT = /^\d{1,2}(\.\d{0,2})?$/;

/** A minimum amount or flat fee as typed: up to 3 integer digits and 2 decimals. */
export const isAmountText = (text: string): boolean => AMOUNT_TEXT.test(text.trim());
/** A percent as typed: up to 2 integer digits and 2 decimals. */
export const isPercentText = (text: string): boolean => PERCENT_TEXT.test(text.trim());
/** Spec 3 §5: a valid money text shown with 2 decimals on blur; anything else is left as typed. */
export const moneyOnBlur = (text: string): string =>
  AMOUNT_TEXT.test(text.trim()) ? Number(text.trim()).toFixed(2) : text;

// ---------------------------------------------------------------------------------------------------------------
// Delivery fee settings (spec 3 §3, §4, §9).

/** Spec 3 §9 fee payer enumeration. */
export const FEE_PAYER = {
  consumerPaysFull: 0,
  consumerPaysAmount: 1,
  storePaysFull: 2,
  storePaysPercent: 3,
  storePaysAmount: 4,
} as const;
export type TFeePayer = (typeof FEE_PAYER)[keyof typeof FEE_PAYER];
export const FEE_PAYERS: readonly TFeePayer[] = [0, 1, 2, 3, 4];
/** The options that take a value, and which kind. */
export const FEE_PAYER_VALUE: Record<TFeePayer, 'none' | 'amount' | 'percent'> = {
  0: 'none',
  1: 'amount',
  2: 'none',
  3: 'percent',
  4: 'amount',
};

const ZPercent = z.number().min(0, ORDER_SETTINGS_ERROR.percent).max(100, ORDER_SETTINGS_ERROR.percent);
const ZFlatFee = z.number().min(0, ORDER_SETTINGS_ERROR.money).max(999.99, ORDER_SETTINGS_ERROR.money);
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const ZFeeShare = z.object({
  percent: ZPercent.refine(twoDecimals, ORDER_SETTINGS_ERROR.percent),
  flatFee: ZFlatFee.refine(twoDecimals, ORDER_SETTINGS_ERROR.money),
});
export type TFeeShare = z.infer<typeof ZFeeShare>;

/**
 * Spec 3 §3 delivery fee settings: the store's and the consumer's share, each a percent of the fee and a flat fee.
 * The percents split the fee: both 0 (a flat amount decides) or summing to 100 (spec 3 §5 "percent split").
 */
export const ZDeliveryFeeSettingsInput = z
  .object({ store: ZFeeShare, consumer: ZFeeShare })
  .refine((s) => [0, 100].includes(Math.round((s.store.percent + s.consumer.percent) * 100) / 100), {
    message: ORDER_SETTINGS_ERROR.percentSplit,
    path: ['consumer', 'percent'],
  });
export type TDeliveryFeeSettingsInput = z.infer<typeof ZDeliveryFeeSettingsInput>;

export const ZDeliveryFeeSettings = z.object({
  id: z.string(),
  enterpriseUnitId: z.string(),
  feePayer: z.number().int(),
  settings: z.object({ store: ZFeeShare, consumer: ZFeeShare }),
});
export type TDeliveryFeeSettings = z.infer<typeof ZDeliveryFeeSettings>;

export const ZDeliveryFeeSettingsArgs = z.object({ settings: ZDeliveryFeeSettingsInput });
export const ZUpdateDeliveryFeeSettingsArgs = z.object({
  id: z.string().trim().min(1).max(64),
  settings: ZDeliveryFeeSettingsInput,
});

const share = (percent: number, flatFee: number): TFeeShare => ({ percent, flatFee });

/**
 * Spec 3 §4 Delivery save: a fee payer option and its value become the store's and consumer's shares. Customer pays
 * full: store 0 %; customer pays an amount: the consumer's flat fee (the store pays the rest); I pay full: store
 * 100 %; I pay a percent: the two percents sum to 100; I pay an amount: the store's flat fee (the customer the rest).
 */
export function feeSettingsOf(payer: TFeePayer, value: number): TDeliveryFeeSettingsInput {
  switch (payer) {
    case FEE_PAYER.consumerPaysFull:
      return { store: share(0, 0), consumer: share(100, 0) };
    case FEE_PAYER.consumerPaysAmount:
      return { store: share(0, 0), consumer: share(0, value) };
    case FEE_PAYER.storePaysFull:
      return { store: share(100, 0), consumer: share(0, 0) };
    case FEE_PAYER.storePaysPercent:
      return { store: share(value, 0), consumer: share(Math.round((100 - value) * 100) / 100, 0) };
    case FEE_PAYER.storePaysAmount:
      return { store: share(0, value), consumer: share(0, 0) };
  }
}

/** The option and its value that saved shares stand for (the inverse of feeSettingsOf). */
export function feePayerOf(settings: TDeliveryFeeSettingsInput): { payer: TFeePayer; value: number } {
  const { store, consumer } = settings;
  if (store.flatFee > 0) return { payer: FEE_PAYER.storePaysAmount, value: store.flatFee };
  if (consumer.flatFee > 0) return { payer: FEE_PAYER.consumerPaysAmount, value: consumer.flatFee };
  if (store.percent >= 100) return { payer: FEE_PAYER.storePaysFull, value: 0 };
  if (store.percent > 0) return { payer: FEE_PAYER.storePaysPercent, value: store.percent };
  return { payer: FEE_PAYER.consumerPaysFull, value: 0 };
}

/**
 * Spec 3 §5: the delivery option as typed is valid only if its value is; a percent the store pays must leave a share
 * to the customer (more than 0 and below 100, 2 integer digits), an amount must be above 0 (3 integer digits).
 */
export function feeValueError(payer: TFeePayer, typed: string): TErrorKey | null {
  const kind = FEE_PAYER_VALUE[payer];
  if (kind === 'none') return null;
  const text = typed.trim();
  if (kind === 'percent') {
    if (!isPercentText(text)) return ORDER_SETTINGS_ERROR.percent;
    return Number(text) > 0 ? null : ORDER_SETTINGS_ERROR.percentSplit;
  }
  if (!isAmountText(text)) return ORDER_SETTINGS_ERROR.money;
  return Number(text) > 0 ? null : ORDER_SETTINGS_ERROR.feeValue;
}

/** Spec 3 §5: the minimum delivery amount as typed (empty means none). */
export const minimumAmountError = (typed: string): TErrorKey | null =>
  typed.trim() === '' || isAmountText(typed) ? null : ORDER_SETTINGS_ERROR.money;

/** The organisation's product add-on that makes the delivery tab editable (spec 3 §2.4). */
export const DELIVERY_ADD_ON = 'DELIVERY';

/** What the delivery tab reads besides the fee settings: the add-ons decide whether it may be changed. */
export const ZProductAddOns = z.object({ addOns: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------------------------
// Scan order and pay, and dine-in QR codes (spec 3 §5, §9).

const TABLE_PREFIX = /^[A-Za-z0-9_-]+$/;

/** Spec 3 §5: the table prefix is letters, digits, underscore and hyphen; required (spec 3 §5 store options). */
export function tablePrefixError(typed: string): TErrorKey | null {
  const text = typed.trim();
  if (text === '') return ORDER_SETTINGS_ERROR.tablePrefixRequired;
  if (text.length > TABLE_PREFIX_MAX || !TABLE_PREFIX.test(text)) return ORDER_SETTINGS_ERROR.tablePrefix;
  return null;
}

/** Spec 3 §5, §9: a table number or count as typed, up to 3 digits, at least 1; null when invalid or empty. */
export function tableNumberOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** Spec 3 §5: QR generation is blocked while the number is empty or invalid. Answers the tables or the error. */
export function qrTablesOf(
  mode: TTableMode,
  typed: string,
): { startTable: number; endTable: number } | { error: TErrorKey } {
  const n = tableNumberOf(typed);
  if (n === null) return { error: ORDER_SETTINGS_ERROR.tableNumber };
  return mode === 'all' ? { startTable: 1, endTable: n } : { startTable: n, endTable: n };
}

/** Spec 3 §7.2: the file is named table_N.pdf for one table, tables_1_N.pdf for a range. */
export const qrFileNameOf = (startTable: number, endTable: number): string =>
  startTable === endTable ? `table_${startTable}.pdf` : `tables_${startTable}_${endTable}.pdf`;

const ZTable = z
  .number()
  .int(ORDER_SETTINGS_ERROR.tableNumber)
  .min(1, ORDER_SETTINGS_ERROR.tableNumber)
  .max(TABLE_COUNT_MAX, ORDER_SETTINGS_ERROR.tableNumber);

export const ZCreateDineInQrCodePdfArgs = z
  .object({ startTable: ZTable, endTable: ZTable })
  .refine((a) => a.endTable >= a.startTable, { message: ORDER_SETTINGS_ERROR.tableRange, path: ['endTable'] });
export const ZDineInQrCodePdf = z.object({ url: z.string(), fileName: z.string() });
export type TDineInQrCodePdf = z.infer<typeof ZDineInQrCodePdf>;

/** Scan order and pay settings as saved (spec 3 §5, §9). */
export const ZScanOrderSettingsInput = z.object({
  tablePrefix: z
    .string()
    .trim()
    .superRefine((t, ctx) => {
      const error = tablePrefixError(t);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  tableCount: ZTable,
  tableMode: z.enum(TABLE_MODES),
});
export type TScanOrderSettingsInput = z.infer<typeof ZScanOrderSettingsInput>;
export const ZScanOrderSettings = ZScanOrderSettingsInput.extend({ enterpriseUnitId: z.string() });
export type TScanOrderSettings = z.infer<typeof ZScanOrderSettings>;
export const ZUpdateScanOrderSettingsArgs = z.object({ input: ZScanOrderSettingsInput });

/** A store that never saved them: prefix T, 80 tables, all tables. */
export const defaultScanOrderSettings = (): TScanOrderSettingsInput => ({
  tablePrefix: 'T',
  tableCount: DEFAULT_TABLE_COUNT,
  tableMode: 'all',
});

/** Slug of a merchant's or store's name for a URL path segment ('Corner Café #2' → 'corner-cafe-2'). */
export const uriSlugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'site';

/**
 * Spec 3 §9 website URL patterns: the site's ordering page /m/{company}/s/{site}, with the table the QR code stands
 * for; the segments are the web domain names (spec 3 §3 Provisioning uriName).
 */
export const orderingUrlOf = (origin: string, company: string, site: string, table: number): string =>
  `${origin}/m/${encodeURIComponent(company)}/s/${encodeURIComponent(site)}?table=${table}`;

/**
 * Spec 3 §2.4, §6: the tabs shown, in their order. Delivery needs the delivery flag, Scan order and pay the open-check
 * integration flag; a view-only user sees neither Dine-in nor Scan order and pay.
 */
export function orderSettingsTabs(rule: {
  deliveryFlag: boolean;
  openCheckFlag: boolean;
  viewOnly: boolean;
}): TOrderSettingsTab[] {
  return ORDER_SETTINGS_TABS.filter((tab) => {
    if (tab === 'delivery') return rule.deliveryFlag;
    if (tab === 'scanAndPay') return rule.openCheckFlag && !rule.viewOnly;
    if (tab === 'dineIn') return !rule.viewOnly;
    return true;
  });
}

/** Spec 3 §2.4: a selected tab that is not shown gives way to the first shown one. */
export const shownTabOf = (selected: TOrderSettingsTab, shown: readonly TOrderSettingsTab[]): TOrderSettingsTab =>
  shown.includes(selected) ? selected : (shown[0] ?? 'future');
