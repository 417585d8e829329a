import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import {
  ITEM_AVAILABILITY_ERROR,
  MAX_ITEM_AVAILABILITY_CHANGES,
  ZGetItemAvailabilityResponse,
  type TGetItemAvailabilityRequest,
  type TItemAvailabilityChange,
} from '@mp/contracts/item-availability';
import { and, asc, eq, ne, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, items, itemStoreAvailability } from '../../db/schema.ts';
import { MERCHANT, menuIdsOf, STORE } from '../../demo/ids.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { createMenu, setItemAvailability, type TMenuFixture } from '../../test/factories/menu.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * Reads and validation refusals run against the demo menus of Corner Cafe (the `store` user's) and Demo Bistro (the
 * `company` user's), which no test here changes. Every test that saves, deletes an item, changes a flag or a role, or
 * proves a refused call changed nothing makes a merchant of its own (two stores, the factory menu, availability rows
 * it sets) and owns every row it touches.
 */
const CORNER_CAFE = { merchantId: MERCHANT.cornerCafe, storeId: STORE.cornerCafe };
const BISTRO = { merchantId: MERCHANT.demoBistro, downtown: STORE.bistroDowntown, riverside: STORE.bistroRiverside };
/** An item of Corner Cafe's demo menu. */
const CAFE_ITEM = menuIdsOf(MERCHANT.cornerCafe).item(1);
/** An id no item has. */
const NO_SUCH_ITEM = 987654;

let t: TTestApp;
let store: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = await signedIn('store');
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(user: string) {
  const c = t.client();
  await c.logOn(user);
  return c;
}
/** `user` (a company user) in the store view of `storeId` (0: the company view) of the merchant. */
const companyAt = async (merchantId: number, storeId: number, user = 'company') => {
  const c = await signedIn(user);
  expect(
    (await c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: merchantId })).status,
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
    .where(
      and(eq(items.merchantId, merchantId), not(items.isDeleted), ne(items.itemType, 'M'), not(items.isChargeItem)),
    )
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));
/** A change naming `id` with every switch on, as loaded for an item without a stored row. */
const allOn = (id: number) => ({
  ItemMasterId: id,
  IsInStock: true,
  IsPosActive: true,
  IsAvailableOnline: true,
  ConcurrencyChecksum: '0',
});
/** Every stored availability row, to prove a refused call wrote nothing. */
const allAvailability = () =>
  t.db
    .select()
    .from(itemStoreAvailability)
    .orderBy(asc(itemStoreAvailability.storeId), asc(itemStoreAvailability.itemId));
/** The change-log entries of a merchant, oldest first. */
const logOf = (merchantId: number) =>
  t.db.select().from(changeLog).where(eq(changeLog.merchantId, merchantId)).orderBy(asc(changeLog.id));
const storedRow = async (storeId: number, itemId: number) =>
  (
    await t.db
      .select()
      .from(itemStoreAvailability)
      .where(and(eq(itemStoreAvailability.storeId, storeId), eq(itemStoreAvailability.itemId, itemId)))
  )[0];
const changeOf = (row: TItemAvailabilityChange, values: Partial<TItemAvailabilityChange> = {}) => ({
  ItemMasterId: row.ItemMasterId,
  IsInStock: row.IsInStock,
  IsPosActive: row.IsPosActive,
  IsAvailableOnline: row.IsAvailableOnline,
  ConcurrencyChecksum: row.ConcurrencyChecksum,
  ...values,
});

type TOwnShop = {
  merchant: TMerchantFixture;
  menu: TMenuFixture;
  /** The merchant's two stores: the one its owner works at, and the other. */
  here: number;
  other: number;
  /** The owner, signed in at `here`. */
  owner: TestClient;
};

/**
 * A merchant of the test's own with two stores and the factory menu (four listed items, two modifiers), its owner
 * signed in at the first store, and (unless `withExceptions` is false) availability exceptions at both stores:
 * Almond Croissant out of stock and offline at each, Chocolate Cake not POS active here. With `mms` the MMS add-on is
 * on for the merchant.
 */
async function ownShop(options: { withExceptions?: boolean; mms?: boolean } = {}): Promise<TOwnShop> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const menu = await createMenu(t.db, merchant);
  if (options.withExceptions ?? true) {
    const almond = { itemId: menu.itemIds['Almond Croissant'], isInStock: false, isAvailableOnline: false };
    await setItemAvailability(t.db, merchant.store(0), [
      almond,
      { itemId: menu.itemIds['Chocolate Cake'], isPosActive: false },
    ]);
    await setItemAvailability(t.db, merchant.store(1), [almond]);
  }
  if (options.mms) await setFlags(t.db, merchant.company, { isMmsEnabled: true });
  const owner = await signedIn((await createUser(t.db, merchant)).userName);
  const [here, other] = merchant.storeIds as [number, number];
  return { merchant, menu, here, other, owner };
}

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

  it('lists menu items only: modifiers (type M), charges and deleted items are left out', async () => {
    const { menu, owner, merchant } = await ownShop({ withExceptions: false });
    const [charge] = await t.db
      .insert(items)
      .values({ merchantId: merchant.merchantId, itemName: 'Takeout Fee', retailPrice: '0.50', isChargeItem: true })
      .returning({ id: items.id });
    const listed = await listedItems(merchant.merchantId);
    expect(listed.map((i) => i.name)).toEqual(['Almond Croissant', 'Butter Croissant', 'Chocolate Cake', 'Oatmeal']);
    const ids = (await page(owner)).ResultSet.map((r) => r.ItemMasterId);
    expect(ids).toEqual(listed.map((i) => i.id));
    expect(ids).not.toContain(menu.itemIds['Extra Shot']);
    expect(ids).not.toContain(menu.itemIds['Oat Milk']);
    expect(ids).not.toContain(charge!.id);

    const victim = menu.itemIds['Butter Croissant'];
    await t.db.update(items).set({ isDeleted: true }).where(eq(items.id, victim));
    const after = await page(owner);
    expect(after.ResultSet.map((r) => r.ItemMasterId)).toEqual(ids.filter((id) => id !== victim));
    expect(after.TotalRowCount).toBe(ids.length - 1);
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
    const bistro = await companyAt(BISTRO.merchantId, BISTRO.downtown);
    const rows = (await page(bistro, { PageRowCount: 200 })).ResultSet;
    const bistroIds = new Set((await listedItems(BISTRO.merchantId)).map((i) => i.id));
    const cafeIds = new Set((await listedItems(CORNER_CAFE.merchantId)).map((i) => i.id));
    expect(rows.length).toBe(Math.min(200, bistroIds.size));
    for (const row of rows) {
      expect(bistroIds.has(row.ItemMasterId)).toBe(true);
      expect(cafeIds.has(row.ItemMasterId)).toBe(false);
    }
    // The two Bistro stores have different exceptions (the demo data shifts them per store).
    const riverside = (await page(await companyAt(BISTRO.merchantId, BISTRO.riverside), { PageRowCount: 200 }))
      .ResultSet;
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
  /**
   * Every call of the screen, with a body that would change the shop's data were it let through: the save turns the
   * out-of-stock, offline Almond Croissant all on, and the bulk calls find it off.
   */
  const CALLS = [
    '/Item/GetItemAvailability',
    '/Item/UpdateItemAvailability',
    '/Item/UpdateItemAvailabilityAllInStock',
    '/Item/UpdateItemAvailabilityAllIsOnline',
  ] as const;
  const bodyOf = (url: (typeof CALLS)[number], shop: TOwnShop) =>
    url === '/Item/UpdateItemAvailability'
      ? { ItemAvailabilities: [allOn(shop.menu.itemIds['Almond Croissant'])] }
      : {};

  /**
   * A manager of the shop, signed in at its first store: the factory's Manager role has every back-office feature,
   * and here Item Availability only as `withFeature` says.
   */
  const managerOf = async (shop: TOwnShop, withFeature: boolean) => {
    await setRoleFeatures(t.db, shop.merchant, shop.merchant.roleIds.Manager, {
      [FEATURE_ID.itemAvailability]: withFeature,
    });
    return signedIn((await createUser(t.db, shop.merchant, { role: 'Manager' })).userName);
  };

  it.each(CALLS)('%s: the company view (All Stores) is refused with storeViewOnly', async (url) => {
    const shop = await ownShop();
    const company = await companyAt(
      shop.merchant.merchantId,
      0,
      (await createUser(t.db, shop.merchant, { isCompanyUser: true })).userName,
    );
    const before = await allAvailability();
    const r = await company.post(url, bodyOf(url, shop));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, messageKey: ITEM_AVAILABILITY_ERROR.storeViewOnly });
    expect(await allAvailability()).toEqual(before);
  });

  it.each(CALLS)('%s: 401 without a session, 403 without CSRF', async (url) => {
    const shop = await ownShop();
    const before = await allAvailability();
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(url, bodyOf(url, shop))).status).toBe(401);
    const noCsrf = await shop.owner.post(url, bodyOf(url, shop), { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.messageKey).toBe(API_ERROR_KEY.csrf);
    expect(await allAvailability()).toEqual(before);
  });

  it.each(CALLS)('%s: a role without the Item Availability feature gets 403 and changes nothing', async (url) => {
    const shop = await ownShop();
    const manager = await managerOf(shop, false);
    const before = await allAvailability();
    const r = await manager.post(url, bodyOf(url, shop));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, messageKey: API_ERROR_KEY.forbidden });
    expect(await allAvailability()).toEqual(before);
  });

  it('the same role with the feature may read the page (the 403 above came from the feature)', async () => {
    const shop = await ownShop();
    const manager = await managerOf(shop, true);
    expect((await page(manager)).ResultSet.map((r) => r.ItemMasterId)).toEqual(
      (await listedItems(shop.merchant.merchantId)).map((i) => i.id),
    );
  });
});

describe('POST /Item/UpdateItemAvailability', () => {
  it('saves the changed rows at the session’s store only; the next read shows them', async () => {
    const shop = await ownShop();
    const rows = (await page(shop.owner)).ResultSet;
    const withoutRow = rows.find((r) => r.ItemMasterId === shop.menu.itemIds['Butter Croissant'])!;
    const a = rows.find((r) => r.ItemMasterId === shop.menu.itemIds['Almond Croissant'])!;
    expect(await storedRow(shop.here, withoutRow.ItemMasterId)).toBeUndefined();
    expect(await storedRow(shop.here, a.ItemMasterId)).toBeDefined();
    const otherStoresBefore = (await allAvailability()).filter((r) => r.storeId !== shop.here);
    expect(otherStoresBefore.some((r) => r.storeId === shop.other)).toBe(true);
    const changes = [
      changeOf(a, { IsInStock: !a.IsInStock }),
      changeOf(withoutRow, { IsPosActive: false, IsAvailableOnline: false }),
    ];
    const r = await save(shop.owner, changes);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ IsSuccessful: true, Message: '' });
    // The saved rows come back with their new checksums: the next save needs no reload.
    const saved = r.body.ItemAvailabilities as TItemAvailabilityChange[];
    const values = (rows: TItemAvailabilityChange[]) => rows.map(({ ConcurrencyChecksum: _, ...v }) => v);
    expect(values(saved)).toEqual(values(changes));
    saved.forEach((row, i) => expect(row.ConcurrencyChecksum).not.toBe(changes[i]!.ConcurrencyChecksum));
    const [savedA, savedWithoutRow] = saved;

    const after = new Map((await page(shop.owner)).ResultSet.map((row) => [row.ItemMasterId, row]));
    expect(after.get(a.ItemMasterId)).toEqual({ ...a, ...savedA });
    expect(after.get(withoutRow.ItemMasterId)).toEqual({ ...withoutRow, ...savedWithoutRow });
    expect(await storedRow(shop.here, withoutRow.ItemMasterId)).toMatchObject({
      merchantId: shop.merchant.merchantId,
      isInStock: true,
      isPosActive: false,
      isAvailableOnline: false,
    });
    expect((await allAvailability()).filter((row) => row.storeId !== shop.here)).toEqual(otherStoresBefore);

    // Back as it was: a second save, with the checksums the first answered, updates the rows it inserted.
    const back = await save(shop.owner, [
      changeOf(a, { ConcurrencyChecksum: savedA!.ConcurrencyChecksum }),
      changeOf(withoutRow, { ConcurrencyChecksum: savedWithoutRow!.ConcurrencyChecksum }),
    ]);
    expect(back.status).toBe(200);
    const restored = new Map((await page(shop.owner)).ResultSet.map((row) => [row.ItemMasterId, row]));
    const [restoredA, restoredWithoutRow] = back.body.ItemAvailabilities as TItemAvailabilityChange[];
    expect(restored.get(a.ItemMasterId)).toEqual({ ...a, ...restoredA });
    expect(restored.get(withoutRow.ItemMasterId)).toEqual({ ...withoutRow, ...restoredWithoutRow });
  });

  it('a company user in store view saves at that store, not at the merchant’s other one', async () => {
    const shop = await ownShop();
    const company = await companyAt(
      shop.merchant.merchantId,
      shop.here,
      (await createUser(t.db, shop.merchant, { isCompanyUser: true })).userName,
    );
    const row = (await page(company)).ResultSet.find((r) => r.ItemMasterId === shop.menu.itemIds['Almond Croissant'])!;
    const otherBefore = await storedRow(shop.other, row.ItemMasterId);
    expect(otherBefore).toBeDefined();
    expect((await save(company, [changeOf(row, { IsInStock: !row.IsInStock })])).status).toBe(200);
    expect((await storedRow(shop.here, row.ItemMasterId))?.isInStock).toBe(!row.IsInStock);
    expect(await storedRow(shop.other, row.ItemMasterId)).toEqual(otherBefore);
  });

  it.each<[string, (shop: TOwnShop) => Promise<TItemAvailabilityChange>, number, string, string]>([
    [
      'another merchant’s item',
      async () => allOn((await listedItems(BISTRO.merchantId))[0]!.id),
      404,
      ITEM_AVAILABILITY_ERROR.itemNotFound,
      'ItemAvailabilities.1.ItemMasterId',
    ],
    [
      'a modifier',
      async (shop) => allOn(shop.menu.itemIds['Extra Shot']),
      404,
      ITEM_AVAILABILITY_ERROR.itemNotFound,
      'ItemAvailabilities.1.ItemMasterId',
    ],
    [
      'an item that does not exist',
      async () => allOn(NO_SUCH_ITEM),
      404,
      ITEM_AVAILABILITY_ERROR.itemNotFound,
      'ItemAvailabilities.1.ItemMasterId',
    ],
    [
      'the same item twice',
      async (shop) => changeOf((await page(shop.owner)).ResultSet[0]!),
      400,
      ITEM_AVAILABILITY_ERROR.duplicateItem,
      'ItemAvailabilities.1',
    ],
  ])('refuses %s and writes nothing (one transaction)', async (_label, bad, status, messageKey, field) => {
    const shop = await ownShop();
    const first = (await page(shop.owner)).ResultSet[0]!;
    const before = await allAvailability();
    const r = await save(shop.owner, [changeOf(first, { IsInStock: !first.IsInStock }), await bad(shop)]);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, statusCode: status, messageKey, field });
    expect(await allAvailability()).toEqual(before);
  });

  it('refuses a deleted item', async () => {
    const shop = await ownShop();
    const row = (await page(shop.owner)).ResultSet.find(
      (r) => r.ItemMasterId === shop.menu.itemIds['Butter Croissant'],
    )!;
    await t.db.update(items).set({ isDeleted: true }).where(eq(items.id, row.ItemMasterId));
    const before = await allAvailability();
    const r = await save(shop.owner, [changeOf(row, { IsInStock: !row.IsInStock })]);
    expect(r.body).toMatchObject({ statusCode: 404, messageKey: ITEM_AVAILABILITY_ERROR.itemNotFound });
    expect(await allAvailability()).toEqual(before);
  });

  it('with the MMS add-on: in stock may change, POS active and online may not', async () => {
    const shop = await ownShop({ mms: true });
    const [a, b] = (await page(shop.owner)).ResultSet;
    const before = await allAvailability();
    const pos = await save(shop.owner, [
      changeOf(a!, { IsInStock: !a!.IsInStock }),
      changeOf(b!, { IsPosActive: !b!.IsPosActive }),
    ]);
    expect(pos.status).toBe(400);
    expect(pos.body).toMatchObject({ messageKey: ITEM_AVAILABILITY_ERROR.mmsManaged, field: 'ItemAvailabilities.1' });
    const online = await save(shop.owner, [changeOf(a!, { IsAvailableOnline: !a!.IsAvailableOnline })]);
    expect(online.body).toMatchObject({ statusCode: 400, messageKey: ITEM_AVAILABILITY_ERROR.mmsManaged });
    expect(await allAvailability()).toEqual(before);

    expect((await save(shop.owner, [changeOf(a!, { IsInStock: !a!.IsInStock })])).status).toBe(200);
    expect((await storedRow(shop.here, a!.ItemMasterId))?.isInStock).toBe(!a!.IsInStock);
  });

  it.each([
    ['no rows', { ItemAvailabilities: [] }, 'ItemAvailabilities'],
    ['no body fields', {}, 'ItemAvailabilities'],
    [
      'a non-boolean',
      {
        ItemAvailabilities: [{ ...allOn(CAFE_ITEM), IsInStock: 'no' }],
      },
      'ItemAvailabilities.0.IsInStock',
    ],
    [
      'too many rows',
      {
        ItemAvailabilities: Array.from({ length: MAX_ITEM_AVAILABILITY_CHANGES + 1 }, (_, i) => allOn(i + 1)),
      },
      'ItemAvailabilities',
    ],
    [
      'a row without its checksum',
      { ItemAvailabilities: [{ ...allOn(CAFE_ITEM), ConcurrencyChecksum: undefined }] },
      'ItemAvailabilities.0.ConcurrencyChecksum',
    ],
  ])('answers 400 for %s', async (_label, body, field) => {
    const r = await store.post('/Item/UpdateItemAvailability', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.validation, field });
  });
});

describe('ConcurrencyChecksum of UpdateItemAvailability', () => {
  /** The owner's page row of `name`, and a second session of the same store (another person at the same screen). */
  const twoAtOnce = async (name: 'Almond Croissant' | 'Butter Croissant') => {
    const shop = await ownShop();
    const other = await signedIn((await createUser(t.db, shop.merchant)).userName);
    const row = (await page(shop.owner)).ResultSet.find((r) => r.ItemMasterId === shop.menu.itemIds[name])!;
    return { shop, other, row };
  };

  it.each(['Almond Croissant', 'Butter Croissant'] as const)(
    'refuses a stale checksum with 409 and writes nothing (%s: a stored row, a row not stored yet)',
    async (name) => {
      const { shop, other, row } = await twoAtOnce(name);
      const first = await save(other, [changeOf(row, { IsInStock: !row.IsInStock })]);
      expect(first.status).toBe(200);
      const before = await allAvailability();
      const late = await save(shop.owner, [changeOf(row, { IsPosActive: !row.IsPosActive })]);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        messageKey: ITEM_AVAILABILITY_ERROR.staleChecksum,
        field: 'ItemAvailabilities.0.ConcurrencyChecksum',
      });
      expect(await allAvailability()).toEqual(before);

      // Reloaded, the same change goes through on top of the other person's.
      const fresh = (await page(shop.owner)).ResultSet.find((r) => r.ItemMasterId === row.ItemMasterId)!;
      expect(fresh.IsInStock).toBe(!row.IsInStock);
      expect((await save(shop.owner, [changeOf(fresh, { IsPosActive: !row.IsPosActive })])).status).toBe(200);
      expect(await storedRow(shop.here, row.ItemMasterId)).toMatchObject({
        isInStock: !row.IsInStock,
        isPosActive: !row.IsPosActive,
      });
    },
  );

  it.each(['Almond Croissant', 'Butter Croissant'] as const)(
    'of two parallel saves with the same checksum exactly one wins (%s)',
    async (name) => {
      const { shop, other, row } = await twoAtOnce(name);
      const mine = changeOf(row, { IsInStock: !row.IsInStock });
      const theirs = changeOf(row, { IsAvailableOnline: !row.IsAvailableOnline });
      const answers = await Promise.all([save(shop.owner, [mine]), save(other, [theirs])]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? mine : theirs;
      expect(await storedRow(shop.here, row.ItemMasterId)).toMatchObject({
        isInStock: winner.IsInStock,
        isAvailableOnline: winner.IsAvailableOnline,
      });
    },
  );

  it('a rejected row rolls the whole save back, and a bulk action makes loaded checksums stale', async () => {
    const { shop, other, row } = await twoAtOnce('Almond Croissant');
    const first = (await page(shop.owner)).ResultSet.find((r) => r.ItemMasterId !== row.ItemMasterId);
    expect((await save(other, [changeOf(row, { IsPosActive: false })])).status).toBe(200);
    const before = await allAvailability();
    const logged = await logOf(shop.merchant.merchantId);
    const r = await save(shop.owner, [changeOf(first!, { IsInStock: !first!.IsInStock }), changeOf(row)]);
    expect(r.body).toMatchObject({ statusCode: 409, field: 'ItemAvailabilities.1.ConcurrencyChecksum' });
    expect(await allAvailability()).toEqual(before);
    // The first row was written and logged in the same statement; the refusal took the entry back with it.
    expect(await logOf(shop.merchant.merchantId)).toEqual(logged);

    const fresh = (await page(shop.owner)).ResultSet.find((r) => r.ItemMasterId === row.ItemMasterId)!;
    expect((await other.post('/Item/UpdateItemAvailabilityAllInStock', {})).status).toBe(200);
    expect((await save(shop.owner, [changeOf(fresh, { IsPosActive: true })])).status).toBe(409);
  });
});

describe('bulk: all in stock, all online', () => {
  it.each([
    ['/Item/UpdateItemAvailabilityAllInStock', 'isInStock', 'IsInStock'],
    ['/Item/UpdateItemAvailabilityAllIsOnline', 'isAvailableOnline', 'IsAvailableOnline'],
  ] as const)('%s turns the switch on for every item of the store only', async (url, column, field) => {
    const shop = await ownShop();
    const stored = (await allAvailability()).filter((a) => a.storeId === shop.here);
    expect(stored.some((a) => !a[column])).toBe(true);
    const elsewhere = (await allAvailability()).filter((a) => a.storeId !== shop.here);
    expect(elsewhere.some((a) => a.storeId === shop.other && !a[column])).toBe(true);

    const r = await shop.owner.post(url, {});
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccessful: true, Message: '' });

    const after = (await allAvailability()).filter((a) => a.storeId === shop.here);
    expect(after.every((a) => a[column])).toBe(true);
    // The other switches stay as they were.
    const kept = (['isInStock', 'isPosActive', 'isAvailableOnline'] as const).filter((c) => c !== column);
    const others = (rows: typeof after) => rows.map((a) => [a.itemId, ...kept.map((c) => a[c])]);
    expect(others(after)).toEqual(others(stored));
    expect((await allAvailability()).filter((a) => a.storeId !== shop.here)).toEqual(elsewhere);
    const rows = (await page(shop.owner, { PageRowCount: 200 })).ResultSet;
    expect(rows).toHaveLength((await listedItems(shop.merchant.merchantId)).length);
    expect(rows.every((row) => row[field])).toBe(true);
  });

  it('all online is refused with the MMS add-on; all in stock is not', async () => {
    const shop = await ownShop({ mms: true });
    const before = await allAvailability();
    const r = await shop.owner.post('/Item/UpdateItemAvailabilityAllIsOnline', {});
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey: ITEM_AVAILABILITY_ERROR.mmsManaged });
    expect(await allAvailability()).toEqual(before);
    const inStock = await shop.owner.post('/Item/UpdateItemAvailabilityAllInStock');
    expect(inStock.body).toEqual({ IsSuccessful: true, Message: '' });
    expect((await storedRow(shop.here, shop.menu.itemIds['Almond Croissant']))?.isInStock).toBe(true);
  });
});
