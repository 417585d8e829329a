import { z } from 'zod';
import { sortFields, type TSortSpec, ZId, ZIdOrZero, ZIdParam, ZPageNumber } from './fields.ts';
import type { TErrorKey } from './api-error.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './stores.ts';

/** Discount kinds of spec 2 §3. */
export const DISCOUNT_TYPE = {
  setItemPrice: 'I',
  amount: 'A',
  percent: 'P',
  promotedAmount: 'B',
  promotedPercent: 'Q',
} as const;
export const DISCOUNT_TYPES = ['A', 'P', 'I', 'B', 'Q'] as const;
export type TDiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * Apply-to codes (spec 2 §3 names L and H): L applies to an item (a ticket line), H to the whole ticket (its
 * header). Set item price works on items (L); an automatic cash discount on the ticket paid in cash (H).
 */
export const APPLY_TO = { item: 'L', ticket: 'H' } as const;
export const APPLY_TO_CODES = ['H', 'L'] as const;

/** Credit gateway code of the connected-payments gateway (store_payment_settings.credit_gateway). */
export const CONNECTED_PAYMENTS_GATEWAY = 9;

/** Limits of spec 2 §5 and §9. */
export const DISCOUNT_LIMITS = {
  name: 15,
  description: 30,
  externalId: 40,
  barcode: 20,
  percentMin: 1,
  percentMax: 100,
  amountCap: 999999.99,
  validForMaxDays: 3650,
} as const;

/** i18n keys the form shows at a field and the server answers as `messageKey` (spec 2 §8 names the last seven). */
export const DISCOUNT_ERROR = {
  required: 'discounts.errors.Required',
  tooLong: 'discounts.errors.TooLong',
  TextFieldError: 'discounts.errors.TextFieldError',
  PercentageRangeError: 'discounts.errors.PercentageRangeError',
  AmountRangeError: 'discounts.errors.AmountRangeError',
  ItemPriceRangeError: 'discounts.errors.ItemPriceRangeError',
  BarCodeCharError: 'discounts.errors.BarCodeCharError',
  BarCodeLenError: 'discounts.errors.BarCodeLenError',
  BarCodeOrderError: 'discounts.errors.BarCodeOrderError',
  /** Server-side refusals of our own (README). */
  nameReadOnly: 'discounts.errors.nameReadOnly',
  storesRequired: 'discounts.errors.storesRequired',
  unknownStore: 'discounts.errors.unknownStore',
  autoCashNotAllowed: 'discounts.errors.autoCashNotAllowed',
  viewOnly: 'discounts.errors.viewOnly',
  notFound: 'discounts.errors.notFound',
  staleChecksum: staleChecksumKey('discounts'),
} as const;

/** The three auto-apply save checks of spec 2 §5, reported together in the AutoApplyErrorModalTitle modal. */
export const AUTO_APPLY_ERROR = {
  ccSurcharge: 'discounts.errors.AutoApplyCashDiscountCCSurchargeEnabledErr',
  exists: 'discounts.errors.AutoApplyCashDiscountExistsErr',
  nonConnectedGateway: 'discounts.errors.AutoApplyCashDiscountNonConnectedPaymentsGateway',
} as const;

/** One entry of GetMetadata's DiscountTypes. */
export const ZDiscountTypeInfo = z.object({
  Id: z.enum(DISCOUNT_TYPES),
  Name: z.string(),
  /** Promoted kinds take their value from the promotion: no amount is entered. */
  IsAmountAllowed: z.boolean(),
  /** What the amount means: `Amount`, `Percent` or `Price` (the web labels the field by it). */
  AmountLabel: z.enum(['Amount', 'Percent', 'Price']),
});
export type TDiscountTypeInfo = z.infer<typeof ZDiscountTypeInfo>;

export const DISCOUNT_TYPE_INFO: readonly TDiscountTypeInfo[] = [
  { Id: 'A', Name: 'Amount', IsAmountAllowed: true, AmountLabel: 'Amount' },
  { Id: 'P', Name: 'Percent', IsAmountAllowed: true, AmountLabel: 'Percent' },
  { Id: 'I', Name: 'Set item price', IsAmountAllowed: true, AmountLabel: 'Price' },
  { Id: 'B', Name: 'Promoted amount', IsAmountAllowed: false, AmountLabel: 'Amount' },
  { Id: 'Q', Name: 'Promoted percent', IsAmountAllowed: false, AmountLabel: 'Percent' },
];

export const ZApplyToType = z.object({ Id: z.enum(APPLY_TO_CODES), Name: z.string() });
export type TApplyToType = z.infer<typeof ZApplyToType>;
export const APPLY_TO_TYPES: readonly TApplyToType[] = [
  { Id: 'H', Name: 'Ticket' },
  { Id: 'L', Name: 'Item' },
];

export const isAmountAllowed = (type: string): boolean =>
  DISCOUNT_TYPE_INFO.find((t) => t.Id === type)?.IsAmountAllowed ?? false;

const storeIds = z.array(ZId).max(MAX_PAGE_SIZE);

/**
 * The discount's fields (spec 2 §3) as the form holds them and Create/Update carry them. Types only: the rules are
 * `discountIssues`, applied by ZDiscount (the form) and by the server after `normalizeDiscount`.
 */
export const ZDiscountFields = z.object({
  /** 0 for a new discount. */
  Id: ZIdOrZero,
  Name: z.string().max(200),
  Description: z.string().max(200),
  /** '' until chosen (required). */
  DiscountType: z.union([z.enum(DISCOUNT_TYPES), z.literal('')]),
  /** null while the input is empty; the rules report it as required. */
  DiscountAmount: z.number().nullable(),
  MinimumDiscountAmount: z.number().nullable(),
  AppliesTo: z.union([z.enum(APPLY_TO_CODES), z.literal('')]),
  /** Days an e-mailed offer stays valid after it is sent; 0 = no limit (README). */
  ValidFor: z.number().int().min(0).max(DISCOUNT_LIMITS.validForMaxDays),
  EmailOfferOnly: z.boolean(),
  ExternalDiscountId: z.string().max(200),
  UsedInMailout: z.boolean(),
  BarcodeRangeStart: z.string().max(200),
  BarcodeRangeEnd: z.string().max(200),
  IsApprovalNeeded: z.boolean(),
  IsAvailable: z.boolean(),
  /** Stores where the discount is active at the POS (a subset of AssignedStores). */
  AvailableStores: storeIds,
  /** Stores the discount is assigned to (company view edits this). */
  AssignedStores: storeIds,
  ShowOnActivitySummary: z.boolean(),
  /** Store view only: active at the POS of the session's store. */
  PosActive: z.boolean(),
  IsAutoCashDiscount: z.boolean(),
  /** '' for a new discount. A stale value makes Update and Delete fail with 409. */
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TDiscountFields = z.infer<typeof ZDiscountFields>;

export type TDiscountIssue = { field: keyof TDiscountFields; key: TErrorKey };

const LEADING_SPACE = /^\s/;
const BARCODE_CHARS = /^[A-Za-z0-9]*$/;

function textIssue(field: 'Name' | 'Description', value: string, max: number): TDiscountIssue | null {
  if (value.trim() === '') return { field, key: DISCOUNT_ERROR.required };
  if (LEADING_SPACE.test(value)) return { field, key: DISCOUNT_ERROR.TextFieldError };
  if (value.length > max) return { field, key: DISCOUNT_ERROR.tooLong };
  return null;
}

function amountIssue(type: string, amount: number | null): TDiscountIssue | null {
  if (!isAmountAllowed(type)) return null;
  const field = 'DiscountAmount';
  if (amount === null) return { field, key: DISCOUNT_ERROR.required };
  if (type === DISCOUNT_TYPE.percent)
    return amount >= DISCOUNT_LIMITS.percentMin && amount <= DISCOUNT_LIMITS.percentMax
      ? null
      : { field, key: DISCOUNT_ERROR.PercentageRangeError };
  const key =
    type === DISCOUNT_TYPE.setItemPrice ? DISCOUNT_ERROR.ItemPriceRangeError : DISCOUNT_ERROR.AmountRangeError;
  return amount > 0 && amount <= DISCOUNT_LIMITS.amountCap ? null : { field, key };
}

function barcodeIssues(start: string, end: string): TDiscountIssue[] {
  const issues: TDiscountIssue[] = [];
  for (const [field, value] of [
    ['BarcodeRangeStart', start],
    ['BarcodeRangeEnd', end],
  ] as const) {
    if (value.length > DISCOUNT_LIMITS.barcode) issues.push({ field, key: DISCOUNT_ERROR.tooLong });
    else if (!BARCODE_CHARS.test(value)) issues.push({ field, key: DISCOUNT_ERROR.BarCodeCharError });
  }
  if (issues.length > 0 || (start === '' && end === '')) return issues;
  if (end.length !== start.length) return [{ field: 'BarcodeRangeEnd', key: DISCOUNT_ERROR.BarCodeLenError }];
  // Same length, letters and digits: code-point order is the order a scanner's codes run in.
  if (end < start) return [{ field: 'BarcodeRangeEnd', key: DISCOUNT_ERROR.BarCodeOrderError }];
  return [];
}

/** Every rule of spec 2 §5 (Discount) that a single form can break, in field order; empty when valid. */
export function discountIssues(v: TDiscountFields): TDiscountIssue[] {
  const issues: (TDiscountIssue | null)[] = [
    textIssue('Name', v.Name, DISCOUNT_LIMITS.name),
    textIssue('Description', v.Description, DISCOUNT_LIMITS.description),
    v.DiscountType === '' ? { field: 'DiscountType', key: DISCOUNT_ERROR.required } : null,
    amountIssue(v.DiscountType, v.DiscountAmount),
    v.MinimumDiscountAmount === null
      ? { field: 'MinimumDiscountAmount', key: DISCOUNT_ERROR.required }
      : v.MinimumDiscountAmount < 0 || v.MinimumDiscountAmount > DISCOUNT_LIMITS.amountCap
        ? { field: 'MinimumDiscountAmount', key: DISCOUNT_ERROR.AmountRangeError }
        : null,
    // AppliesTo is disabled (forced to L) for set item price.
    v.AppliesTo === '' && v.DiscountType !== DISCOUNT_TYPE.setItemPrice
      ? { field: 'AppliesTo', key: DISCOUNT_ERROR.required }
      : null,
    v.ExternalDiscountId.length > DISCOUNT_LIMITS.externalId
      ? { field: 'ExternalDiscountId', key: DISCOUNT_ERROR.tooLong }
      : null,
    ...barcodeIssues(v.BarcodeRangeStart, v.BarcodeRangeEnd),
  ];
  return issues.filter((i): i is TDiscountIssue => i !== null);
}

/** The form's schema: the fields plus every rule, each issue carrying its i18n key as message. */
export const ZDiscount = ZDiscountFields.superRefine((v, ctx) => {
  for (const issue of discountIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
});
export type TDiscount = z.infer<typeof ZDiscount>;

const roundCents = (n: number) => Math.round(n * 100) / 100;

/** Amount and set item price above the cap become the cap (spec 2 §5); amounts keep two decimals. */
export function clampDiscountAmount(type: string, amount: number | null): number | null {
  if (amount === null) return amount;
  const rounded = roundCents(amount);
  const capped = type === DISCOUNT_TYPE.amount || type === DISCOUNT_TYPE.setItemPrice;
  return capped ? Math.min(rounded, DISCOUNT_LIMITS.amountCap) : rounded;
}

/** The minimum qualifying amount is clamped to the cap unless the type is set item price (which zeroes it). */
export function clampMinimumAmount(type: string, amount: number | null): number | null {
  if (amount === null) return amount;
  const rounded = roundCents(amount);
  return type === DISCOUNT_TYPE.setItemPrice ? rounded : Math.min(rounded, DISCOUNT_LIMITS.amountCap);
}

type TRuleFields = Pick<
  TDiscountFields,
  'DiscountType' | 'DiscountAmount' | 'MinimumDiscountAmount' | 'AppliesTo' | 'IsAutoCashDiscount'
>;

/** With auto-cash-discount on: percent kinds and set item price become percent, promoted amount becomes amount. */
const AUTO_CASH_TYPE: Partial<Record<string, TDiscountType>> = { Q: 'P', I: 'P', B: 'A' };

/** Spec 2 §4: the auto-cash transform (type and AppliesTo H), then the type forcing (I: L and no minimum). */
export function applyTypeRules<T extends TRuleFields>(v: T): T {
  const next = { ...v };
  if (next.IsAutoCashDiscount) {
    next.DiscountType = AUTO_CASH_TYPE[next.DiscountType] ?? next.DiscountType;
    next.AppliesTo = APPLY_TO.ticket;
  }
  if (next.DiscountType === DISCOUNT_TYPE.setItemPrice) {
    next.AppliesTo = APPLY_TO.item;
    next.MinimumDiscountAmount = 0;
  }
  if (next.DiscountType !== '' && !isAmountAllowed(next.DiscountType)) next.DiscountAmount = 0;
  return next;
}

/** What the server stores: the §4 transforms, then the §5 clamping; the form applies the same live. */
export function normalizeDiscount<T extends TRuleFields>(v: T): T {
  const next = applyTypeRules(v);
  next.DiscountAmount = clampDiscountAmount(next.DiscountType, next.DiscountAmount);
  next.MinimumDiscountAmount = clampMinimumAmount(next.DiscountType, next.MinimumDiscountAmount);
  return next;
}

/** Company view is storeId 0; any store id is store view, where existing discounts are view-only. */
export const isDiscountViewOnly = (storeId: number, discountId: number): boolean => storeId !== 0 && discountId !== 0;
export const canDeleteDiscount = (storeId: number, discountId: number): boolean =>
  discountId !== 0 && !isDiscountViewOnly(storeId, discountId);
/**
 * The amount input is disabled for promoted kinds (the promotion sets it). A view-only discount has no inputs at all:
 * it is shown as text.
 */
export const isAmountDisabled = (type: string): boolean => type !== '' && !isAmountAllowed(type);
/** The list's active column reads the current store, which only store view has. */
export const showActiveColumn = (storeId: number): boolean => storeId !== 0;

export const ZStoreGateway = z.object({ StoreId: z.number().int(), CreditGateway: z.number().int() });
export const ZStoreCashDiscount = z.object({ DiscountId: z.number().int(), StoreId: z.number().int() });

/** The payment facts the auto-cash rules read (GetMetadata). */
export type TAutoCashFacts = {
  StoresCreditGateways: z.infer<typeof ZStoreGateway>[];
  CCSurchargeStores: number[];
  ExistingStoreCashDiscounts: z.infer<typeof ZStoreCashDiscount>[];
};

const gatewayOf = (facts: Pick<TAutoCashFacts, 'StoresCreditGateways'>, storeId: number) =>
  facts.StoresCreditGateways.find((g) => g.StoreId === storeId)?.CreditGateway ?? 0;

/**
 * Spec 2 §4: the auto-cash-discount toggle needs the cash-discount flag and either the company view or a store view
 * whose store uses the connected-payments gateway.
 */
export const canAutoCashDiscount = (
  cashDiscountFlag: boolean,
  storeId: number,
  facts: Pick<TAutoCashFacts, 'StoresCreditGateways'>,
): boolean => cashDiscountFlag && (storeId === 0 || gatewayOf(facts, storeId) === CONNECTED_PAYMENTS_GATEWAY);

export const ZAutoApplyError = z.object({ StoreId: z.number().int(), StoreName: z.string(), MessageKey: z.string() });
export type TAutoApplyError = z.infer<typeof ZAutoApplyError>;

/**
 * Spec 2 §5 auto-apply save checks for an auto-cash discount active at `storeIds`: a store with credit-card
 * surcharge, a store where another auto-cash discount is already active (only one may auto-apply to cash), a store
 * off the connected-payments gateway. Ordered by store name, then key.
 */
export function autoApplyErrors(
  discountId: number,
  stores: readonly { StoreId: number; StoreName: string }[],
  facts: TAutoCashFacts,
): TAutoApplyError[] {
  const errors: TAutoApplyError[] = [];
  for (const { StoreId, StoreName } of stores) {
    const add = (MessageKey: string) => errors.push({ StoreId, StoreName, MessageKey });
    if (facts.CCSurchargeStores.includes(StoreId)) add(AUTO_APPLY_ERROR.ccSurcharge);
    if (facts.ExistingStoreCashDiscounts.some((c) => c.StoreId === StoreId && c.DiscountId !== discountId))
      add(AUTO_APPLY_ERROR.exists);
    if (gatewayOf(facts, StoreId) !== CONNECTED_PAYMENTS_GATEWAY) add(AUTO_APPLY_ERROR.nonConnectedGateway);
  }
  return errors.sort((a, b) => a.StoreName.localeCompare(b.StoreName) || a.MessageKey.localeCompare(b.MessageKey));
}

/** The modal's lines: translated, prefixed by the store name in company view, sorted. */
export function autoApplyMessages(
  errors: readonly TAutoApplyError[],
  companyView: boolean,
  translate: (key: string) => string,
): string[] {
  return errors
    .map((e) => (companyView ? `${e.StoreName}: ${translate(e.MessageKey)}` : translate(e.MessageKey)))
    .sort((a, b) => a.localeCompare(b));
}

/** Chips of the assigned stores: an all-stores chip when every store is assigned, else up to three names or two + others. */
export type TStoreChips = { allStores: boolean; names: string[]; others: number };

export function storeChips(
  assigned: readonly number[],
  stores: readonly { StoreId: number; StoreName: string }[],
): TStoreChips {
  const chosen = stores.filter((s) => assigned.includes(s.StoreId));
  if (stores.length > 0 && chosen.length === stores.length) return { allStores: true, names: [], others: 0 };
  const names = chosen.map((s) => s.StoreName);
  return names.length <= 3
    ? { allStores: false, names, others: 0 }
    : { allStores: false, names: names.slice(0, 2), others: names.length - 2 };
}

/** The columns GetActiveDiscounts sorts by (our design: the spec leaves the order open); the default is Name ASC. */
export const DISCOUNT_SORT_COLUMNS = ['Name', 'Description', 'DiscountType', 'DiscountAmount'] as const;
export type TDiscountSortColumn = (typeof DISCOUNT_SORT_COLUMNS)[number];
export const DISCOUNT_SORT: TSortSpec<TDiscountSortColumn> = {
  columns: DISCOUNT_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** POST /Discount/GetActiveDiscounts. */
export const ZDiscountListRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  SearchArg: z.string().trim().max(200).default(''),
  ...sortFields(DISCOUNT_SORT),
});
export type TDiscountListRequest = z.input<typeof ZDiscountListRequest>;
export type TDiscountListQuery = z.output<typeof ZDiscountListRequest>;

export const ZDiscountListRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  AvailableStores: z.array(z.number().int()),
  DiscountType: z.enum(DISCOUNT_TYPES),
  DiscountAmount: z.number(),
});
export type TDiscountListRow = z.infer<typeof ZDiscountListRow>;
export const ZDiscountListResponse = z.object({
  ResultSet: z.array(ZDiscountListRow),
  TotalRowCount: z.number().int(),
});
export type TDiscountListResponse = z.infer<typeof ZDiscountListResponse>;

/** POST /Discount/GetMetadata: lookup data of spec 2 §3. */
export const ZDiscountMetadata = z.object({
  DiscountTypes: z.array(ZDiscountTypeInfo),
  ApplyToTypes: z.array(ZApplyToType),
  StoresCreditGateways: z.array(ZStoreGateway),
  CCSurchargeStores: z.array(z.number().int()),
  ExistingStoreCashDiscounts: z.array(ZStoreCashDiscount),
});
export type TDiscountMetadata = z.infer<typeof ZDiscountMetadata>;

/** POST /Discount/GetDiscount (ours: the spec shows no read of one discount). */
export const ZDiscountIdRequest = z.object({ Id: ZIdParam });
export const ZDiscountDetail = ZDiscountFields.extend({
  DiscountStores: z.array(z.object({ StoreId: z.number().int(), IsPosActive: z.boolean() })),
});
export type TDiscountDetail = z.infer<typeof ZDiscountDetail>;

/** POST /Discount/DeleteDiscount takes the form values; only these two are read. */
export const ZDeleteDiscountRequest = ZDiscountFields.pick({ Id: true, ConcurrencyChecksum: true }).extend({ Id: ZId });

/** Create/Update/Delete: IsSuccessful, or false with the auto-apply errors (nothing written). */
export const ZDiscountMutationResponse = z.object({
  IsSuccessful: z.boolean(),
  Id: z.number().int().optional(),
  ConcurrencyChecksum: ZConcurrencyChecksum.optional(),
  AutoApplyErrors: z.array(ZAutoApplyError),
});
export type TDiscountMutationResponse = z.infer<typeof ZDiscountMutationResponse>;

/** A new discount's form values. */
export const newDiscount = (assignedStores: number[]): TDiscountFields => ({
  Id: 0,
  Name: '',
  Description: '',
  DiscountType: '',
  DiscountAmount: null,
  MinimumDiscountAmount: 0,
  AppliesTo: '',
  ValidFor: 0,
  EmailOfferOnly: false,
  ExternalDiscountId: '',
  UsedInMailout: false,
  BarcodeRangeStart: '',
  BarcodeRangeEnd: '',
  IsApprovalNeeded: false,
  IsAvailable: true,
  AvailableStores: [],
  AssignedStores: assignedStores,
  ShowOnActivitySummary: false,
  PosActive: true,
  IsAutoCashDiscount: false,
  ConcurrencyChecksum: '',
});

/** Fields a store view may not change on an existing discount (everything but its own PosActive). */
const STORE_VIEW_LOCKED = [
  'Name',
  'Description',
  'DiscountType',
  'DiscountAmount',
  'MinimumDiscountAmount',
  'AppliesTo',
  'ValidFor',
  'EmailOfferOnly',
  'ExternalDiscountId',
  'UsedInMailout',
  'BarcodeRangeStart',
  'BarcodeRangeEnd',
  'IsApprovalNeeded',
  'IsAvailable',
  'ShowOnActivitySummary',
  'IsAutoCashDiscount',
] as const satisfies readonly (keyof TDiscountFields)[];

/** The first locked field whose value differs, or null (store-view updates may only toggle PosActive). */
export function firstLockedChange(saved: TDiscountFields, sent: TDiscountFields): keyof TDiscountFields | null {
  return STORE_VIEW_LOCKED.find((f) => saved[f] !== sent[f]) ?? null;
}
