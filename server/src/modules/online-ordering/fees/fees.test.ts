import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import {
  DELIVERY_PARTNER_FEE_NAME,
  FEE_TAX_CATEGORIES_PATH,
  FEES_ERROR,
  MAX_FEES,
} from '@mp/contracts/online-ordering/fees';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { ORDER_SETTINGS_ERROR } from '@mp/contracts/online-ordering/order-settings';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, ooProductAddOns, stores, taxCategories } from '../../../db/schema.ts';
import { createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

const FEE = `feeId feeNumber name description assignedSites fulfillmentTypes salesItemId deliveryPartnerFee
  calculation { type value minAmount maxAmount roundingDecimalPlaces }
  taxCategory { MerchantId TaxCategoryId ExternalTaxCategoryId Name IsDefault AffectedItemCount IsGratuity IsInclusive }`;
const LIST = 'query { getFees { feeId name deliveryPartnerFee } }';
const GET = `query ($feeId: ID!) { getFeeById(feeId: $feeId) { ${FEE} } }`;
const CREATE = `mutation ($name: String!, $description: String, $assignedSites: [String!]!, $fulfillmentTypes: [String!]!,
  $calculation: FeeCalculationInput!, $salesItemId: Int, $deliveryPartnerFee: Boolean, $taxCategoryId: Int) {
  createFee(name: $name, description: $description, assignedSites: $assignedSites, fulfillmentTypes: $fulfillmentTypes,
    calculation: $calculation, salesItemId: $salesItemId, deliveryPartnerFee: $deliveryPartnerFee,
    taxCategoryId: $taxCategoryId) { feeId } }`;
const UPDATE = `mutation ($feeId: ID!, $name: String!, $description: String, $assignedSites: [String!]!,
  $assignedSitesChanged: Boolean!, $fulfillmentTypes: [String!]!, $calculation: FeeCalculationInput!, $salesItemId: Int,
  $taxCategoryId: Int) {
  updateFee(feeId: $feeId, name: $name, description: $description, assignedSites: $assignedSites,
    assignedSitesChanged: $assignedSitesChanged, fulfillmentTypes: $fulfillmentTypes, calculation: $calculation,
    salesItemId: $salesItemId, taxCategoryId: $taxCategoryId) { sitesUpdated } }`;
const DELETE = 'mutation ($feeId: ID!) { deleteFeeById(feeId: $feeId) }';

const amount = (value: number) => ({
  type: 'amount',
  value,
  minAmount: null,
  maxAmount: null,
  roundingDecimalPlaces: null,
});
const feeArgs = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Added to every order',
  assignedSites: [],
  fulfillmentTypes: ['Pickup', 'Delivery'],
  calculation: amount(1.5),
  ...extra,
});

let t: TTestApp;
let merchant: TMerchantFixture;
let owner: TestClient;
let other: TestClient;
let viewer: TestClient;

const create = async (client: TestClient, name: string, extra: Record<string, unknown> = {}) => {
  const r = await gql(client, CREATE, feeArgs(name, extra));
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createFee.feeId as string;
};
const liveItemsNamed = async (m: TMerchantFixture, name: string) =>
  t.db
    .select({ id: items.id, isAodFee: items.isAodFee, itemMasterType: items.itemMasterType })
    .from(items)
    .where(and(eq(items.merchantId, m.merchantId), eq(items.itemName, name), eq(items.isDeleted, false)));

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createOnlineOrderingMerchant(t.db, { name: 'Fee Street Diner', storeCount: 2 });
  await t.db.insert(ooProductAddOns).values({ merchantId: merchant.merchantId, addOn: 'DELIVERY' });
  owner = await companyViewClient(t, merchant);
  other = await companyViewClient(t, await createOnlineOrderingMerchant(t.db));
  await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
  viewer = t.client();
  await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
});
afterAll(async () => {
  await t?.close();
});

describe('fees (spec 3 §7.2)', () => {
  it('creates a fee with its sales item, lists it, reads it, updates it with its sites, and deletes both', async () => {
    const site = String(merchant.storeIds[0]);
    const feeId = await create(owner, 'Service Fee', {
      assignedSites: [site],
      calculation: { type: 'percent', value: 12.5, minAmount: 1, maxAmount: 9.99, roundingDecimalPlaces: 1 },
    });
    expect((await gql(owner, LIST)).body.data.getFees).toContainEqual({
      feeId,
      name: 'Service Fee',
      deliveryPartnerFee: false,
    });
    const fee = (await gql(owner, GET, { feeId })).body.data.getFeeById;
    expect(fee).toMatchObject({
      name: 'Service Fee',
      assignedSites: [site],
      fulfillmentTypes: ['Pickup', 'Delivery'],
      calculation: { type: 'percent', value: 12.5, minAmount: 1, maxAmount: 9.99, roundingDecimalPlaces: 1 },
      deliveryPartnerFee: false,
    });
    // Spec 3 §3 Fee item template: the fee is also a sales item of item master type 5, an AOD fee.
    const [item] = await liveItemsNamed(merchant, 'Service Fee');
    expect(item).toMatchObject({ id: fee.salesItemId, isAodFee: true, itemMasterType: 5 });

    const second = String(merchant.storeIds[1]);
    const updated = await gql(owner, UPDATE, {
      ...feeArgs('Service Charge Two', { assignedSites: [site, second], calculation: amount(2) }),
      feeId,
      assignedSitesChanged: true,
    });
    expect(updated.body.data.updateFee).toEqual({ sitesUpdated: true });
    expect((await gql(owner, GET, { feeId })).body.data.getFeeById).toMatchObject({
      name: 'Service Charge Two',
      assignedSites: [site, second],
      calculation: { type: 'amount', value: 2 },
    });
    // The sales item follows its fee's name; sites given without assignedSitesChanged are not written.
    expect(await liveItemsNamed(merchant, 'Service Charge Two')).toHaveLength(1);
    const unchanged = await gql(owner, UPDATE, {
      ...feeArgs('Service Charge Two', { assignedSites: [] }),
      feeId,
      assignedSitesChanged: false,
    });
    expect(unchanged.body.data.updateFee).toEqual({ sitesUpdated: false });
    expect((await gql(owner, GET, { feeId })).body.data.getFeeById.assignedSites).toEqual([site, second]);

    expect((await gql(owner, DELETE, { feeId })).body.data.deleteFeeById).toBe(true);
    expect(gqlError(await gql(owner, GET, { feeId }))).toMatchObject({
      statusCode: 404,
      messageKey: FEES_ERROR.notFound,
    });
    expect(await liveItemsNamed(merchant, 'Service Charge Two')).toEqual([]);
  });

  it.each([
    { field: 'name', args: { name: 'Fee-With-Dashes' }, key: FEES_ERROR.nameSpecialCharacter },
    { field: 'name', args: { name: 'A fee name far too long' }, key: FEES_ERROR.nameLength },
    { field: 'description', args: { description: 'x'.repeat(51) }, key: FEES_ERROR.descriptionLength },
    { field: 'calculation.value', args: { calculation: amount(0) }, key: FEES_ERROR.value },
    { field: 'calculation.value', args: { calculation: amount(1000) }, key: FEES_ERROR.amount },
    {
      field: 'calculation.value',
      args: { calculation: { ...amount(100.5), type: 'percent' } },
      key: FEES_ERROR.percent,
    },
    { field: 'fulfillmentTypes', args: { fulfillmentTypes: [] }, key: FEES_ERROR.fulfillmentTypes },
    { field: 'assignedSites.0', args: { assignedSites: ['ab-cd'] }, key: FEES_ERROR.sites },
  ])('refuses $key naming $field', async ({ field, args, key }) => {
    const r = await gql(owner, CREATE, { ...feeArgs('Bad Fee'), ...args });
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field });
  });

  it("takes a store's site id without its dashes (spec 3 §3), the store id while the store has no site id", async () => {
    const m = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    await t.db.update(stores).set({ siteId: 'ab12-cd34' }).where(eq(stores.id, m.storeIds[1]!));
    const client = await companyViewClient(t, m);
    const feeId = await create(client, 'Sites Fee', { assignedSites: [String(m.storeIds[0]), 'ab12cd34'] });
    expect((await gql(client, GET, { feeId })).body.data.getFeeById.assignedSites).toEqual([
      String(m.storeIds[0]),
      'ab12cd34',
    ]);
    const dashed = await gql(client, CREATE, feeArgs('Dashed Fee', { assignedSites: ['ab12-cd34'] }));
    expect(gqlError(dashed)).toMatchObject({ statusCode: 400, field: 'assignedSites.0' });
  });

  it('takes a charge as its sales item (a menu item is refused); moved to another charge, it leaves none behind', async () => {
    const charge = async (itemName: string, isChargeItem = true) =>
      (
        await t.db
          .insert(items)
          .values({ merchantId: merchant.merchantId, itemName, isChargeItem, isMenuItem: !isChargeItem })
          .returning({ id: items.id })
      )[0]!.id;
    const menuItem = await charge('Chips Basket', false);
    expect(gqlError(await gql(owner, CREATE, feeArgs('Chips Fee', { salesItemId: menuItem })))).toMatchObject({
      statusCode: 400,
      messageKey: FEES_ERROR.salesItem,
      field: 'salesItemId',
    });
    const first = await charge('Bottle Deposit');
    const feeId = await create(owner, 'Deposit Fee', { salesItemId: first });
    expect((await gql(owner, GET, { feeId })).body.data.getFeeById.salesItemId).toBe(first);
    expect(await liveItemsNamed(merchant, 'Deposit Fee')).toEqual([{ id: first, isAodFee: true, itemMasterType: 5 }]);

    const second = await charge('Can Deposit');
    const moved = await gql(owner, UPDATE, {
      ...feeArgs('Deposit Fee', { salesItemId: second }),
      feeId,
      assignedSitesChanged: false,
    });
    expect(moved.body.errors).toBeUndefined();
    expect(await liveItemsNamed(merchant, 'Deposit Fee')).toEqual([{ id: second, isAodFee: true, itemMasterType: 5 }]);
  });

  it("refuses another merchant's store as an assigned site", async () => {
    const r = await gql(other, CREATE, feeArgs('Foreign Site Fee', { assignedSites: [String(merchant.storeIds[0])] }));
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: FEES_ERROR.sites, field: 'assignedSites' });
  });

  it("answers 404 for another merchant's fee, whatever the operation", async () => {
    const feeId = await create(owner, 'Private Fee');
    expect(gqlError(await gql(other, GET, { feeId }))).toMatchObject({ statusCode: 404 });
    const update = await gql(other, UPDATE, { ...feeArgs('Stolen Fee'), feeId, assignedSitesChanged: false });
    expect(gqlError(update)).toMatchObject({ statusCode: 404 });
    expect(gqlError(await gql(other, DELETE, { feeId }))).toMatchObject({ statusCode: 404 });
    expect((await gql(other, LIST)).body.data.getFees.map((f: { feeId: string }) => f.feeId)).not.toContain(feeId);
    expect((await gql(owner, GET, { feeId })).body.data.getFeeById.name).toBe('Private Fee');
  });

  it('lets a view-only user read the fees but refuses every change', async () => {
    const feeId = await create(owner, 'Viewed Fee');
    expect((await gql(viewer, GET, { feeId })).body.data.getFeeById.name).toBe('Viewed Fee');
    for (const r of [
      await gql(viewer, CREATE, feeArgs('Viewer Fee')),
      await gql(viewer, UPDATE, { ...feeArgs('Viewed Fee'), feeId, assignedSitesChanged: false }),
      await gql(viewer, DELETE, { feeId }),
    ])
      expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey: OO_ERROR.readOnly });
  });

  it('refuses a name another fee, an item or a charge has (FeeNameTaken under the name field)', async () => {
    await create(owner, 'Bag Fee');
    expect(gqlError(await gql(owner, CREATE, feeArgs('bag fee')))).toMatchObject({
      statusCode: 409,
      messageKey: FEES_ERROR.nameTaken,
      field: 'name',
    });
    await t.db.insert(items).values({ merchantId: merchant.merchantId, itemName: 'Soup of the Day' });
    expect(gqlError(await gql(owner, CREATE, feeArgs('Soup of the Day')))).toMatchObject({
      statusCode: 409,
      messageKey: FEES_ERROR.nameTaken,
      field: 'name',
    });
    // The refused fee left no sales item behind.
    expect(await liveItemsNamed(merchant, 'bag fee')).toEqual([]);
  });
});

describe('the 20-fee limit and the sales item rollback (spec 3 §4 Fee form, §9)', () => {
  it('refuses the 21st fee (MaxFee) and deletes the sales item made for it', async () => {
    const full = await createOnlineOrderingMerchant(t.db);
    const client = await companyViewClient(t, full);
    for (let n = 1; n <= MAX_FEES; n += 1) await create(client, `Fee ${n}`);
    const r = await gql(client, CREATE, feeArgs('Fee Too Many'));
    expect(gqlError(r)).toMatchObject({ statusCode: 409, messageKey: FEES_ERROR.maxFee });
    // The fee's sales item was made first; the fee's failure took it back.
    expect(await liveItemsNamed(full, 'Fee Too Many')).toEqual([]);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(and(eq(items.merchantId, full.merchantId), eq(items.isAodFee, true)));
    expect(count!.n).toBe(MAX_FEES);
  });
});

describe("the delivery partner's fee (spec 3 §3, §4 Delivery save)", () => {
  it('is made once, for delivery only, with the add-on; read-only but for its assigned sites', async () => {
    const site = String(merchant.storeIds[0]);
    const partner = { assignedSites: [site], fulfillmentTypes: ['Delivery'], deliveryPartnerFee: true };
    const noAddOn = await companyViewClient(t, await createOnlineOrderingMerchant(t.db));
    expect(gqlError(await gql(noAddOn, CREATE, feeArgs(DELIVERY_PARTNER_FEE_NAME, partner)))).toMatchObject({
      statusCode: 403,
      messageKey: ORDER_SETTINGS_ERROR.deliveryAddOn,
    });
    const pickup = await gql(
      owner,
      CREATE,
      feeArgs(DELIVERY_PARTNER_FEE_NAME, { ...partner, fulfillmentTypes: ['Pickup'] }),
    );
    expect(gqlError(pickup)).toMatchObject({ statusCode: 400, field: 'fulfillmentTypes' });

    // A store view (the order settings' delivery save) makes it: fees are the company's whichever store is looked at.
    const store = await storeViewClient(t, merchant);
    const feeId = await create(store, DELIVERY_PARTNER_FEE_NAME, partner);
    expect(gqlError(await gql(owner, CREATE, feeArgs('Second Partner Fee', partner)))).toMatchObject({
      statusCode: 409,
    });
    const fee = (await gql(owner, GET, { feeId })).body.data.getFeeById;
    expect(fee).toMatchObject({ deliveryPartnerFee: true, fulfillmentTypes: ['Delivery'], assignedSites: [site] });

    const same = {
      feeId,
      name: fee.name,
      description: fee.description,
      fulfillmentTypes: fee.fulfillmentTypes,
      calculation: fee.calculation,
    };
    const unassigned = await gql(store, UPDATE, { ...same, assignedSites: [], assignedSitesChanged: true });
    expect(unassigned.body.data.updateFee).toEqual({ sitesUpdated: true });
    expect((await gql(owner, GET, { feeId })).body.data.getFeeById.assignedSites).toEqual([]);

    for (const r of [
      await gql(owner, UPDATE, { ...same, name: 'Renamed', assignedSites: [], assignedSitesChanged: false }),
      await gql(owner, UPDATE, { ...same, calculation: amount(9), assignedSites: [], assignedSitesChanged: true }),
      await gql(owner, DELETE, { feeId }),
    ])
      expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey: FEES_ERROR.partnerFeeReadOnly });
    expect((await gql(owner, GET, { feeId })).body.data.getFeeById.name).toBe(DELIVERY_PARTNER_FEE_NAME);
  });

  it("is made from the partner's catalogue item when the merchant has one: its sales item and its price", async () => {
    const m = await createOnlineOrderingMerchant(t.db);
    await t.db.insert(ooProductAddOns).values({ merchantId: m.merchantId, addOn: 'DELIVERY' });
    const [catalogue] = await t.db
      .insert(items)
      .values({
        merchantId: m.merchantId,
        itemName: 'Partner Delivery',
        retailPrice: '3.25',
        isChargeItem: true,
        isMenuItem: false,
        isAodDeliveryPartnerFee: true,
      })
      .returning({ id: items.id });
    const client = await storeViewClient(t, m);
    const feeId = await create(client, DELIVERY_PARTNER_FEE_NAME, {
      assignedSites: [String(m.storeIds[0])],
      fulfillmentTypes: ['Delivery'],
      deliveryPartnerFee: true,
    });
    expect((await gql(client, GET, { feeId })).body.data.getFeeById).toMatchObject({
      salesItemId: catalogue!.id,
      calculation: { type: 'amount', value: 3.25 },
    });
    expect(await liveItemsNamed(m, DELIVERY_PARTNER_FEE_NAME)).toEqual([
      { id: catalogue!.id, isAodFee: true, itemMasterType: 5 },
    ]);
  });
});

describe("a fee's tax category (spec 3 §3 Fee item template TaxCategoryId, Fee taxCategory)", () => {
  const addTaxCategory = async (
    m: TMerchantFixture,
    name: string,
    extra: { isDefault?: boolean; isActive?: boolean },
  ) =>
    (
      await t.db
        .insert(taxCategories)
        .values({ merchantId: m.merchantId, name, rate: '8.875', ...extra })
        .returning()
    )[0]!;
  const itemTax = async (itemId: number) =>
    (await t.db.select({ id: items.taxCategoryId }).from(items).where(eq(items.id, itemId)))[0]?.id;

  it('lists the active ones, default first; a new fee takes the default, or the one named, on its sales item', async () => {
    const m = await createOnlineOrderingMerchant(t.db);
    const client = await companyViewClient(t, m);
    const reduced = await addTaxCategory(m, 'Reduced Tax', {});
    const standard = await addTaxCategory(m, 'Standard Tax', { isDefault: true });
    await addTaxCategory(m, 'Retired Tax', { isActive: false });
    const list = await client.post(FEE_TAX_CATEGORIES_PATH, {});
    expect(list.status).toBe(200);
    expect(list.body.map((c: { Name: string }) => c.Name)).toEqual(['Standard Tax', 'Reduced Tax']);
    expect(list.body[0]).toEqual({
      MerchantId: m.merchantId,
      TaxCategoryId: standard.id,
      ExternalTaxCategoryId: String(standard.id),
      Name: 'Standard Tax',
      IsDefault: true,
      AffectedItemCount: 0,
      IsGratuity: false,
      IsInclusive: false,
    });
    // Another merchant's list holds none of these.
    const theirs = (await other.post(FEE_TAX_CATEGORIES_PATH, {})).body as { TaxCategoryId: number }[];
    expect(theirs.map((c) => c.TaxCategoryId)).not.toContain(standard.id);

    const byDefault = await create(client, 'Default Taxed');
    const fee = (await gql(client, GET, { feeId: byDefault })).body.data.getFeeById;
    expect(fee.taxCategory).toMatchObject({ TaxCategoryId: standard.id, Name: 'Standard Tax', AffectedItemCount: 1 });
    expect(await itemTax(fee.salesItemId)).toBe(standard.id);

    const named = await create(client, 'Reduced Taxed', { taxCategoryId: reduced.id });
    const namedFee = (await gql(client, GET, { feeId: named })).body.data.getFeeById;
    expect(namedFee.taxCategory.TaxCategoryId).toBe(reduced.id);

    // Update: null keeps the category, a named one replaces it on the sales item.
    const update = { ...feeArgs('Reduced Taxed'), feeId: named, assignedSitesChanged: false };
    await gql(client, UPDATE, { ...update, taxCategoryId: null });
    expect(await itemTax(namedFee.salesItemId)).toBe(reduced.id);
    await gql(client, UPDATE, { ...update, taxCategoryId: standard.id });
    expect(await itemTax(namedFee.salesItemId)).toBe(standard.id);
  });

  it("refuses an inactive or another merchant's tax category under taxCategoryId, and writes nothing", async () => {
    const m = await createOnlineOrderingMerchant(t.db);
    const client = await companyViewClient(t, m);
    const own = await addTaxCategory(m, 'Own Tax', { isDefault: true });
    const retired = await addTaxCategory(m, 'Old Tax', { isActive: false });
    const foreign = await addTaxCategory(await createOnlineOrderingMerchant(t.db), 'Their Tax', {});
    for (const taxCategoryId of [retired.id, foreign.id]) {
      const refused = await gql(client, CREATE, feeArgs('Refused Fee', { taxCategoryId }));
      expect(gqlError(refused)).toMatchObject({
        statusCode: 400,
        messageKey: FEES_ERROR.taxCategory,
        field: 'taxCategoryId',
      });
    }
    expect(await liveItemsNamed(m, 'Refused Fee')).toEqual([]);
    expect((await gql(client, LIST)).body.data.getFees).toEqual([]);

    const feeId = await create(client, 'Kept Fee');
    const refused = await gql(client, UPDATE, {
      ...feeArgs('Renamed Fee', { taxCategoryId: foreign.id }),
      feeId,
      assignedSitesChanged: false,
    });
    expect(gqlError(refused)).toMatchObject({ statusCode: 400, field: 'taxCategoryId' });
    const kept = (await gql(client, GET, { feeId })).body.data.getFeeById;
    expect(kept).toMatchObject({ name: 'Kept Fee', taxCategory: { TaxCategoryId: own.id } });
  });

  it("keeps the delivery partner's fee read-only in its tax category too", async () => {
    const m = await createOnlineOrderingMerchant(t.db);
    await t.db.insert(ooProductAddOns).values({ merchantId: m.merchantId, addOn: 'DELIVERY' });
    const client = await storeViewClient(t, m);
    const standard = await addTaxCategory(m, 'Standard Tax', { isDefault: true });
    const second = await addTaxCategory(m, 'Second Tax', {});
    const feeId = await create(client, DELIVERY_PARTNER_FEE_NAME, {
      assignedSites: [String(m.storeIds[0])],
      fulfillmentTypes: ['Delivery'],
      deliveryPartnerFee: true,
    });
    const fee = (await gql(client, GET, { feeId })).body.data.getFeeById;
    expect(fee.taxCategory.TaxCategoryId).toBe(standard.id);
    const same = { feeId, name: fee.name, description: fee.description, fulfillmentTypes: fee.fulfillmentTypes };
    const args = { ...same, calculation: fee.calculation, assignedSites: [], assignedSitesChanged: true };
    const refused = await gql(client, UPDATE, { ...args, taxCategoryId: second.id });
    expect(gqlError(refused)).toMatchObject({ statusCode: 403, messageKey: FEES_ERROR.partnerFeeReadOnly });
    expect((await gql(client, UPDATE, { ...args, taxCategoryId: standard.id })).body.data.updateFee).toEqual({
      sitesUpdated: true,
    });
  });
});
