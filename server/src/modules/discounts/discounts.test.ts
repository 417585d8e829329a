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
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import { searchDiscounts } from './discounts.queries.ts';

let t: TTestApp;
let store: TestClient;
let company: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = await signedIn('store');
  company = await signedIn('company', 0);
});
afterAll(async () => {
  await t?.close();
});

const BISTRO = { merchantId: 1001, downtown: 2001, riverside: 2002 };
const CORNER_CAFE = { merchantId: 1002, store: 2101 };
const bistro = (n: number) => 10010 + n;
const cafe = (n: number) => 10020 + n;

/** Signs in; `storeId` picks a Demo Bistro store (0 = All Stores, the company view). */
async function signedIn(user: string, storeId?: number) {
  const c = t.client();
  await c.logOn(user);
  if (storeId !== undefined)
    expect((await c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: 1001 })).status).toBe(
      200,
    );
  return c;
}

const list = (c: TestClient, body: object = {}) => c.post('/Discount/GetActiveDiscounts', body);
const detail = async (c: TestClient, id: number): Promise<TDiscountDetail> => {
  const r = await c.post('/Discount/GetDiscount', { Id: id });
  expect(r.status).toBe(200);
  return ZDiscountDetail.parse(r.body);
};
const fieldsOf = ({ DiscountStores: _stores, ...fields }: TDiscountDetail): TDiscountFields => fields;
const draft = (patch: Partial<TDiscountFields> = {}): TDiscountFields => ({
  ...newDiscount([BISTRO.downtown, BISTRO.riverside]),
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
    expect(body.ResultSet.every((d) => d.Id >= bistro(1) && d.Id <= bistro(7))).toBe(true);
    const byName = (name: string) => body.ResultSet.find((d) => d.Name === name)!;
    expect(byName('Burger Price')).toMatchObject({ AvailableStores: [BISTRO.riverside], DiscountAmount: 7.99 });
    expect(byName('Promo Dollar')).toMatchObject({ AvailableStores: [BISTRO.downtown], DiscountAmount: 0 });
    expect(byName('Happy Hour').AvailableStores).toEqual([BISTRO.downtown, BISTRO.riverside]);
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
    expect(cafeList.ResultSet.map((d) => d.Id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7].map(cafe));
    expect(cafeList.ResultSet.find((d) => d.Name === 'Staff Meal')!.AvailableStores).toEqual([]);
    const riverside = await signedIn('company', BISTRO.riverside);
    const names = ZDiscountListResponse.parse((await list(riverside)).body).ResultSet.map((d) => d.Name);
    expect(names).toContain('Burger Price');
    expect(names).not.toContain('Cash Discount');
  });

  it('query functions take the merchant scope: other merchants’ rows never come back', async () => {
    const { rows } = await searchDiscounts(
      t.db,
      { merchantId: CORNER_CAFE.merchantId, storeId: 0 },
      {
        search: '',
        limit: 1000,
        offset: 0,
      },
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.merchantId === CORNER_CAFE.merchantId)).toBe(true);
  });

  it('refuses without a session (401) and for a role without the Discounts page (403)', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await list(anonymous)).status).toBe(401);
    // The Cashier role of Corner Cafe loses the discounts feature (20).
    const off = await store.post('/JobCode/UpdateDisplayRoles', {
      features: [{ featureId: 20, isActive: false, roleId: 10023 }],
    });
    expect(off.status).toBe(200);
    const cashier = await signedIn('forgetful');
    for (const path of ['GetActiveDiscounts', 'GetMetadata', 'CreateDiscount', 'DeleteDiscount']) {
      const r = await cashier.post(`/Discount/${path}`, {});
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
      { StoreId: BISTRO.downtown, CreditGateway: 9 },
      { StoreId: BISTRO.riverside, CreditGateway: 1 },
    ]);
    expect(meta.CCSurchargeStores).toEqual([BISTRO.riverside]);
    expect(meta.ExistingStoreCashDiscounts).toEqual([{ DiscountId: bistro(7), StoreId: BISTRO.downtown }]);
  });

  it('reads one discount with every field and its checksum; another merchant’s is not found', async () => {
    const d = await detail(company, bistro(4));
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
      AssignedStores: [BISTRO.downtown, BISTRO.riverside],
      AvailableStores: [BISTRO.downtown],
    });
    expect(d.ConcurrencyChecksum).not.toBe('');
    const foreign = await store.post('/Discount/GetDiscount', { Id: bistro(1) });
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
    ['another merchant’s store', { AssignedStores: [CORNER_CAFE.store] }, 'AssignedStores', E.unknownStore],
    ['a deleted store', { AssignedStores: [2003] }, 'AssignedStores', E.unknownStore],
  ])('%s → 400 %s %s, nothing written', async (_case, patch, field, key) => {
    const before = ZDiscountListResponse.parse((await list(company)).body).TotalRowCount;
    const r = await company.post('/Discount/CreateDiscount', draft(patch));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, statusCode: 400, field, messageKey: key });
    expect(ZDiscountListResponse.parse((await list(company)).body).TotalRowCount).toBe(before);
  });

  it('clamps amounts to the cap and forces the type rules before saving', async () => {
    const capped = await company.post('/Discount/CreateDiscount', draft({ Name: 'Big', DiscountAmount: 5000000 }));
    expect(capped.body).toMatchObject({ IsSuccessful: true, AutoApplyErrors: [] });
    expect(await detail(company, capped.body.Id)).toMatchObject({
      DiscountAmount: 999999.99,
      AssignedStores: [2001, 2002],
    });

    const price = await company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Fixed', DiscountType: 'I', DiscountAmount: 3, MinimumDiscountAmount: 40, AppliesTo: 'H' }),
    );
    expect(await detail(company, price.body.Id)).toMatchObject({ AppliesTo: 'L', MinimumDiscountAmount: 0 });

    const promo = await company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Promo', DiscountType: 'Q', DiscountAmount: 12 }),
    );
    expect(await detail(company, promo.body.Id)).toMatchObject({ DiscountType: 'Q', DiscountAmount: 0 });
  });

  it('store view creates for its own store only, POS-active as asked', async () => {
    const r = await store.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Cafe Deal', AssignedStores: [BISTRO.downtown], PosActive: false }),
    );
    expect(r.body.IsSuccessful).toBe(true);
    expect(await detail(store, r.body.Id)).toMatchObject({
      AssignedStores: [CORNER_CAFE.store],
      AvailableStores: [],
      PosActive: false,
    });
  });
});

describe('automatic cash discount', () => {
  it('company view: sorted auto-apply errors per store, nothing written', async () => {
    const before = ZDiscountListResponse.parse((await list(company)).body).TotalRowCount;
    const r = await company.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Cash 2', DiscountType: 'Q', IsAutoCashDiscount: true, DiscountAmount: 2 }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      IsSuccessful: false,
      AutoApplyErrors: [
        { StoreId: BISTRO.downtown, StoreName: 'Bistro Downtown', MessageKey: AUTO_APPLY_ERROR.exists },
        { StoreId: BISTRO.riverside, StoreName: 'Bistro Riverside', MessageKey: AUTO_APPLY_ERROR.ccSurcharge },
        { StoreId: BISTRO.riverside, StoreName: 'Bistro Riverside', MessageKey: AUTO_APPLY_ERROR.nonConnectedGateway },
      ],
    });
    expect(ZDiscountListResponse.parse((await list(company)).body).TotalRowCount).toBe(before);
  });

  it('editing the existing cash discount does not count itself; store view of a non-connected store may not turn it on', async () => {
    const cash = fieldsOf(await detail(company, bistro(7)));
    const ok = await company.post('/Discount/UpdateDiscount', {
      ...cash,
      Description: '4% off for cash',
      DiscountAmount: 4,
    });
    expect(ok.body).toMatchObject({ IsSuccessful: true });

    const riverside = await signedIn('company', BISTRO.riverside);
    const r = await riverside.post('/Discount/CreateDiscount', draft({ Name: 'Cash 3', IsAutoCashDiscount: true }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'IsAutoCashDiscount', messageKey: E.autoCashNotAllowed });
  });

  it('store view: another active cash discount at the store is refused', async () => {
    const r = await store.post('/Discount/CreateDiscount', draft({ Name: 'Cash 4', IsAutoCashDiscount: true }));
    expect(r.body).toEqual({
      IsSuccessful: false,
      AutoApplyErrors: [{ StoreId: CORNER_CAFE.store, StoreName: 'Corner Cafe', MessageKey: AUTO_APPLY_ERROR.exists }],
    });
    // Not POS-active at the store, it does not auto-apply there, so it may exist.
    const inactive = await store.post(
      '/Discount/CreateDiscount',
      draft({ Name: 'Cash 5', IsAutoCashDiscount: true, PosActive: false }),
    );
    expect(inactive.body.IsSuccessful).toBe(true);
    const saved = await detail(store, inactive.body.Id);
    expect(saved).toMatchObject({ DiscountType: 'A', AppliesTo: 'H' });
    // Turning it on at the POS meets the existing one.
    const on = await store.post('/Discount/UpdateDiscount', { ...fieldsOf(saved), PosActive: true });
    expect(on.body.AutoApplyErrors.map((e: { MessageKey: string }) => e.MessageKey)).toEqual([AUTO_APPLY_ERROR.exists]);
    expect((await detail(store, saved.Id)).PosActive).toBe(false);
  });
});

describe('POST /Discount/UpdateDiscount and DeleteDiscount', () => {
  it('saves, bumps the checksum, and refuses a stale checksum with 409 without overwriting', async () => {
    const loaded = fieldsOf(await detail(company, bistro(2)));
    const first = await company.post('/Discount/UpdateDiscount', {
      ...loaded,
      Description: 'Now $6 off',
      DiscountAmount: 6,
      AssignedStores: [BISTRO.downtown],
    });
    expect(first.body).toMatchObject({ IsSuccessful: true });
    expect(first.body.ConcurrencyChecksum).not.toBe(loaded.ConcurrencyChecksum);

    const late = await company.post('/Discount/UpdateDiscount', { ...loaded, Description: 'Overwrite?' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect(await detail(company, bistro(2))).toMatchObject({
      Description: 'Now $6 off',
      DiscountAmount: 6,
      AssignedStores: [BISTRO.downtown],
    });

    const staleDelete = await company.post('/Discount/DeleteDiscount', loaded);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.body.messageKey).toBe(E.staleChecksum);
  });

  it('keeps POS-active state of stores that stay assigned and activates newly assigned ones', async () => {
    const promo = fieldsOf(await detail(company, bistro(4)));
    const narrowed = await company.post('/Discount/UpdateDiscount', { ...promo, AssignedStores: [BISTRO.riverside] });
    expect(narrowed.body.IsSuccessful).toBe(true);
    expect(await detail(company, bistro(4))).toMatchObject({ AssignedStores: [BISTRO.riverside], AvailableStores: [] });
    const again = fieldsOf(await detail(company, bistro(4)));
    await company.post('/Discount/UpdateDiscount', { ...again, AssignedStores: [BISTRO.downtown, BISTRO.riverside] });
    expect(await detail(company, bistro(4))).toMatchObject({ AvailableStores: [BISTRO.downtown] });
  });

  it('refuses a name change on an existing discount', async () => {
    const loaded = fieldsOf(await detail(company, bistro(1)));
    const r = await company.post('/Discount/UpdateDiscount', { ...loaded, Name: 'Renamed' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'Name', messageKey: E.nameReadOnly });
  });

  it('store view may only toggle its own POS-active, and may not delete', async () => {
    const loaded = fieldsOf(await detail(store, cafe(6)));
    expect(loaded.PosActive).toBe(false);
    const edit = await store.post('/Discount/UpdateDiscount', { ...loaded, Description: 'Changed' });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ messageKey: E.viewOnly, field: 'Description' });

    const on = await store.post('/Discount/UpdateDiscount', { ...loaded, PosActive: true });
    expect(on.body).toMatchObject({ IsSuccessful: true });
    const after = await detail(store, cafe(6));
    expect(after).toMatchObject({
      PosActive: true,
      AvailableStores: [CORNER_CAFE.store],
      Description: loaded.Description,
    });

    const del = await store.post('/Discount/DeleteDiscount', fieldsOf(after));
    expect(del.status).toBe(403);
    expect(del.body.messageKey).toBe(E.viewOnly);
  });

  it('a store user cannot touch another merchant’s discounts', async () => {
    const foreign = fieldsOf(await detail(company, bistro(5)));
    const r = await store.post('/Discount/UpdateDiscount', { ...foreign, PosActive: true });
    expect(r.status).toBe(404);
    const admin = await signedIn('merchantadmin');
    // merchantadmin picks Corner Cafe? It may not: its merchant is Demo Bistro, whose company view it opens.
    expect((await admin.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1001 })).status).toBe(200);
    const cafeDiscount = await admin.post('/Discount/GetDiscount', { Id: cafe(1) });
    expect(cafeDiscount.status).toBe(404);
    expect(await detail(company, bistro(5))).toMatchObject({ AvailableStores: foreign.AvailableStores });
  });

  it('deletes with the current checksum; the discount leaves the list and cannot be read', async () => {
    const loaded = fieldsOf(await detail(company, bistro(6)));
    const r = await company.post('/Discount/DeleteDiscount', loaded);
    expect(r.body).toMatchObject({ IsSuccessful: true });
    const names = ZDiscountListResponse.parse((await list(company)).body).ResultSet.map((d) => d.Name);
    expect(names).not.toContain('Staff Meal');
    expect((await company.post('/Discount/GetDiscount', { Id: bistro(6) })).status).toBe(404);
    expect((await company.post('/Discount/DeleteDiscount', loaded)).status).toBe(404);
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
