import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  ITEM_AVAILABILITY_ERROR,
  MAX_ITEM_AVAILABILITY_CHANGES,
  ZGetItemAvailabilityResponse,
  type TGetItemAvailabilityRequest,
  type TItemAvailabilityChange,
  type TItemAvailabilityRow,
} from '@mp/contracts/item-availability';
import { and, asc, eq, ne, not, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagValues, items, itemStoreAvailability, roleFeatures } from '../../db/schema.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

const CORNER_CAFE = { merchantId: 1002, storeId: 2101 };
const BISTRO = { merchantId: 1001, downtown: 2001, riverside: 2002 };
const CASHIER_ROLE = 10023;
const ITEM_AVAILABILITY_FEATURE = 18;

let t: TTestApp;
let store: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = t.client();
  await store.logOn('store');
});
afterAll(async () => {
  await t?.close();
});

const signedIn = async (user: string) => {
  const c = t.client();
  await c.logOn(user);
  return c;
};
const companyAt = async (storeId: number) => {
  const c = await signedIn('company');
  expect(
    (await c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: BISTRO.merchantId })).status,
  ).toBe(200);
  return c;
};
const page = async (c: TestClient, body: TGetItemAvailabilityRequest = {}) => {
  const r = await c.post('/Item/GetItemAvailability', body);
  expect(r.status).toBe(200);
  return ZGetItemAvailabilityResponse.parse(r.body);
};
const save = (c: TestClient, rows: TItemAvailabilityChange[]) =>
  c.post('/Item/UpdateItemAvailability', {
    ItemAvailabilities: rows,
    SearchArg: '',
    RequestedPageNum: 1,
    PageRowCount: 25,
  });

/** The merchant's listed items (menu items, not modifiers, not deleted) by name, read straight from the table. */
const listedItems = (merchantId: number) =>
  t.db
    .select({ id: items.id, name: items.itemName, type: items.itemType })
    .from(items)
    .where(and(eq(items.merchantId, merchantId), not(items.isDeleted), ne(items.itemType, 'M')))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));
/** A change naming `id` with every switch on. */
const allOn = (id: number) => ({ ItemMasterId: id, IsInStock: true, IsPosActive: true, IsAvailableOnline: true });
/** Every stored availability row, to prove a refused call wrote nothing. */
const allAvailability = () =>
  t.db
    .select()
    .from(itemStoreAvailability)
    .orderBy(asc(itemStoreAvailability.storeId), asc(itemStoreAvailability.itemId));
const storedRow = async (storeId: number, itemId: number) =>
  (
    await t.db
      .select()
      .from(itemStoreAvailability)
      .where(and(eq(itemStoreAvailability.storeId, storeId), eq(itemStoreAvailability.itemId, itemId)))
  )[0];
const changeOf = (
  row: Pick<TItemAvailabilityRow, 'ItemMasterId' | 'IsInStock' | 'IsPosActive' | 'IsAvailableOnline'>,
  values: Partial<TItemAvailabilityChange> = {},
) => ({
  ItemMasterId: row.ItemMasterId,
  IsInStock: row.IsInStock,
  IsPosActive: row.IsPosActive,
  IsAvailableOnline: row.IsAvailableOnline,
  ...values,
});
const setMms = async (merchantId: number, isOn: boolean) => {
  await t.db
    .insert(featureFlagValues)
    .values({ merchantId, storeId: 0, flagName: 'isMmsEnabled', isOn })
    .onConflictDoUpdate({
      target: [featureFlagValues.merchantId, featureFlagValues.storeId, featureFlagValues.flagName],
      set: { isOn },
    });
};

describe('POST /Item/GetItemAvailability', () => {
  it('answers a page of 25 ordered by item name, the total, and the store’s values (missing row = all on)', async () => {
    const expected = await listedItems(CORNER_CAFE.merchantId);
    expect(expected.length).toBeGreaterThanOrEqual(150);
    const first = await page(store);
    expect(first.TotalRowCount).toBe(expected.length);
    expect(first.ResultSet.map((r) => r.ItemMasterId)).toEqual(expected.slice(0, 25).map((i) => i.id));
    const second = await page(store, { RequestedPageNum: 2, PageRowCount: 25 });
    expect(second.ResultSet.map((r) => r.ItemMasterId)).toEqual(expected.slice(25, 50).map((i) => i.id));

    const all = await page(store, { PageRowCount: 200 });
    const stored = new Map(
      (await allAvailability()).filter((a) => a.storeId === CORNER_CAFE.storeId).map((a) => [a.itemId, a]),
    );
    expect(stored.size).toBeGreaterThan(0);
    let defaults = 0;
    for (const row of all.ResultSet) {
      const a = stored.get(row.ItemMasterId);
      if (!a) defaults++;
      expect([row.IsInStock, row.IsPosActive, row.IsAvailableOnline]).toEqual(
        a ? [a.isInStock, a.isPosActive, a.isAvailableOnline] : [true, true, true],
      );
    }
    expect(defaults).toBeGreaterThan(0);
    expect(all.ResultSet.some((r) => !r.IsInStock)).toBe(true);
    // Category names come along; a row carries its category id.
    expect(all.ResultSet.every((r) => r.CategoryName !== '' && r.ItemCategoryId !== null)).toBe(true);
  });

  it('lists menu items only: modifiers (type M) and deleted items are left out', async () => {
    const [modifier] = await t.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.merchantId, CORNER_CAFE.merchantId), eq(items.itemType, 'M')))
      .limit(1);
    expect(modifier).toBeDefined();
    const ids = (await page(store, { PageRowCount: 200 })).ResultSet.map((r) => r.ItemMasterId);
    const more = (await page(store, { PageRowCount: 200, RequestedPageNum: 2 })).ResultSet.map((r) => r.ItemMasterId);
    expect([...ids, ...more]).not.toContain(modifier!.id);

    const victim = ids[0]!;
    await t.db.update(items).set({ isDeleted: true }).where(eq(items.id, victim));
    try {
      const after = await page(store);
      expect(after.ResultSet.map((r) => r.ItemMasterId)).not.toContain(victim);
      expect(after.TotalRowCount).toBe(ids.length + more.length - 1);
    } finally {
      await t.db.update(items).set({ isDeleted: false }).where(eq(items.id, victim));
    }
  });

  it('searches item and category names, case-insensitively, with % and _ taken literally', async () => {
    const expected = await listedItems(CORNER_CAFE.merchantId);
    const word = expected[0]!.name.split(' ')[0]!.toUpperCase();
    const found = await page(store, { SearchArg: `  ${word}  `, PageRowCount: 200 });
    expect(found.TotalRowCount).toBeGreaterThan(0);
    expect(found.TotalRowCount).toBeLessThan(expected.length);
    for (const row of found.ResultSet)
      expect(`${row.ItemName} ${row.CategoryName}`.toLowerCase()).toContain(word.toLowerCase());

    const category = found.ResultSet[0]!.CategoryName;
    const byCategory = await page(store, { SearchArg: category.toLowerCase(), PageRowCount: 200 });
    expect(byCategory.ResultSet.some((r) => r.CategoryName === category)).toBe(true);

    expect(await page(store, { SearchArg: '%' })).toEqual({ ResultSet: [], TotalRowCount: 0 });
    expect(await page(store, { SearchArg: '_' })).toEqual({ ResultSet: [], TotalRowCount: 0 });
    expect(await page(store, { SearchArg: 'no such item anywhere' })).toEqual({ ResultSet: [], TotalRowCount: 0 });
  });

  it('answers no rows but the total for a page past the end', async () => {
    const total = (await listedItems(CORNER_CAFE.merchantId)).length;
    expect(await page(store, { RequestedPageNum: 999 })).toEqual({ ResultSet: [], TotalRowCount: total });
  });

  it('shows another merchant’s store only that merchant’s items, with that store’s values', async () => {
    const bistro = await companyAt(BISTRO.downtown);
    const rows = (await page(bistro, { PageRowCount: 200 })).ResultSet;
    const bistroIds = new Set((await listedItems(BISTRO.merchantId)).map((i) => i.id));
    const cafeIds = new Set((await listedItems(CORNER_CAFE.merchantId)).map((i) => i.id));
    expect(rows.length).toBe(Math.min(200, bistroIds.size));
    for (const row of rows) {
      expect(bistroIds.has(row.ItemMasterId)).toBe(true);
      expect(cafeIds.has(row.ItemMasterId)).toBe(false);
    }
    // The two Bistro stores have different exceptions (the demo data shifts them per store).
    const riverside = (await page(await companyAt(BISTRO.riverside), { PageRowCount: 200 })).ResultSet;
    expect(riverside.map((r) => r.ItemMasterId)).toEqual(rows.map((r) => r.ItemMasterId));
    expect(riverside).not.toEqual(rows);
  });

  it.each([
    ['page 0', { RequestedPageNum: 0 }, 'RequestedPageNum'],
    ['page size 201', { PageRowCount: 201 }, 'PageRowCount'],
    ['a search of 51 characters', { SearchArg: 'x'.repeat(51) }, 'SearchArg'],
    ['a string page', { RequestedPageNum: 'two' }, 'RequestedPageNum'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const r = await store.post('/Item/GetItemAvailability', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey: API_ERROR_KEY.validation, field });
  });
});

describe('scope and access', () => {
  const CALLS: [string, unknown][] = [
    ['/Item/GetItemAvailability', {}],
    ['/Item/UpdateItemAvailability', { ItemAvailabilities: [allOn(1801)] }],
    ['/Item/UpdateItemAvailabilityAllInStock', {}],
    ['/Item/UpdateItemAvailabilityAllIsOnline', {}],
  ];

  it.each(CALLS)('%s: the company view (All Stores) is refused with storeViewOnly', async (url, body) => {
    const before = await allAvailability();
    const company = await companyAt(0);
    const r = await company.post(url, body);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, messageKey: ITEM_AVAILABILITY_ERROR.storeViewOnly });
    expect(await allAvailability()).toEqual(before);
  });

  it.each(CALLS)('%s: 401 without a session, 403 without CSRF', async (url, body) => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(url, body)).status).toBe(401);
    const noCsrf = await store.post(url, body, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.messageKey).toBe(API_ERROR_KEY.csrf);
  });

  it.each(CALLS)('%s: a role without the Item Availability feature gets 403 and changes nothing', async (url, body) => {
    await t.db
      .update(roleFeatures)
      .set({ isActive: false })
      .where(and(eq(roleFeatures.roleId, CASHIER_ROLE), eq(roleFeatures.featureId, ITEM_AVAILABILITY_FEATURE)));
    try {
      const cashier = await signedIn('forgetful');
      const before = await allAvailability();
      const r = await cashier.post(url, body);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, messageKey: API_ERROR_KEY.forbidden });
      expect(await allAvailability()).toEqual(before);
    } finally {
      await t.db
        .update(roleFeatures)
        .set({ isActive: true })
        .where(and(eq(roleFeatures.roleId, CASHIER_ROLE), eq(roleFeatures.featureId, ITEM_AVAILABILITY_FEATURE)));
    }
  });

  it('the same cashier role with the feature may read the page (the 403 above came from the feature)', async () => {
    expect((await page(await signedIn('forgetful'))).ResultSet).toHaveLength(25);
  });
});

describe('POST /Item/UpdateItemAvailability', () => {
  afterEach(async () => {
    await setMms(CORNER_CAFE.merchantId, false);
  });

  it('saves the changed rows at the session’s store only; the next read shows them', async () => {
    const rows = (await page(store)).ResultSet;
    const withoutRow = rows.find((r) => r.IsInStock && r.IsPosActive && r.IsAvailableOnline)!;
    const a = rows.find((r) => r !== withoutRow)!;
    const otherStoresBefore = (await allAvailability()).filter((r) => r.storeId !== CORNER_CAFE.storeId);
    const changes = [
      changeOf(a, { IsInStock: !a.IsInStock }),
      changeOf(withoutRow, { IsPosActive: false, IsAvailableOnline: false }),
    ];
    const r = await save(store, changes);
    expect(r.body).toEqual({ IsSuccessful: true, Message: '' });
    expect(r.status).toBe(200);

    const after = new Map((await page(store)).ResultSet.map((row) => [row.ItemMasterId, row]));
    expect(after.get(a.ItemMasterId)).toEqual({ ...a, IsInStock: !a.IsInStock });
    expect(after.get(withoutRow.ItemMasterId)).toEqual({ ...withoutRow, IsPosActive: false, IsAvailableOnline: false });
    expect(await storedRow(CORNER_CAFE.storeId, withoutRow.ItemMasterId)).toMatchObject({
      merchantId: CORNER_CAFE.merchantId,
      isInStock: true,
      isPosActive: false,
      isAvailableOnline: false,
    });
    expect((await allAvailability()).filter((row) => row.storeId !== CORNER_CAFE.storeId)).toEqual(otherStoresBefore);

    // Back as it was: a second save updates the rows it inserted.
    expect((await save(store, [changeOf(a), changeOf(withoutRow)])).status).toBe(200);
    const restored = new Map((await page(store)).ResultSet.map((row) => [row.ItemMasterId, row]));
    expect(restored.get(a.ItemMasterId)).toEqual(a);
    expect(restored.get(withoutRow.ItemMasterId)).toEqual(withoutRow);
  });

  it('a company user in store view saves at that store, not at the merchant’s other one', async () => {
    const downtown = await companyAt(BISTRO.downtown);
    const row = (await page(downtown)).ResultSet[0]!;
    const riversideBefore = await storedRow(BISTRO.riverside, row.ItemMasterId);
    expect((await save(downtown, [changeOf(row, { IsInStock: !row.IsInStock })])).status).toBe(200);
    expect((await storedRow(BISTRO.downtown, row.ItemMasterId))?.isInStock).toBe(!row.IsInStock);
    expect(await storedRow(BISTRO.riverside, row.ItemMasterId)).toEqual(riversideBefore);
  });

  it.each<[string, () => Promise<TItemAvailabilityChange>, number, string, string]>([
    [
      'another merchant’s item',
      async () => allOn((await listedItems(BISTRO.merchantId))[0]!.id),
      404,
      ITEM_AVAILABILITY_ERROR.itemNotFound,
      'ItemAvailabilities.1.ItemMasterId',
    ],
    [
      'a modifier',
      async () => {
        const [m] = await t.db
          .select({ id: items.id })
          .from(items)
          .where(and(eq(items.merchantId, CORNER_CAFE.merchantId), eq(items.itemType, 'M')))
          .limit(1);
        return allOn(m!.id);
      },
      404,
      ITEM_AVAILABILITY_ERROR.itemNotFound,
      'ItemAvailabilities.1.ItemMasterId',
    ],
    [
      'an item that does not exist',
      async () => allOn(987654),
      404,
      ITEM_AVAILABILITY_ERROR.itemNotFound,
      'ItemAvailabilities.1.ItemMasterId',
    ],
    [
      'the same item twice',
      async () => changeOf((await page(store)).ResultSet[0]!),
      400,
      ITEM_AVAILABILITY_ERROR.duplicateItem,
      'ItemAvailabilities.1',
    ],
  ])('refuses %s and writes nothing (one transaction)', async (_label, bad, status, messageKey, field) => {
    const first = (await page(store)).ResultSet[0]!;
    const before = await allAvailability();
    const r = await save(store, [changeOf(first, { IsInStock: !first.IsInStock }), await bad()]);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, statusCode: status, messageKey, field });
    expect(await allAvailability()).toEqual(before);
  });

  it('refuses a deleted item', async () => {
    const row = (await page(store)).ResultSet[1]!;
    await t.db.update(items).set({ isDeleted: true }).where(eq(items.id, row.ItemMasterId));
    try {
      const r = await save(store, [changeOf(row, { IsInStock: !row.IsInStock })]);
      expect(r.body).toMatchObject({ statusCode: 404, messageKey: ITEM_AVAILABILITY_ERROR.itemNotFound });
    } finally {
      await t.db.update(items).set({ isDeleted: false }).where(eq(items.id, row.ItemMasterId));
    }
  });

  it('with the MMS add-on: in stock may change, POS active and online may not', async () => {
    const [a, b] = (await page(store)).ResultSet;
    await setMms(CORNER_CAFE.merchantId, true);
    const before = await allAvailability();
    const pos = await save(store, [
      changeOf(a!, { IsInStock: !a!.IsInStock }),
      changeOf(b!, { IsPosActive: !b!.IsPosActive }),
    ]);
    expect(pos.status).toBe(400);
    expect(pos.body).toMatchObject({ messageKey: ITEM_AVAILABILITY_ERROR.mmsManaged, field: 'ItemAvailabilities.1' });
    const online = await save(store, [changeOf(a!, { IsAvailableOnline: !a!.IsAvailableOnline })]);
    expect(online.body).toMatchObject({ statusCode: 400, messageKey: ITEM_AVAILABILITY_ERROR.mmsManaged });
    expect(await allAvailability()).toEqual(before);

    expect((await save(store, [changeOf(a!, { IsInStock: !a!.IsInStock })])).status).toBe(200);
    expect((await storedRow(CORNER_CAFE.storeId, a!.ItemMasterId))?.isInStock).toBe(!a!.IsInStock);
    await save(store, [changeOf(a!)]);
  });

  it.each([
    ['no rows', { ItemAvailabilities: [] }, 'ItemAvailabilities'],
    ['no body fields', {}, 'ItemAvailabilities'],
    [
      'a non-boolean',
      { ItemAvailabilities: [{ ItemMasterId: 1801, IsInStock: 'no', IsPosActive: true, IsAvailableOnline: true }] },
      'ItemAvailabilities.0.IsInStock',
    ],
    [
      'too many rows',
      {
        ItemAvailabilities: Array.from({ length: MAX_ITEM_AVAILABILITY_CHANGES + 1 }, (_, i) => ({
          ItemMasterId: i + 1,
          IsInStock: true,
          IsPosActive: true,
          IsAvailableOnline: true,
        })),
      },
      'ItemAvailabilities',
    ],
  ])('answers 400 for %s', async (_label, body, field) => {
    const r = await store.post('/Item/UpdateItemAvailability', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.validation, field });
  });
});

describe('bulk: all in stock, all online', () => {
  afterEach(async () => {
    await setMms(CORNER_CAFE.merchantId, false);
  });

  it.each([
    ['/Item/UpdateItemAvailabilityAllInStock', 'isInStock', 'IsInStock'],
    ['/Item/UpdateItemAvailabilityAllIsOnline', 'isAvailableOnline', 'IsAvailableOnline'],
  ] as const)('%s turns the switch on for every item of the store only', async (url, column, field) => {
    const stored = (await allAvailability()).filter((a) => a.storeId === CORNER_CAFE.storeId);
    expect(stored.some((a) => !a[column])).toBe(true);
    const elsewhere = (await allAvailability()).filter((a) => a.storeId !== CORNER_CAFE.storeId);
    expect(elsewhere.some((a) => !a[column])).toBe(true);

    const r = await store.post(url, {});
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccessful: true, Message: '' });

    const after = (await allAvailability()).filter((a) => a.storeId === CORNER_CAFE.storeId);
    expect(after.every((a) => a[column])).toBe(true);
    // The other switches stay as they were.
    const kept = (['isInStock', 'isPosActive', 'isAvailableOnline'] as const).filter((c) => c !== column);
    const others = (rows: typeof after) => rows.map((a) => [a.itemId, ...kept.map((c) => a[c])]);
    expect(others(after)).toEqual(others(stored));
    expect((await allAvailability()).filter((a) => a.storeId !== CORNER_CAFE.storeId)).toEqual(elsewhere);
    const rows = [
      ...(await page(store, { PageRowCount: 200 })).ResultSet,
      ...(await page(store, { PageRowCount: 200, RequestedPageNum: 2 })).ResultSet,
    ];
    expect(rows.every((row) => row[field])).toBe(true);
  });

  it('all online is refused with the MMS add-on; all in stock is not', async () => {
    await setMms(CORNER_CAFE.merchantId, true);
    const r = await store.post('/Item/UpdateItemAvailabilityAllIsOnline', {});
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey: ITEM_AVAILABILITY_ERROR.mmsManaged });
    const inStock = await store.post('/Item/UpdateItemAvailabilityAllInStock');
    expect(inStock.body).toEqual({ IsSuccessful: true, Message: '' });
  });
});
