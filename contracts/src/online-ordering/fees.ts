import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';
import { isAmountText } from './order-settings.ts';

/** Spec 3 §9: at most 20 fees per merchant; a name of 20 characters, a description of 50. */
export const MAX_FEES = 20;
export const FEE_NAME_MAX = 20;
export const FEE_DESCRIPTION_MAX = 50;
/** Spec 3 §9: fee amounts have up to 3 digits before and 2 after the decimal point. */
export const FEE_AMOUNT_MAX = 999.99;

/** Spec 3 §3 Fee: the fulfillment types a fee applies to. */
export const FULFILLMENT_TYPES = ['Pickup', 'Curbside', 'DineIn', 'Delivery'] as const;
export type TFulfillmentType = (typeof FULFILLMENT_TYPES)[number];
/** Spec 3 §3 Fee calculation: a percent of the order or a fixed amount. */
export const CALCULATION_TYPES = ['percent', 'amount'] as const;
export type TCalculationType = (typeof CALCULATION_TYPES)[number];
/** Spec 3 §3: rounding to 0, 1 or 2 decimal places (§9: 0 gives a retail rounding point of 1, 1 gives 0.1, 2 none). */
export const ROUNDING_DECIMAL_PLACES = [0, 1, 2] as const;

/** Spec 3 §3 Fee item template: the item master type and stocking unit of a fee's sales item. */
export const FEE_ITEM_MASTER_TYPE = 5;
/** The name of the delivery partner's fee and of its catalogue item when the merchant has none yet. */
export const DELIVERY_PARTNER_FEE_NAME = 'Delivery Partner Fee';

export const FEES_ERROR = {
  nameRequired: 'fees.errors.nameRequired',
  nameLength: 'fees.errors.nameLength',
  /** Spec 3 §8 FeeNameSpecialCharacter: letters, digits and spaces only. */
  nameSpecialCharacter: 'fees.errors.nameSpecialCharacter',
  /** Spec 3 §8 FeeNameTaken: another fee, item or charge has the name. */
  nameTaken: 'fees.errors.nameTaken',
  /** Spec 3 §5, §8 FeeNameTaken: another tab of the fees screen has the name. */
  nameTakenOnPage: 'fees.errors.nameTakenOnPage',
  descriptionLength: 'fees.errors.descriptionLength',
  /** Spec 3 §5: the value is non-zero, a percent 0–100, an amount up to 3 integer digits and 2 decimals. */
  value: 'fees.errors.value',
  percent: 'fees.errors.percent',
  amount: 'fees.errors.amount',
  minAboveMax: 'fees.errors.minAboveMax',
  fulfillmentTypes: 'fees.errors.fulfillmentTypes',
  sites: 'fees.errors.sites',
  /** Spec 3 §8 MaxFeeToolTip: the merchant has 20 fees already. */
  maxFee: 'fees.errors.maxFee',
  /** Spec 3 §3: a delivery partner's fee is read-only but for its assigned sites. */
  partnerFeeReadOnly: 'fees.errors.partnerFeeReadOnly',
  notFound: 'fees.errors.notFound',
  salesItem: 'fees.errors.salesItem',
  /** The tax category named is not one of the merchant's active ones. */
  taxCategory: 'fees.errors.taxCategory',
} as const satisfies Record<string, TErrorKey>;

const NAME_PATTERN = /^[A-Za-z0-9 ]+$/;
const AMOUNT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** Spec 3 §5: up to 3 integer digits and 2 decimals (the pattern the form checks as typed, on the number sent). */
const isFeeAmount = (n: number): boolean => n >= 0 && AMOUNT_PATTERN.test(String(n));

/** Spec 3 §5 Fee name: required, at most 20, letters, digits and spaces only. */
export function feeNameError(typed: string): TErrorKey | null {
  const text = typed.trim();
  if (text === '') return FEES_ERROR.nameRequired;
  if (text.length > FEE_NAME_MAX) return FEES_ERROR.nameLength;
  return NAME_PATTERN.test(text) ? null : FEES_ERROR.nameSpecialCharacter;
}

/** Spec 3 §5 Fee value: non-zero; a percent up to 100, an amount up to 999.99; 2 decimals at most. */
export function feeCalculationValueError(type: TCalculationType, value: number): TErrorKey | null {
  if (!Number.isFinite(value) || value === 0) return FEES_ERROR.value;
  if (!isFeeAmount(value)) return type === 'percent' ? FEES_ERROR.percent : FEES_ERROR.amount;
  if (type === 'percent' && value > 100) return FEES_ERROR.percent;
  return null;
}

const ZFeeAmount = z.number().refine(isFeeAmount, FEES_ERROR.amount);

/** Spec 3 §3 Fee calculation, with the §5 rules; the minimum may not exceed the maximum. */
export const ZFeeCalculation = z
  .object({
    type: z.enum(CALCULATION_TYPES),
    value: z.number(),
    minAmount: ZFeeAmount.nullable().default(null),
    maxAmount: ZFeeAmount.nullable().default(null),
    roundingDecimalPlaces: z
      .number()
      .int()
      .refine((n) => (ROUNDING_DECIMAL_PLACES as readonly number[]).includes(n), FEES_ERROR.value)
      .nullable()
      .default(null),
  })
  .superRefine((c, ctx) => {
    const error = feeCalculationValueError(c.type, c.value);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['value'] });
    if (c.minAmount !== null && c.maxAmount !== null && c.minAmount > c.maxAmount)
      ctx.addIssue({ code: 'custom', message: FEES_ERROR.minAboveMax, path: ['minAmount'] });
  });
export type TFeeCalculation = z.output<typeof ZFeeCalculation>;

/** Spec 3 §3: site ids without dashes. */
const ZSiteId = z.string().regex(/^[A-Za-z0-9]{1,36}$/, FEES_ERROR.sites);

/** Spec 3 §7.2 createFee's fields (updateFee adds feeId and assignedSitesChanged). */
export const ZFeeInput = z.object({
  name: z
    .string()
    .trim()
    .superRefine((name, ctx) => {
      const error = feeNameError(name);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  description: z.string().trim().max(FEE_DESCRIPTION_MAX, FEES_ERROR.descriptionLength).default(''),
  assignedSites: z
    .array(ZSiteId)
    .max(10_000, FEES_ERROR.sites)
    .refine((ids) => new Set(ids).size === ids.length, FEES_ERROR.sites),
  fulfillmentTypes: z
    .array(z.enum(FULFILLMENT_TYPES, { message: FEES_ERROR.fulfillmentTypes }))
    .min(1, FEES_ERROR.fulfillmentTypes)
    .refine((types) => new Set(types).size === types.length, FEES_ERROR.fulfillmentTypes),
  calculation: ZFeeCalculation,
  /** The fee's sales item when the caller made it first; null: the fee's sales item is made with the fee. */
  salesItemId: z.number().int().positive(FEES_ERROR.salesItem).nullable().default(null),
  /** Spec 3 §3: the delivery partner's fee (created by the delivery save, read-only to the merchant afterwards). */
  deliveryPartnerFee: z.boolean().default(false),
  /**
   * Spec 3 §3 Fee item template TaxCategoryId: the tax category of the fee's sales item, one of the merchant's active
   * ones. Null: on create the merchant's default (none when it has no default); on update the one the fee has.
   */
  taxCategoryId: z.number().int().positive(FEES_ERROR.taxCategory).nullable().default(null),
});
export type TFeeInput = z.output<typeof ZFeeInput>;

const ZFeeId = z.string().trim().min(1).max(64);

/** Spec 3 §7.2 createFee and updateFee take the fee's fields as arguments. */
export const ZCreateFeeArgs = ZFeeInput;
export const ZUpdateFeeArgs = ZFeeInput.omit({ deliveryPartnerFee: true }).extend({
  feeId: ZFeeId,
  /** Spec 3 §7.2: the assigned sites are written only when the caller says they changed. */
  assignedSitesChanged: z.boolean(),
});
export type TUpdateFeeInput = z.output<typeof ZUpdateFeeArgs>;
export const ZFeeIdArgs = z.object({ feeId: ZFeeId });
export const ZGetFeesArgs = z.object({});

/**
 * Spec 3 §3 Fee taxCategory, as the tax-category list of the fees page (README, Fees) answers it too. Our tax
 * categories are exclusive sales taxes, never gratuities, so IsGratuity and IsInclusive are false; the legacy editor's
 * Action marker is not kept (README).
 */
export const ZFeeTaxCategory = z.object({
  MerchantId: z.number().int(),
  TaxCategoryId: z.number().int(),
  ExternalTaxCategoryId: z.string(),
  Name: z.string(),
  IsDefault: z.boolean(),
  /** The merchant's live items in the category. */
  AffectedItemCount: z.number().int(),
  IsGratuity: z.boolean(),
  IsInclusive: z.boolean(),
});
export type TFeeTaxCategory = z.infer<typeof ZFeeTaxCategory>;
export const ZFeeTaxCategoryList = z.array(ZFeeTaxCategory);
/** The fees page's REST call for the tax categories a fee may take (spec 3 §7.2: a non-GraphQL service). */
export const FEE_TAX_CATEGORIES_PATH = '/api/online-ordering/fees/taxCategories';

/** Spec 3 §3 Fee as getFeeById answers it. */
export const ZFee = z.object({
  feeId: z.string(),
  feeNumber: z.number().int(),
  name: z.string(),
  description: z.string(),
  assignedSites: z.array(z.string()),
  fulfillmentTypes: z.array(z.enum(FULFILLMENT_TYPES)),
  calculation: z.object({
    type: z.enum(CALCULATION_TYPES),
    value: z.number(),
    minAmount: z.number().nullable(),
    maxAmount: z.number().nullable(),
    roundingDecimalPlaces: z.number().int().nullable(),
  }),
  salesItemId: z.number().int(),
  deliveryPartnerFee: z.boolean(),
  /** Spec 3 §3 Fee taxCategory: the fee's sales item's tax category, null when it has none. */
  taxCategory: ZFeeTaxCategory.nullable(),
});
export type TFee = z.infer<typeof ZFee>;
/** getFees: each fee's name and id (and whether it is the delivery partner's, which the delivery save looks for). */
export const ZFeeSummary = ZFee.pick({ feeId: true, name: true, deliveryPartnerFee: true });
export type TFeeSummary = z.infer<typeof ZFeeSummary>;
export const ZFeeList = z.array(ZFeeSummary);
export const ZCreatedFee = z.object({ feeId: z.string() });
export const ZUpdatedFee = z.object({ sitesUpdated: z.boolean() });

/**
 * Spec 3 §4 Delivery save: the delivery fee's assigned sites with the store added (delivery turned on) or removed
 * (turned off); null when nothing changes.
 */
export function assignedSitesWith(sites: readonly string[], site: string, assigned: boolean): string[] | null {
  if (sites.includes(site) === assigned) return null;
  return assigned ? [...sites, site] : sites.filter((s) => s !== site);
}

/** Spec 3 §3: the site id of a store as fees keep it (no dashes). */
export const siteIdOf = (enterpriseUnitId: string): string => enterpriseUnitId.replace(/-/g, '');

/**
 * The partner delivery fee the delivery save creates when the merchant has none: Delivery only, this site. The server
 * makes it from the partner's catalogue item, whose price becomes the amount; without one the amount is this default
 * (ours: the spec names no amount).
 */
export const partnerDeliveryFeeInput = (site: string, salesItemId: number | null = null) => ({
  name: DELIVERY_PARTNER_FEE_NAME,
  description: '',
  assignedSites: [site],
  fulfillmentTypes: ['Delivery' as const],
  calculation: { type: 'amount' as const, value: 4.99, minAmount: null, maxAmount: null, roundingDecimalPlaces: null },
  salesItemId,
  deliveryPartnerFee: true,
  taxCategoryId: null,
});

// ---------------------------------------------------------------------------------------------------------------
// The fees screen's form (spec 3 §3 form flags, §4 Fee form, §5 Fee, §9): one fee per tab, amounts as typed.

/**
 * Spec 3 §9: the form's rounding options as roundingDecimalPlaces. Whole dollar is 0 decimals (a retail rounding
 * point of 1) and ten cents 1 (0.1), as §9's retail price rounding reads; §9 also labels whole dollar "(2)", which
 * would be no rounding at all, so the self-consistent 0 is ours. A stored 2 (no rounding) shows as none.
 */
export const FEE_ROUNDING = { none: null, wholeDollar: 0, tenCents: 1 } as const;
export type TFeeRounding = keyof typeof FEE_ROUNDING;
const FEE_ROUNDINGS = Object.keys(FEE_ROUNDING) as [TFeeRounding, ...TFeeRounding[]];

/** Spec 3 §3 Fee form flags: pickup and curbside are one checkbox. */
export const FEE_FORM_FULFILLMENT = {
  pickupAndCurbside: ['Pickup', 'Curbside'],
  dineIn: ['DineIn'],
  delivery: ['Delivery'],
} as const satisfies Record<string, readonly TFulfillmentType[]>;
export type TFeeFormFulfillment = { [K in keyof typeof FEE_FORM_FULFILLMENT]: boolean };

/** An amount field as typed (§5: up to 3 integer digits and 2 decimals); '' for none where it is optional. */
const amountTextError = (text: string): TErrorKey | null =>
  text.trim() === '' || isAmountText(text) ? null : FEES_ERROR.amount;
const amountOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** One tab of the fees screen. A new fee has an empty feeId (spec 3 §4 Fee form). */
export const ZFeeForm = z
  .object({
    feeId: z.string(),
    salesItemId: z.number().int().nullable(),
    deliveryPartnerFee: z.boolean(),
    name: z.string().superRefine((name, ctx) => {
      const error = feeNameError(name);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    description: z.string().refine((d) => d.trim().length <= FEE_DESCRIPTION_MAX, FEES_ERROR.descriptionLength),
    calculationType: z.enum(CALCULATION_TYPES),
    value: z.string(),
    minAmount: z.string(),
    maxAmount: z.string(),
    rounding: z.enum(FEE_ROUNDINGS),
    fulfillment: z
      .object({ pickupAndCurbside: z.boolean(), dineIn: z.boolean(), delivery: z.boolean() })
      .refine((f) => f.pickupAndCurbside || f.dineIn || f.delivery, FEES_ERROR.fulfillmentTypes),
    assignedSites: z.array(z.string()),
    /** Null: no tax category (a merchant without any). */
    taxCategoryId: z.number().int().nullable(),
  })
  .superRefine((fee, ctx) => {
    const text = fee.value.trim();
    const valueError =
      text === ''
        ? FEES_ERROR.value
        : isAmountText(text)
          ? feeCalculationValueError(fee.calculationType, Number(text))
          : fee.calculationType === 'percent'
            ? FEES_ERROR.percent
            : FEES_ERROR.amount;
    if (valueError) ctx.addIssue({ code: 'custom', message: valueError, path: ['value'] });
    for (const field of ['minAmount', 'maxAmount'] as const) {
      const error = amountTextError(fee[field]);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: [field] });
    }
    const [min, max] = [amountOf(fee.minAmount), amountOf(fee.maxAmount)];
    if (min !== null && max !== null && !amountTextError(fee.minAmount) && !amountTextError(fee.maxAmount) && min > max)
      ctx.addIssue({ code: 'custom', message: FEES_ERROR.minAboveMax, path: ['minAmount'] });
  });
export type TFeeForm = z.infer<typeof ZFeeForm>;

const nameKey = (name: string) => name.trim().toLowerCase();

/** The whole screen: at most 20 fees, and no two tabs with one name (spec 3 §5: the later tab is told). */
export const ZFeesForm = z.object({
  fees: z
    .array(ZFeeForm)
    .max(MAX_FEES, FEES_ERROR.maxFee)
    .superRefine((fees, ctx) => {
      const seen = new Set<string>();
      fees.forEach((fee, index) => {
        const key = nameKey(fee.name);
        if (key !== '' && seen.has(key))
          ctx.addIssue({ code: 'custom', message: FEES_ERROR.nameTakenOnPage, path: [index, 'name'] });
        seen.add(key);
      });
    }),
});
export type TFeesForm = z.infer<typeof ZFeesForm>;

const roundingOf = (places: number | null): TFeeRounding =>
  FEE_ROUNDINGS.find((r) => FEE_ROUNDING[r] === places) ?? 'none';
const amountText = (n: number | null): string => (n === null ? '' : n.toFixed(2));

/** A loaded fee as its tab shows it (amounts with 2 decimals, spec 3 §5). */
export const feeFormOf = (fee: TFee): TFeeForm => ({
  feeId: fee.feeId,
  salesItemId: fee.salesItemId,
  deliveryPartnerFee: fee.deliveryPartnerFee,
  name: fee.name,
  description: fee.description,
  calculationType: fee.calculation.type,
  value: amountText(fee.calculation.value),
  minAmount: amountText(fee.calculation.minAmount),
  maxAmount: amountText(fee.calculation.maxAmount),
  rounding: roundingOf(fee.calculation.roundingDecimalPlaces),
  fulfillment: {
    pickupAndCurbside: fee.fulfillmentTypes.some((t) => t === 'Pickup' || t === 'Curbside'),
    dineIn: fee.fulfillmentTypes.includes('DineIn'),
    delivery: fee.fulfillmentTypes.includes('Delivery'),
  },
  assignedSites: fee.assignedSites,
  taxCategoryId: fee.taxCategory?.TaxCategoryId ?? null,
});

/**
 * Spec 3 §4: a new fee's blank tab (and the one left when the last fee is deleted); spec 3 §5: a company of one site
 * has it assigned at once.
 */
export const blankFeeForm = (sites: readonly string[], defaultTaxCategoryId: number | null): TFeeForm => ({
  feeId: '',
  salesItemId: null,
  deliveryPartnerFee: false,
  name: '',
  description: '',
  calculationType: 'amount',
  value: '',
  minAmount: '',
  maxAmount: '',
  rounding: 'none',
  fulfillment: { pickupAndCurbside: false, dineIn: false, delivery: false },
  assignedSites: sites.length === 1 ? [...sites] : [],
  taxCategoryId: defaultTaxCategoryId,
});

/** A valid tab as createFee's arguments (a new fee's sales item is made with it: salesItemId null). */
export const feeInputOf = (fee: TFeeForm): TFeeInput => ({
  name: fee.name.trim(),
  description: fee.description.trim(),
  assignedSites: fee.assignedSites,
  fulfillmentTypes: (Object.keys(FEE_FORM_FULFILLMENT) as (keyof TFeeFormFulfillment)[]).flatMap((flag) =>
    fee.fulfillment[flag] ? FEE_FORM_FULFILLMENT[flag] : [],
  ),
  calculation: {
    type: fee.calculationType,
    value: Number(fee.value.trim()),
    minAmount: amountOf(fee.minAmount),
    maxAmount: amountOf(fee.maxAmount),
    roundingDecimalPlaces: FEE_ROUNDING[fee.rounding],
  },
  salesItemId: fee.feeId === '' ? null : fee.salesItemId,
  deliveryPartnerFee: false,
  taxCategoryId: fee.taxCategoryId,
});

/** A valid tab of a saved fee as updateFee's arguments; the sites are written only when they changed (§7.2). */
export const feeUpdateOf = (fee: TFeeForm, savedSites: readonly string[]): TUpdateFeeInput => {
  const { deliveryPartnerFee: _partner, ...input } = feeInputOf(fee);
  return { ...input, feeId: fee.feeId, assignedSitesChanged: !sameSites(fee.assignedSites, savedSites) };
};

/** The same sites in any order (the order a picker lists them in is no change). */
const sameSites = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((site) => b.includes(site));

/** Whether a tab differs from the fee as saved (its sites in any order). */
export const feeFormChanged = (fee: TFeeForm, saved: TFeeForm): boolean => {
  const { assignedSites, ...rest } = fee;
  const { assignedSites: savedSites, ...savedRest } = saved;
  return JSON.stringify(rest) !== JSON.stringify(savedRest) || !sameSites(assignedSites, savedSites);
};

/**
 * Spec 3 §6: fees are the company's and are edited in its company view; a store's view of a merchant with several
 * stores is asked for it (one store's view stands for the company of one store).
 */
export const feesNeedCompanyView = (view: { storeId: number; activeStoreCount: number }): boolean =>
  view.storeId !== 0 && view.activeStoreCount > 1;
