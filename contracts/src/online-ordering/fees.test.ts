import { describe, expect, it } from 'vitest';
import {
  assignedSitesWith,
  blankFeeForm,
  FEES_ERROR as E,
  feeCalculationValueError,
  feeFormChanged,
  feeFormOf,
  feeInputOf,
  feeNameError,
  feesNeedCompanyView,
  feeUpdateOf,
  partnerDeliveryFeeInput,
  siteIdOf,
  type TFee,
  type TFeeForm,
  ZCreateFeeArgs,
  ZFeesForm,
  ZUpdateFeeArgs,
} from './fees.ts';

describe('fee name (spec 3 §5 Fee)', () => {
  it.each([
    { name: 'Service Fee', error: null },
    { name: '  Bag fee 2  ', error: null },
    { name: 'A'.repeat(20), error: null },
    { name: '', error: E.nameRequired },
    { name: '   ', error: E.nameRequired },
    { name: 'A'.repeat(21), error: E.nameLength },
    { name: 'Fee-1', error: E.nameSpecialCharacter },
    { name: 'Café fee', error: E.nameSpecialCharacter },
    { name: 'Fee!', error: E.nameSpecialCharacter },
  ])('"$name" → $error', ({ name, error }) => {
    expect(feeNameError(name)).toBe(error);
  });
});

describe('fee value (spec 3 §5 Fee, §9 pattern 3 digits and 2 decimals)', () => {
  it.each([
    { type: 'amount', value: 0.01, error: null },
    { type: 'amount', value: 999.99, error: null },
    { type: 'amount', value: 0, error: E.value },
    { type: 'amount', value: 1000, error: E.amount },
    { type: 'amount', value: 1.234, error: E.amount },
    { type: 'amount', value: -1, error: E.amount },
    { type: 'percent', value: 100, error: null },
    { type: 'percent', value: 12.5, error: null },
    { type: 'percent', value: 0, error: E.value },
    { type: 'percent', value: 100.01, error: E.percent },
    { type: 'percent', value: 5.555, error: E.percent },
    { type: 'amount', value: Number.NaN, error: E.value },
  ] as const)('$type $value → $error', ({ type, value, error }) => {
    expect(feeCalculationValueError(type, value)).toBe(error);
  });
});

const valid = {
  name: 'Service Fee',
  assignedSites: ['2101'],
  fulfillmentTypes: ['Pickup'],
  calculation: { type: 'amount', value: 2 },
};
const firstIssue = (result: ReturnType<typeof ZCreateFeeArgs.safeParse>) =>
  result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };

describe('createFee arguments (ZCreateFeeArgs)', () => {
  it('fills the defaults: no description, sales item or tax category, not the partner fee, no min, max, rounding', () => {
    expect(ZCreateFeeArgs.parse(valid)).toEqual({
      ...valid,
      description: '',
      salesItemId: null,
      deliveryPartnerFee: false,
      taxCategoryId: null,
      calculation: { type: 'amount', value: 2, minAmount: null, maxAmount: null, roundingDecimalPlaces: null },
    });
  });

  it.each([
    { patch: { name: 'Fee#1' }, path: 'name', message: E.nameSpecialCharacter },
    { patch: { description: 'd'.repeat(51) }, path: 'description', message: E.descriptionLength },
    { patch: { assignedSites: ['ab-12'] }, path: 'assignedSites.0', message: E.sites },
    { patch: { assignedSites: ['1', '1'] }, path: 'assignedSites', message: E.sites },
    { patch: { fulfillmentTypes: [] }, path: 'fulfillmentTypes', message: E.fulfillmentTypes },
    { patch: { fulfillmentTypes: ['Drive'] }, path: 'fulfillmentTypes.0', message: E.fulfillmentTypes },
    { patch: { fulfillmentTypes: ['Pickup', 'Pickup'] }, path: 'fulfillmentTypes', message: E.fulfillmentTypes },
    { patch: { calculation: { type: 'percent', value: 101 } }, path: 'calculation.value', message: E.percent },
    {
      patch: { calculation: { type: 'percent', value: 10, minAmount: 5, maxAmount: 2 } },
      path: 'calculation.minAmount',
      message: E.minAboveMax,
    },
    {
      patch: { calculation: { type: 'amount', value: 1, maxAmount: 1000 } },
      path: 'calculation.maxAmount',
      message: E.amount,
    },
    { patch: { salesItemId: 0 }, path: 'salesItemId', message: E.salesItem },
  ])('refuses $path with $message', ({ patch, path, message }) => {
    expect(firstIssue(ZCreateFeeArgs.safeParse({ ...valid, ...patch }))).toEqual({ path, message });
  });

  it('takes updateFee arguments with the fee id and assignedSitesChanged, never the partner flag', () => {
    const parsed = ZUpdateFeeArgs.parse({
      ...valid,
      feeId: 'f1',
      assignedSitesChanged: true,
      deliveryPartnerFee: true,
    });
    expect(parsed).toMatchObject({ feeId: 'f1', assignedSitesChanged: true });
    expect(parsed).not.toHaveProperty('deliveryPartnerFee');
    expect(ZUpdateFeeArgs.safeParse(valid).success).toBe(false);
  });

  it.each([
    { taxCategoryId: undefined, ok: true, parsed: null },
    { taxCategoryId: null, ok: true, parsed: null },
    { taxCategoryId: 12, ok: true, parsed: 12 },
    { taxCategoryId: 0, ok: false, parsed: null },
    { taxCategoryId: -3, ok: false, parsed: null },
    { taxCategoryId: 1.5, ok: false, parsed: null },
  ])('takes the tax category $taxCategoryId → ok $ok', ({ taxCategoryId, ok, parsed }) => {
    const result = ZCreateFeeArgs.safeParse({ ...valid, taxCategoryId });
    expect(result.success).toBe(ok);
    if (result.success) expect(result.data.taxCategoryId).toBe(parsed);
    else expect(result.error.issues[0]).toMatchObject({ path: ['taxCategoryId'] });
  });
});

describe('delivery save (spec 3 §4): the partner fee and its sites', () => {
  it.each([
    { sites: ['1'], site: '2', assigned: true, after: ['1', '2'] },
    { sites: ['1', '2'], site: '2', assigned: false, after: ['1'] },
    { sites: ['1', '2'], site: '2', assigned: true, after: null },
    { sites: ['1'], site: '2', assigned: false, after: null },
  ])('$sites with $site assigned=$assigned → $after', ({ sites, site, assigned, after }) => {
    expect(assignedSitesWith(sites, site, assigned)).toEqual(after);
  });

  it('keeps site ids without dashes, and makes a valid delivery-only partner fee', () => {
    expect(siteIdOf('5f0c-1c3e')).toBe('5f0c1c3e');
    const input = ZCreateFeeArgs.parse(partnerDeliveryFeeInput('2101'));
    expect(input).toMatchObject({ fulfillmentTypes: ['Delivery'], assignedSites: ['2101'], deliveryPartnerFee: true });
  });
});

describe('the fees screen form (spec 3 §3 form flags, §5, §9)', () => {
  const saved: TFee = {
    feeId: 'f1',
    feeNumber: 2,
    name: 'Bag fee',
    description: 'Paper bags',
    assignedSites: ['2101'],
    fulfillmentTypes: ['Pickup', 'Curbside', 'Delivery'],
    calculation: { type: 'percent', value: 12.5, minAmount: 1, maxAmount: null, roundingDecimalPlaces: 0 },
    salesItemId: 40,
    deliveryPartnerFee: false,
    taxCategory: {
      MerchantId: 7,
      TaxCategoryId: 31,
      ExternalTaxCategoryId: '31',
      Name: 'Sales tax',
      IsDefault: true,
      AffectedItemCount: 12,
      IsGratuity: false,
      IsInclusive: false,
    },
  };
  const tab = (patch: Partial<TFeeForm> = {}): TFeeForm => ({ ...feeFormOf(saved), ...patch });
  const issues = (fees: TFeeForm[]) => {
    const result = ZFeesForm.safeParse({ fees });
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('shows a fee with 2 decimals, pickup and curbside as one flag, whole-dollar rounding as 0 decimals', () => {
    expect(tab()).toMatchObject({
      value: '12.50',
      minAmount: '1.00',
      maxAmount: '',
      rounding: 'wholeDollar',
      fulfillment: { pickupAndCurbside: true, dineIn: false, delivery: true },
    });
    expect(feeInputOf(tab())).toEqual({
      name: 'Bag fee',
      description: 'Paper bags',
      assignedSites: ['2101'],
      fulfillmentTypes: ['Pickup', 'Curbside', 'Delivery'],
      calculation: saved.calculation,
      salesItemId: 40,
      deliveryPartnerFee: false,
      taxCategoryId: 31,
    });
    expect(ZCreateFeeArgs.safeParse(feeInputOf(tab())).success).toBe(true);
    expect(feeFormOf({ ...saved, taxCategory: null }).taxCategoryId).toBeNull();
  });

  it('sends the sites as changed only when they are', () => {
    expect(feeUpdateOf(tab(), ['2101'])).toMatchObject({ feeId: 'f1', assignedSitesChanged: false });
    expect(feeUpdateOf(tab({ assignedSites: [] }), ['2101']).assignedSitesChanged).toBe(true);
    expect(feeUpdateOf(tab(), ['2101'])).not.toHaveProperty('deliveryPartnerFee');
    const two = tab({ assignedSites: ['2101', '2102'] });
    expect(feeUpdateOf(two, ['2102', '2101']).assignedSitesChanged).toBe(false);
    expect(feeFormChanged(two, { ...two, assignedSites: ['2102', '2101'] })).toBe(false);
    expect(feeFormChanged(tab({ value: '12.51' }), tab())).toBe(true);
  });

  it('a blank fee has the only site of a one-site company, none of several, and the default tax category', () => {
    expect(blankFeeForm(['2101'], 31).assignedSites).toEqual(['2101']);
    expect(blankFeeForm(['1', '2'], null).assignedSites).toEqual([]);
    expect(feeInputOf({ ...blankFeeForm([], 31), name: 'x', value: '1' })).toMatchObject({
      salesItemId: null,
      taxCategoryId: 31,
    });
  });

  it.each([
    { patch: { name: '' }, path: 'fees.0.name', message: E.nameRequired },
    { patch: { description: 'd'.repeat(51) }, path: 'fees.0.description', message: E.descriptionLength },
    { patch: { value: '' }, path: 'fees.0.value', message: E.value },
    { patch: { value: '0.00' }, path: 'fees.0.value', message: E.value },
    { patch: { value: '100.01' }, path: 'fees.0.value', message: E.percent },
    { patch: { calculationType: 'amount' as const, value: '1000' }, path: 'fees.0.value', message: E.amount },
    { patch: { minAmount: '1.234' }, path: 'fees.0.minAmount', message: E.amount },
    { patch: { minAmount: '9', maxAmount: '5' }, path: 'fees.0.minAmount', message: E.minAboveMax },
    {
      patch: { fulfillment: { pickupAndCurbside: false, dineIn: false, delivery: false } },
      path: 'fees.0.fulfillment',
      message: E.fulfillmentTypes,
    },
  ])('refuses $path with $message', ({ patch, path, message }) => {
    expect(issues([tab(patch)])).toEqual([{ path, message }]);
  });

  it('tells the later of two tabs with one name (case and spaces aside)', () => {
    expect(issues([tab(), tab({ feeId: '', name: ' bag FEE ' })])).toEqual([
      { path: 'fees.1.name', message: E.nameTakenOnPage },
    ]);
  });

  it('asks a store view of several stores for the company view (spec 3 §6)', () => {
    expect(feesNeedCompanyView({ storeId: 5, activeStoreCount: 3 })).toBe(true);
    expect(feesNeedCompanyView({ storeId: 0, activeStoreCount: 3 })).toBe(false);
    expect(feesNeedCompanyView({ storeId: 5, activeStoreCount: 1 })).toBe(false);
  });
});
