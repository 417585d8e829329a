import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  AUTO_APPLY_ERROR,
  DISCOUNT_ERROR as E,
  newDiscount,
  ZDiscountDetail,
  ZDiscountListResponse,
  ZDiscountMetadata,
  type TDiscountDetail,
  type TDiscountFields,
} from '@mp/contracts/discounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyScope } from '../../db/tenant.ts';
import { DISCOUNT, discountIdOf, MERCHANT, STORE } from '../../demo/ids.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createDiscount, setStorePayments } from '../../test/factories/discounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import { searchDiscounts } from './discounts.queries.ts';

/**
 * Tests that only read use the demo discounts (Demo Bistro Group in the company view, Corner Cafe in store view);
 * every test that saves or deletes a discount works on a merchant of its own, so none depends on another's writes.
 */
let t: TTestApp;
let store: TestClient;
let company: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = await signedIn('store');
  company = await signedIn('company', MERCHANT.demoBistro, 0);
});
afterAll(async () => {
  await t?.close();
});

type TDiscountName = keyof typeof DISCOUNT;
const bistro = (name: TDiscountName) => discountIdOf(MERCHANT.demoBistro, DISCOUNT[name]);
const cafe = (name: TDiscountName) => discountIdOf(MERCHANT.cornerCafe, DISCOUNT[name]);
const BISTRO_STORES = [STORE.bistroDowntown, STORE.bistroRiverside];

/** Signs in; `storeId` picks a store of `merchantId` (0 = All Stores, the company view). */
async function signedIn(user: string, merchantId?: number, storeId?: number) {
  const c = t.client();
  expect((await c.logOn(user)).body.success).toBe(true);
  if (merchantId !== undefined)
    expect(
      (await c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: merchantId })).status,
    ).toBe(200);
  return c;
}

type TOwnMerchant = {
  merchant: TMerchantFixture;
  /** A company user in the company view. */
  company: TestClient;
  /** A store user of the first store. */
  store: TestClient;
  /** The company user looking at one store. */
  companyAt: (storeId: number) => Promise<TestClient>;
};

/**
 * A merchant of the test's own, shaped like Demo Bistro Group for the cash-discount rules: two stores, the first on
 * connected payments, the second on a legacy gateway with a credit-card surcharge, and the cash-discount flag on.
 */
async function ownMerchant(): Promise<TOwnMerchant> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  await setStorePayments(t.db, merchant.store(0), { connected: true });
  await setStorePayments(t.db, merchant.store(1), { connected: false, ccSurchargeEnabled: true });
  await setFlags(t.db, merchant.company, { cashDiscount: true });
  const companyUser = await createUser(t.db, merchant, { isCompanyUser: true });
  const storeUser = await createUser(t.db, merchant);
  const companyAt = (storeId: number) => signedIn(companyUser.userName, merchant.merchantId, storeId);
  return { merchant, company: await companyAt(0), store: await signedIn(storeUser.userName), companyAt };
}

/** The merchant's automatic cash discount, active at its first store (connected payments) only. */
const cashDiscountOf = (merchant: TMerchantFixture) =>
  createDiscount(t.db, merchant, {
    name: 'Cash Discount',
    discountType: 'P',
    discountAmount: '3.00',
    isAutoCashDiscount: true,
    stores: [{ storeId: merchant.storeIds[0]! }],
  });

const list = (c: TestClient, body: object = {}) => c.post('/Discount/GetActiveDiscounts', body);
const total = async (c: TestClient) => ZDiscountListResponse.parse((await list(c)).body).TotalRowCount;
const detail = async (c: TestClient, id: number): Promise<TDiscountDetail> => {
  const r = await c.post('/Discount/GetDiscount', { Id: id });
  expect(r.status).toBe(200);
  return ZDiscountDetail.parse(r.body);
};
const fieldsOf = ({ DiscountStores: _stores, ...fields }: TDiscountDetail): TDiscountFields => fields;
/** A new discount's fields, assigned to `storeIds` (default: both live Demo Bistro stores). */
const draft = (patch: Partial<TDiscountFields> = {}, storeIds: number[] = BISTRO_STORES): TDiscountFields => ({
  ...newDiscount(storeIds),
  Name: 'Test Deal',
  Description: 'A test discount',
  DiscountType: 'A',
  DiscountAmount: 4.5,
  AppliesTo: 'H',
  ...patch,
});

describe('POST /Discount/GetActiveDiscounts', () => {
  it('lists the company view’s discounts of every kind, by name, with POS-active stores', async () => {
    const r = await list(company);
    expect(r.status).toBe(200);
    const body = ZDiscountListResponse.parse(r.body);
    expect(body.TotalRowCount).toBe(7);
    expect(body.ResultSet.map((d) => d.Name)).toEqual([
      'Burger Price',
      'Cash Discount',
      'Five Off',
      'Happy Hour',
      'Promo Dollar',
      'Promo Percent',
      'Staff Meal',
    ]);
    expect(new Set(body.ResultSet.map((d) => d.DiscountType))).toEqual(new Set(['I', 'A', 'P', 'B', 'Q']));
    expect(body.ResultSet.map((d) => d.Id).sort()).toEqual(
      Object.keys(DISCOUNT)
        .map((name) => bistro(name as TDiscountName))
        .sort(),
    );
    const byName = (name: string) => body.ResultSet.find((d) => d.Name === name)!;
    expect(byName('Burger Price')).toMatchObject({ AvailableStores: [STORE.bistroRiverside], DiscountAmount: 7.99 });
    expect(byName('Promo Dollar')).toMatchObject({ AvailableStores: [STORE.bistroDowntown], DiscountAmount: 0 });
    expect(byName('Happy Hour').AvailableStores).toEqual(BISTRO_STORES);
  });

  it('pages and searches name and description', async () => {
    const page2 = ZDiscountListResponse.parse((await list(company, { PageRowCount: 3, RequestedPageNum: 2 })).body);
    expect(page2.TotalRowCount).toBe(7);
    expect(page2.ResultSet.map((d) => d.Name)).toEqual(['Happy Hour', 'Promo Dollar', 'Promo Percent']);
    const found = ZDiscountListResponse.parse((await list(company, { SearchArg: 'coupon' })).body);
    expect(found.ResultSet.map((d) => d.Name)).toEqual(['Promo Dollar', 'Promo Percent']);
    const literal = ZDiscountListResponse.parse((await list(company, { SearchArg: '%' })).body);
    expect(literal.ResultSet.map((d) => d.Name)).toEqual(['Cash Discount', 'Happy Hour', 'Promo Percent']);
  });

  it('store view lists only the store’s discounts, and never another merchant’s', async () => {
    const cafeList = ZDiscountListResponse.parse((await list(store)).body);
    expect(cafeList.ResultSet.map((d) => d.Id).sort()).toEqual(
      Object.keys(DISCOUNT)
        .map((name) => cafe(name as TDiscountName))
        .sort(),
    );
    expect(cafeList.ResultSet.find((d) => d.Name === 'Staff Meal')!.AvailableStores).toEqual([]);
    const riverside = await signedIn('company', MERCHANT.demoBistro, STORE.bistroRiverside);
    const names = ZDiscountListResponse.parse((await list(riverside)).body).ResultSet.map((d) => d.Name);
    expect(names).toContain('Burger Price');
    expect(names).not.toContain('Cash Discount');
  });

  it('query functions take the tenant scope: other merchants’ rows never come back', async () => {
    const { rows } = await searchDiscounts(t.db, companyScope(MERCHANT.cornerCafe), {
      search: '',
      limit: 1000,
      offset: 0,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.merchantId === MERCHANT.cornerCafe)).toBe(true);
  });

  it('refuses without a session (401) and for a role without the Discounts page (403)', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await list(anonymous)).status).toBe(401);
    // A Manager of the test's own merchant whose role has every back-office feature but the Discounts page.
    const merchant = await createMerchant(t.db);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [FEATURE_ID.discounts]: false });
    const manager = await signedIn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    for (const path of ['GetActiveDiscounts', 'GetMetadata', 'CreateDiscount', 'DeleteDiscount']) {
      const r = await manager.post(`/Discount/${path}`, {});
      expect(r.status, path).toBe(403);
      expect(r.body.messageKey).toBe(API_ERROR_KEY.forbidden);
    }
  });
});

describe('POST /Discount/GetMetadata and GetDiscount', () => {
  it('answers the lookup data and the payment facts of the merchant’s stores only', async () => {
    const meta = ZDiscountMetadata.parse((await company.post('/Discount/GetMetadata', {})).body);
    expect(meta.DiscountTypes.map((d) => [d.Id, d.IsAmountAllowed])).toEqual([
      ['A', true],
      ['P', true],
      ['I', true],
      ['B', false],
      ['Q', false],
    ]);
    expect(meta.ApplyToTypes.map((a) => a.Id)).toEqual(['H', 'L']);
    expect(meta.StoresCreditGateways).toEqual([
      { StoreId: STORE.bistroDowntown, CreditGateway: 9 },
      { StoreId: STORE.bistroRiverside, CreditGateway: 1 },
    ]);
    expect(meta.CCSurchargeStores).toEqual([STORE.bistroRiverside]);
    expect(meta.ExistingStoreCashDiscounts).toEqual([
      { DiscountId: bistro('cashDiscount'), StoreId: STORE.bistroDowntown },
    ]);
  });

  it('reads one discount with every field and its checksum; another merchant’s is not found', async () => {
    const d = await detail(company, bistro('promoDollar'));
    expect(d).toMatchObject({
      Name: 'Promo Dollar',
      DiscountType: 'B',
      MinimumDiscountAmount: 10,
      BarcodeRangeStart: 'PRM0001',
      BarcodeRangeEnd: 'PRM0999',
      EmailOfferOnly: true,
      UsedInMailout: true,
      ValidFor: 30,
      ExternalDiscountId: 'EXT-MAIL-1',
      AssignedStores: BISTRO_STORES,
      AvailableStores: [STORE.bistroDowntown],
    });
    expect(d.ConcurrencyChecksum).not.toBe('');
    const foreign = await store.post('/Discount/GetDiscount', { Id: bistro('happyHour') });
    expect(foreign.status).toBe(404);
    expect(foreign.body.messageKey).toBe(E.notFound);
  });
});

describe('POST /Discount/CreateDiscount: the server applies every rule', () => {
  it.each<[string, Partial<TDiscountFields>, string, string]>([
    ['name missing', { Name: '' }, 'Name', E.required],
    ['name with a leading space', { Name: ' Deal' }, 'Name', E.TextFieldError],
    ['name too long', { Name: 'x'.repeat(16) }, 'Name', E.tooLong],
    ['description with a leading space', { Description: ' x' }, 'Description', E.TextFieldError],
    ['description too long', { Description: 'x'.repeat(31) }, 'Description', E.tooLong],
    ['external id too long', { ExternalDiscountId: 'x'.repeat(41) }, 'ExternalDiscountId', E.tooLong],
    ['no type', { DiscountType: '' }, 'DiscountType', E.required],
    ['percent 101', { DiscountType: 'P', DiscountAmount: 101 }, 'DiscountAmount', E.PercentageRangeError],
    ['percent 0.5', { DiscountType: 'P', DiscountAmount: 0.5 }, 'DiscountAmount', E.PercentageRangeError],
    ['amount 0', { DiscountAmount: 0 }, 'DiscountAmount', E.AmountRangeError],
    ['amount missing', { DiscountAmount: null }, 'DiscountAmount', E.required],
    ['item price 0', { DiscountType: 'I', DiscountAmount: 0 }, 'DiscountAmount', E.ItemPriceRangeError],
    ['negative minimum', { MinimumDiscountAmount: -1 }, 'MinimumDiscountAmount', E.AmountRangeError],
    ['no AppliesTo', { AppliesTo: '' }, 'AppliesTo', E.required],
    [
      'barcode with a symbol',
      { BarcodeRangeStart: 'AB#1', BarcodeRangeEnd: 'AB12' },
      'BarcodeRangeStart',
      E.BarCodeCharError,
    ],
    [
      'barcode lengths differ',
      { BarcodeRangeStart: 'AB10', BarcodeRangeEnd: 'AB2' },
      'BarcodeRangeEnd',
      E.BarCodeLenError,
    ],
    [
      'barcode end first',
      { BarcodeRangeStart: 'AB20', BarcodeRangeEnd: 'AB10' },
      'BarcodeRangeEnd',
      E.BarCodeOrderError,
    ],
    [
      'barcode too long',
      { BarcodeRangeStart: '1'.repeat(21), BarcodeRangeEnd: '1'.repeat(21) },
      'BarcodeRangeStart',
      E.tooLong,
    ],
    ['no store', { AssignedStores: [] }, 'AssignedStores', E.storesRequired],
    ['another merchant’s store', { AssignedStores: [STORE.cornerCafe] }, 'AssignedStores', E.unknownStore],
    ['a deleted store', { AssignedStores: [STORE.bistroOldTown] }, 'AssignedStores', E.unknownStore],
  ])('%s → 400 %s %s, nothing written', async (_case, patch, field, key) => {
    const before = await total(company);
    const r = await company.post('/Discount/CreateDiscount', draft(patch));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, statusCode: 400, field, messageKey: key });
    expect(await total(company)).toBe(before);
  });

  it('clamps amounts to the cap and forces the type rules before saving', async () => {
    const own = await ownMerchant();
    const stores = own.merchant.storeIds;
    const capped = await own.company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Big', DiscountAmount: 5000000 }, stores),
    );
    expect(capped.body).toMatchObject({ IsSuccessful: true, AutoApplyErrors: [] });
    expect(await detail(own.company, capped.body.Id)).toMatchObject({
      DiscountAmount: 999999.99,
      AssignedStores: stores,
    });

    const price = await own.company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Fixed', DiscountType: 'I', DiscountAmount: 3, MinimumDiscountAmount: 40, AppliesTo: 'H' }, stores),
    );
    expect(await detail(own.company, price.body.Id)).toMatchObject({ AppliesTo: 'L', MinimumDiscountAmount: 0 });

    const promo = await own.company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Promo', DiscountType: 'Q', DiscountAmount: 12 }, stores),
    );
    expect(await detail(own.company, promo.body.Id)).toMatchObject({ DiscountType: 'Q', DiscountAmount: 0 });
    expect(await total(own.company)).toBe(3);
  });

  it('store view creates for its own store only, POS-active as asked', async () => {
    const own = await ownMerchant();
    const r = await own.store.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Store Deal', AssignedStores: [STORE.bistroDowntown], PosActive: false }),
    );
    expect(r.body.IsSuccessful).toBe(true);
    expect(await detail(own.store, r.body.Id)).toMatchObject({
      AssignedStores: [own.merchant.storeIds[0]],
      AvailableStores: [],
      PosActive: false,
    });
  });
});

describe('automatic cash discount', () => {
  it('company view: sorted auto-apply errors per store, nothing written', async () => {
    const before = await total(company);
    const r = await company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Cash 2', DiscountType: 'Q', IsAutoCashDiscount: true, DiscountAmount: 2 }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      IsSuccessful: false,
      AutoApplyErrors: [
        { StoreId: STORE.bistroDowntown, StoreName: 'Bistro Downtown', MessageKey: AUTO_APPLY_ERROR.exists },
        { StoreId: STORE.bistroRiverside, StoreName: 'Bistro Riverside', MessageKey: AUTO_APPLY_ERROR.ccSurcharge },
        {
          StoreId: STORE.bistroRiverside,
          StoreName: 'Bistro Riverside',
          MessageKey: AUTO_APPLY_ERROR.nonConnectedGateway,
        },
      ],
    });
    expect(await total(company)).toBe(before);
  });

  it('editing the existing cash discount does not count itself; store view of a non-connected store may not turn it on', async () => {
    const own = await ownMerchant();
    const cash = fieldsOf(await detail(own.company, await cashDiscountOf(own.merchant)));
    const ok = await own.company.post('/Discount/UpdateDiscount', {
      ...cash,
      Description: '4% off for cash',
      DiscountAmount: 4,
    });
    expect(ok.body).toMatchObject({ IsSuccessful: true });

    const legacyStore = await own.companyAt(own.merchant.storeIds[1]!);
    const r = await legacyStore.post('/Discount/CreateDiscount', draft({ Name: 'Cash 3', IsAutoCashDiscount: true }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'IsAutoCashDiscount', messageKey: E.autoCashNotAllowed });
  });

  it('store view: another active cash discount at the store is refused', async () => {
    const own = await ownMerchant();
    await cashDiscountOf(own.merchant);
    const [storeId] = own.merchant.storeIds;
    const r = await own.store.post('/Discount/CreateDiscount', draft({ Name: 'Cash 4', IsAutoCashDiscount: true }));
    expect(r.body).toEqual({
      IsSuccessful: false,
      AutoApplyErrors: [
        { StoreId: storeId, StoreName: `${own.merchant.name} Store 1`, MessageKey: AUTO_APPLY_ERROR.exists },
      ],
    });
    // Not POS-active at the store, it does not auto-apply there, so it may exist.
    const inactive = await own.store.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Cash 5', IsAutoCashDiscount: true, PosActive: false }),
    );
    expect(inactive.body.IsSuccessful).toBe(true);
    const saved = await detail(own.store, inactive.body.Id);
    expect(saved).toMatchObject({ DiscountType: 'A', AppliesTo: 'H' });
    // Turning it on at the POS meets the existing one.
    const on = await own.store.post('/Discount/UpdateDiscount', { ...fieldsOf(saved), PosActive: true });
    expect(on.body.AutoApplyErrors.map((e: { MessageKey: string }) => e.MessageKey)).toEqual([AUTO_APPLY_ERROR.exists]);
    expect((await detail(own.store, saved.Id)).PosActive).toBe(false);
  });
});

describe('POST /Discount/UpdateDiscount and DeleteDiscount', () => {
  it('saves, bumps the checksum, and refuses a stale checksum with 409 without overwriting', async () => {
    const own = await ownMerchant();
    const [first, second] = own.merchant.storeIds;
    const id = await createDiscount(t.db, own.merchant, { name: 'Five Off', discountAmount: '5.00' });
    const loaded = fieldsOf(await detail(own.company, id));
    expect(loaded.AssignedStores).toEqual([first, second]);
    const saved = await own.company.post('/Discount/UpdateDiscount', {
      ...loaded,
      Description: 'Now $6 off',
      DiscountAmount: 6,
      AssignedStores: [first],
    });
    expect(saved.body).toMatchObject({ IsSuccessful: true });
    expect(saved.body.ConcurrencyChecksum).not.toBe(loaded.ConcurrencyChecksum);

    const late = await own.company.post('/Discount/UpdateDiscount', { ...loaded, Description: 'Overwrite?' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect(await detail(own.company, id)).toMatchObject({
      Description: 'Now $6 off',
      DiscountAmount: 6,
      AssignedStores: [first],
    });

    const staleDelete = await own.company.post('/Discount/DeleteDiscount', loaded);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.body.messageKey).toBe(E.staleChecksum);
  });

  it('keeps POS-active state of stores that stay assigned and activates newly assigned ones', async () => {
    const own = await ownMerchant();
    const [first, second] = own.merchant.storeIds as [number, number];
    // Like Promo Dollar: assigned to both stores, not active at the second one's POS.
    const id = await createDiscount(t.db, own.merchant, {
      stores: [{ storeId: first }, { storeId: second, isPosActive: false }],
    });
    const promo = fieldsOf(await detail(own.company, id));
    const narrowed = await own.company.post('/Discount/UpdateDiscount', { ...promo, AssignedStores: [second] });
    expect(narrowed.body.IsSuccessful).toBe(true);
    expect(await detail(own.company, id)).toMatchObject({ AssignedStores: [second], AvailableStores: [] });
    const again = fieldsOf(await detail(own.company, id));
    await own.company.post('/Discount/UpdateDiscount', { ...again, AssignedStores: [first, second] });
    expect(await detail(own.company, id)).toMatchObject({ AvailableStores: [first] });
  });

  it('refuses a name change on an existing discount', async () => {
    const loaded = fieldsOf(await detail(company, bistro('happyHour')));
    const r = await company.post('/Discount/UpdateDiscount', { ...loaded, Name: 'Renamed' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'Name', messageKey: E.nameReadOnly });
    expect((await detail(company, bistro('happyHour'))).Name).toBe('Happy Hour');
  });

  it('store view may only toggle its own POS-active, and may not delete', async () => {
    const own = await ownMerchant();
    const [storeId] = own.merchant.storeIds;
    // Like Staff Meal: assigned to the store, not active at its POS.
    const id = await createDiscount(t.db, own.merchant, { stores: [{ storeId: storeId!, isPosActive: false }] });
    const loaded = fieldsOf(await detail(own.store, id));
    expect(loaded.PosActive).toBe(false);
    const edit = await own.store.post('/Discount/UpdateDiscount', { ...loaded, Description: 'Changed' });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ messageKey: E.viewOnly, field: 'Description' });

    const on = await own.store.post('/Discount/UpdateDiscount', { ...loaded, PosActive: true });
    expect(on.body).toMatchObject({ IsSuccessful: true });
    const after = await detail(own.store, id);
    expect(after).toMatchObject({
      PosActive: true,
      AvailableStores: [storeId],
      Description: loaded.Description,
    });

    const del = await own.store.post('/Discount/DeleteDiscount', fieldsOf(after));
    expect(del.status).toBe(403);
    expect(del.body.messageKey).toBe(E.viewOnly);
  });

  it('a store user cannot touch another merchant’s discounts', async () => {
    const foreign = fieldsOf(await detail(company, bistro('promoPercent')));
    const r = await store.post('/Discount/UpdateDiscount', { ...foreign, PosActive: true });
    expect(r.status).toBe(404);
    // merchantadmin's merchant is Demo Bistro, whose company view it opens: Corner Cafe's discounts stay unknown.
    const admin = await signedIn('merchantadmin', MERCHANT.demoBistro, 0);
    const cafeDiscount = await admin.post('/Discount/GetDiscount', { Id: cafe('happyHour') });
    expect(cafeDiscount.status).toBe(404);
    expect(await detail(company, bistro('promoPercent'))).toMatchObject({ AvailableStores: foreign.AvailableStores });
  });

  it('deletes with the current checksum; the discount leaves the list and cannot be read', async () => {
    const own = await ownMerchant();
    const id = await createDiscount(t.db, own.merchant, { name: 'Staff Meal' });
    const loaded = fieldsOf(await detail(own.company, id));
    const r = await own.company.post('/Discount/DeleteDiscount', loaded);
    expect(r.body).toMatchObject({ IsSuccessful: true });
    const names = ZDiscountListResponse.parse((await list(own.company)).body).ResultSet.map((d) => d.Name);
    expect(names).not.toContain('Staff Meal');
    expect((await own.company.post('/Discount/GetDiscount', { Id: id })).status).toBe(404);
    expect((await own.company.post('/Discount/DeleteDiscount', loaded)).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes the discount calls with their bodies', async () => {
    const docs = (await t.client().get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    for (const path of [
      'GetActiveDiscounts',
      'GetMetadata',
      'GetDiscount',
      'CreateDiscount',
      'UpdateDiscount',
      'DeleteDiscount',
    ])
      expect(Object.keys(docs.paths[`/Discount/${path}`] ?? {}), path).toEqual(['post']);
  });
});
