import { randomUUID } from 'node:crypto';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  FEES_ERROR,
  type TFee,
  type TFeeInput,
  type TFeeSummary,
  type TFeeTaxCategory,
  type TUpdateFeeInput,
} from '@mp/contracts/online-ordering/fees';
import { ORDER_SETTINGS_ERROR } from '@mp/contracts/online-ordering/order-settings';
import type { TDb } from '../../../db/create-db.ts';
import type { TTenantScope } from '../../../db/tenant.ts';
import { ApiError, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import {
  changeFee,
  deleteFeeItem,
  feeNameUse,
  feeOf,
  feesOf,
  feeTaxCategories,
  freeSalesItemOf,
  hasDeliveryAddOn,
  insertFee,
  insertFeeItem,
  itemTaxCategoryId,
  lockMerchantFees,
  merchantSiteIds,
  partnerCatalogItemOf,
  removeFee,
  taxCategoryById,
  writeFeeItem,
  type TFeeItemValues,
  type TFeeValues,
  type TStoredFee,
} from './fees.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const ENTITY = { entity: 'onlineOrdering', entityName: 'Fees' } as const;

const missing = () => notFound(FEES_ERROR.notFound, 'No fee of that id.');
const readOnly = () =>
  new ApiError(403, FEES_ERROR.partnerFeeReadOnly, "The delivery partner's fee can only be assigned to sites.");

const answerOf = (row: TStoredFee, taxCategory: TFeeTaxCategory | null): TFee => ({
  feeId: row.id,
  feeNumber: row.feeNumber,
  name: row.name,
  description: row.description,
  assignedSites: row.assignedSites,
  fulfillmentTypes: row.fulfillmentTypes,
  calculation: {
    type: row.calculationType,
    value: row.value,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    roundingDecimalPlaces: row.roundingDecimalPlaces,
  },
  salesItemId: row.salesItemId,
  deliveryPartnerFee: row.isDeliveryPartnerFee,
  taxCategory,
});

/** What the change log keeps of a fee (the tax category is its sales item's). */
const logged = (row: TStoredFee | null, taxCategoryId: number | null) =>
  row && {
    taxCategoryId,
    name: row.name,
    description: row.description,
    assignedSites: row.assignedSites.join(','),
    fulfillmentTypes: row.fulfillmentTypes.join(','),
    calculationType: row.calculationType,
    value: row.value,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    roundingDecimalPlaces: row.roundingDecimalPlaces,
  };

const valuesOf = (input: Omit<TFeeInput, 'deliveryPartnerFee' | 'salesItemId'>) => ({
  name: input.name,
  description: input.description,
  fulfillmentTypes: input.fulfillmentTypes,
  calculationType: input.calculation.type,
  value: input.calculation.value,
  minAmount: input.calculation.minAmount,
  maxAmount: input.calculation.maxAmount,
  roundingDecimalPlaces: input.calculation.roundingDecimalPlaces,
});

/**
 * Spec 3 §3 Fee item template: the sales item's name, description and price (a percent fee's price is computed), and
 * its tax category when one is given (null: the item keeps its own).
 */
const itemValuesOf = (
  input: Pick<TFeeInput, 'name' | 'description' | 'calculation'>,
  taxCategoryId: number | null,
): TFeeItemValues => ({
  itemName: input.name,
  description: input.description,
  retailPrice: input.calculation.type === 'amount' ? input.calculation.value.toFixed(2) : '0',
  ...(taxCategoryId === null ? {} : { taxCategoryId }),
});

/** A tax category named for a fee must be one of the merchant's active ones (another merchant's is as unknown). */
async function requireTaxCategory(tx: TTx, scope: TTenantScope, id: number): Promise<number> {
  const found = await taxCategoryById(tx, scope, id);
  if (!found?.isActive)
    throw new ApiError(400, FEES_ERROR.taxCategory, 'No such active tax category.', 'taxCategoryId');
  return id;
}

/** The tax category of a fee's sales item with its counts, or null when the item has none. */
async function feeTaxCategoryOf(db: TDb | TTx, scope: TTenantScope, row: TStoredFee): Promise<TFeeTaxCategory | null> {
  const id = await itemTaxCategoryId(db, scope, row.salesItemId);
  return id === null ? null : ((await taxCategoryById(db, scope, id))?.category ?? null);
}

/** Spec 3 §7.2 (a non-GraphQL service): the tax categories a fee may take, the default first. */
export const listFeeTaxCategories = (db: TDb, scope: TTenantScope): Promise<TFeeTaxCategory[]> =>
  feeTaxCategories(db, scope);

/** Spec 3 §5, §8 FeeNameTaken: another fee's, item's or charge's name, refused under the name field. */
async function requireFreeName(
  tx: TTx,
  scope: TTenantScope,
  name: string,
  except: { feeId: string | null; salesItemId: number | null },
): Promise<void> {
  if (await feeNameUse(tx, scope, name, except))
    throw new ApiError(409, FEES_ERROR.nameTaken, 'Another fee, item or charge has that name.', 'name');
}

/** Assigned sites must be the merchant's stores (another merchant's site is as unknown as a made-up one). */
async function requireOwnSites(tx: TTx, scope: TTenantScope, sites: readonly string[]): Promise<void> {
  const own = new Set(await merchantSiteIds(tx, scope, sites));
  if (sites.some((s) => !own.has(s)))
    throw new ApiError(400, FEES_ERROR.sites, 'An assigned site is not one of your stores.', 'assignedSites');
}

/** Spec 3 §7.2 getFees: the merchant's fees (name and id, and which is the delivery partner's). */
export async function listFees(db: TDb, scope: TTenantScope): Promise<TFeeSummary[]> {
  return (await feesOf(db, scope)).map((row) => ({
    feeId: row.id,
    name: row.name,
    deliveryPartnerFee: row.isDeliveryPartnerFee,
  }));
}

/** Spec 3 §7.2 getFeeById: 404 for an id the merchant has no fee of. */
export async function getFee(db: TDb, scope: TTenantScope, feeId: string): Promise<TFee> {
  const row = await feeOf(db, scope, feeId);
  if (!row) throw missing();
  return answerOf(row, await feeTaxCategoryOf(db, scope, row));
}

/**
 * The sales item a new fee takes, and the fee as it is made: the item named; for the delivery partner's fee its
 * catalogue item (spec 3 §4 Delivery save: the fee is made from it, so its price is the fee's amount); else a new
 * item from the fee item template.
 */
async function salesItemFor(tx: TTx, scope: TTenantScope, input: TFeeInput): Promise<[number, TFeeInput]> {
  const taxCategoryId = input.taxCategoryId === null ? null : await requireTaxCategory(tx, scope, input.taxCategoryId);
  if (input.salesItemId !== null) {
    const id = await freeSalesItemOf(tx, scope, input.salesItemId, null);
    if (id === null) throw new ApiError(400, FEES_ERROR.salesItem, 'No such charge item for a fee.', 'salesItemId');
    await writeFeeItem(tx, scope, id, itemValuesOf(input, taxCategoryId));
    return [id, input];
  }
  const catalogue = input.deliveryPartnerFee ? await partnerCatalogItemOf(tx, scope) : null;
  if (catalogue !== null) {
    const price = Number(catalogue.retailPrice);
    const fee =
      price > 0 ? { ...input, calculation: { ...input.calculation, type: 'amount' as const, value: price } } : input;
    await writeFeeItem(tx, scope, catalogue.id, itemValuesOf(fee, taxCategoryId));
    return [catalogue.id, fee];
  }
  // A new sales item is taxable (the Fee item template): with the merchant's default category unless one is named.
  const taxed = taxCategoryId ?? (await feeTaxCategories(tx, scope)).find((c) => c.IsDefault)?.TaxCategoryId ?? null;
  const id = await insertFeeItem(tx, scope, {
    ...itemValuesOf(input, taxed),
    isAodDeliveryPartnerFee: input.deliveryPartnerFee,
  });
  return [id, input];
}

/**
 * Spec 3 §4 Fee form, §7.2 createFee: the sales item first, then the fee; when the fee cannot be added (the merchant
 * has 20, spec 3 §9) the sales item made for it goes too (one transaction, so nothing of it stays). A delivery
 * partner's fee (spec 3 §4 Delivery save) needs the DELIVERY add-on, is for Delivery only and is one per merchant.
 */
export async function createFee(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  input: TFeeInput,
): Promise<{ feeId: string }> {
  if (input.deliveryPartnerFee) {
    if (!(await hasDeliveryAddOn(db, scope)))
      throw new ApiError(403, ORDER_SETTINGS_ERROR.deliveryAddOn, 'Delivery needs the DELIVERY product add-on.');
    if (input.fulfillmentTypes.join() !== 'Delivery')
      throw new ApiError(400, FEES_ERROR.fulfillmentTypes, 'A delivery fee is for delivery only.', 'fulfillmentTypes');
  }
  return db.transaction(async (tx) => {
    await lockMerchantFees(tx, scope);
    await requireOwnSites(tx, scope, input.assignedSites);
    if (input.deliveryPartnerFee && (await feesOf(tx, scope)).some((f) => f.isDeliveryPartnerFee))
      throw new ApiError(409, API_ERROR_KEY.conflict, 'The merchant has a delivery partner fee already.');
    const [salesItemId, fee] = await salesItemFor(tx, scope, input);
    await requireFreeName(tx, scope, fee.name, { feeId: null, salesItemId });
    const values: TFeeValues = {
      ...valuesOf(fee),
      assignedSites: fee.assignedSites,
      salesItemId,
      isDeliveryPartnerFee: fee.deliveryPartnerFee,
    };
    const row = await insertFee(tx, scope, randomUUID(), values);
    if (!row) throw new ApiError(409, FEES_ERROR.maxFee, 'A merchant has at most 20 fees.');
    const after = logged(row, await itemTaxCategoryId(tx, scope, salesItemId));
    await recordChanges(tx, scope, actor, [{ ...ENTITY, entityId: row.feeNumber, before: null, after }]);
    return { feeId: row.id };
  });
}

/** Whether an update leaves everything but the assigned sites as they are (all a partner's fee lets the merchant do). */
const onlySitesChange = (before: TStoredFee, beforeTax: number | null, input: TUpdateFeeInput): boolean => {
  const after = valuesOf(input);
  const same = (Object.keys(after) as (keyof typeof after)[]).every(
    (key) => JSON.stringify(after[key]) === JSON.stringify(before[key]),
  );
  return (
    same &&
    (input.salesItemId === null || input.salesItemId === before.salesItemId) &&
    (input.taxCategoryId === null || input.taxCategoryId === beforeTax)
  );
};

/**
 * Spec 3 §4 Fee form, §7.2 updateFee: the sales item, then the fee; the assigned sites only when the caller says they
 * changed (the answer's sitesUpdated says whether they did). A delivery partner's fee takes only a change of sites.
 */
export async function updateFee(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  input: TUpdateFeeInput,
): Promise<{ sitesUpdated: boolean }> {
  return db.transaction(async (tx) => {
    await lockMerchantFees(tx, scope);
    const before = await feeOf(tx, scope, input.feeId);
    if (!before) throw missing();
    const beforeTax = await itemTaxCategoryId(tx, scope, before.salesItemId);
    if (before.isDeliveryPartnerFee && !onlySitesChange(before, beforeTax, input)) throw readOnly();
    if (input.assignedSitesChanged) await requireOwnSites(tx, scope, input.assignedSites);
    if (input.taxCategoryId !== null) await requireTaxCategory(tx, scope, input.taxCategoryId);
    const salesItemId = input.salesItemId ?? before.salesItemId;
    if (salesItemId !== before.salesItemId) {
      if ((await freeSalesItemOf(tx, scope, salesItemId, before.id)) === null)
        throw new ApiError(400, FEES_ERROR.salesItem, 'No such charge item for a fee.', 'salesItemId');
      // A fee moved to another sales item leaves no item of it behind (nor its name taken).
      await deleteFeeItem(tx, scope, before.salesItemId);
    }
    await requireFreeName(tx, scope, input.name, { feeId: before.id, salesItemId });
    if (!before.isDeliveryPartnerFee)
      await writeFeeItem(tx, scope, salesItemId, itemValuesOf(input, input.taxCategoryId ?? beforeTax));
    const sitesUpdated =
      input.assignedSitesChanged && JSON.stringify(input.assignedSites) !== JSON.stringify(before.assignedSites);
    const row = await changeFee(tx, scope, before.id, {
      ...valuesOf(input),
      salesItemId,
      ...(input.assignedSitesChanged ? { assignedSites: input.assignedSites } : {}),
    });
    if (!row) throw missing();
    const after = logged(row, await itemTaxCategoryId(tx, scope, salesItemId));
    await recordChanges(tx, scope, actor, [
      { ...ENTITY, entityId: row.feeNumber, before: logged(before, beforeTax), after },
    ]);
    return { sitesUpdated };
  });
}

/** Spec 3 §4 Fee form, §7.2 deleteFeeById: the fee and its sales item; a delivery partner's fee stays. */
export async function deleteFee(db: TDb, scope: TTenantScope, actor: TActor, feeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await feeOf(tx, scope, feeId);
    if (!before) throw missing();
    if (before.isDeliveryPartnerFee) throw readOnly();
    const beforeTax = await itemTaxCategoryId(tx, scope, before.salesItemId);
    await removeFee(tx, scope, feeId);
    await deleteFeeItem(tx, scope, before.salesItemId);
    await recordChanges(tx, scope, actor, [
      { ...ENTITY, entityId: before.feeNumber, before: logged(before, beforeTax), after: null },
    ]);
    return true;
  });
}
