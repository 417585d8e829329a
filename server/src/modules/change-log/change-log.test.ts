import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { type TChangeLogRow, ZChangeLogResponse } from '@mp/contracts/change-log';
import { ZDiscountDetail, type TDiscountFields } from '@mp/contracts/discounts';
import { newItemValues, type TAddItemRequest, type TItemCategoriesResponse, ZItem } from '@mp/contracts/menu-items';
import { todayInZone } from '@mp/contracts/tickets';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../db/schema.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createDiscount } from '../../test/factories/discounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { createMenu, createTierPriceList, type TMenuFixture } from '../../test/factories/menu.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * Every test makes its own merchant (two stores, the factory menu) and its own users, so the entries it counts are
 * its own. "Exactly one entry" is counted in the table itself; what a reader may see goes through the route.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Signs in; `storeId` picks a store of `merchantId` (0: the company view). */
async function signedIn(user: string, merchantId?: number, storeId = 0) {
  const c = t.client();
  expect((await c.logOn(user)).body.success).toBe(true);
  if (merchantId !== undefined)
    expect(
      (await c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: merchantId })).status,
    ).toBe(200);
  return c;
}

type TOwn = { merchant: TMerchantFixture; menu: TMenuFixture; owner: TestClient; ownerName: string };

/** A merchant of two stores with the factory menu, and its owner signed in at the first store. */
async function ownMerchant(): Promise<TOwn> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const menu = await createMenu(t.db, merchant);
  const owner = await createUser(t.db, merchant);
  return { merchant, menu, owner: await signedIn(owner.userName), ownerName: owner.userName };
}

/** The merchant's entries, newest first, straight from the table. */
const entriesOf = (merchantId: number) =>
  t.db.select().from(changeLog).where(eq(changeLog.merchantId, merchantId)).orderBy(desc(changeLog.id));

/** Runs `work` and answers the entries it wrote for the merchant. */
async function written(merchantId: number, work: () => Promise<unknown>) {
  const before = (await entriesOf(merchantId)).length;
  await work();
  const after = await entriesOf(merchantId);
  return after.slice(0, after.length - before);
}

const readLog = async (c: TestClient, query = '') => {
  const r = await c.get(`/ChangeLog/GetChangeLog${query}`);
  expect(r.status).toBe(200);
  return ZChangeLogResponse.parse(r.body);
};

const ok = async (response: Promise<{ status: number; body: unknown }>) => {
  const r = await response;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as Record<string, unknown>;
};

/** The AddItem body that saves an item as GetItem shows it, with `patch` applied. */
async function itemSave(c: TestClient, itemId: number, patch: Partial<TAddItemRequest> = {}): Promise<TAddItemRequest> {
  const item = ZItem.parse((await c.post('/Item/GetItem', { ItemMasterId: itemId })).body);
  const form = Object.fromEntries(
    Object.keys(newItemValues(0)).map((key) => [key, item[key as keyof typeof item]]),
  ) as TAddItemRequest;
  return {
    ...form,
    ItemNumber: item.ItemNumber ?? '',
    ItemMasterId: itemId,
    ConcurrencyChecksum: item.ConcurrencyChecksum,
    ...patch,
  };
}

describe('a change writes exactly one entry', () => {
  it('item: a price change names who, where and the old and new price; a save that changes nothing writes none', async () => {
    const own = await ownMerchant();
    const croissant = own.menu.itemIds['Butter Croissant'];
    const [entry, ...more] = await written(own.merchant.merchantId, async () =>
      ok(own.owner.post('/Item/AddItem', await itemSave(own.owner, croissant, { RetailPrice: '4.10' }))),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      merchantId: own.merchant.merchantId,
      storeId: own.merchant.storeIds[0],
      userName: own.ownerName,
      entity: 'item',
      entityId: croissant,
      entityName: 'Butter Croissant',
      changes: [{ Field: 'retailPrice', Before: '3.75', After: '4.10' }],
    });
    const noOp = await written(own.merchant.merchantId, async () =>
      ok(own.owner.post('/Item/AddItem', await itemSave(own.owner, croissant))),
    );
    expect(noOp).toEqual([]);
    const deleted = await written(own.merchant.merchantId, () =>
      ok(own.owner.post('/Item/DeleteItem', { ItemMasterId: croissant })),
    );
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.changes).toEqual([{ Field: 'isDeleted', Before: false, After: true }]);
  });

  it('item created, and a refused save (stale checksum) writes none', async () => {
    const own = await ownMerchant();
    const base = await itemSave(own.owner, own.menu.itemIds['Almond Croissant']);
    const created = await written(own.merchant.merchantId, () =>
      ok(own.owner.post('/Item/AddItem', { ...base, ItemMasterId: 0, ItemName: 'Plain Croissant' })),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ entity: 'item', entityName: 'Plain Croissant' });
    expect(created[0]!.changes).toContainEqual({ Field: 'itemName', Before: null, After: 'Plain Croissant' });
    const stale = await written(own.merchant.merchantId, async () => {
      const r = await own.owner.post('/Item/AddItem', { ...base, RetailPrice: '9.99', ConcurrencyChecksum: 'AAAAAA' });
      expect(r.status).toBe(409);
    });
    expect(stale).toEqual([]);
  });

  it('category: an add writes one entry with every field new; a tag change is logged by tag name', async () => {
    const own = await ownMerchant();
    const itemCategory = {
      CategoryName: 'soups',
      DisplayColor: null,
      DepartmentId: null,
      SortOrder: 0,
      ParentItemCategoryId: null,
    };
    let added: Record<string, unknown> = {};
    const [entry, ...more] = await written(own.merchant.merchantId, async () => {
      added = await ok(own.owner.post('/Item/AddItemCategory', { itemCategory, tagAssignments: [] }));
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'category', entityName: 'SOUPS' });
    expect(entry!.changes).toContainEqual({ Field: 'name', Before: null, After: 'SOUPS' });
    expect(entry!.changes.map((c) => c.Field)).not.toContain('tags');

    const { ItemCategoryId } = added.Entity as { ItemCategoryId: number };
    const { ConcurrencyChecksum } = (
      (await own.owner.post('/Item/GetItemCategories', {})).body as TItemCategoriesResponse
    ).Categories.find((c) => c.ItemCategoryId === ItemCategoryId)!;
    const [tagged, ...alsoMore] = await written(own.merchant.merchantId, () =>
      ok(
        own.owner.post('/Item/EditItemCategory', {
          itemCategory: { ...itemCategory, ItemCategoryId, ConcurrencyChecksum },
          tagAssignments: [own.menu.tagId],
        }),
      ),
    );
    expect(alsoMore).toEqual([]);
    expect(tagged!.changes).toEqual([{ Field: 'tags', Before: null, After: 'Vegan' }]);
  });

  it('discount: an update writes the changed amount and stores, a delete writes one more', async () => {
    const own = await ownMerchant();
    const companyUser = await createUser(t.db, own.merchant, { isCompanyUser: true });
    const company = await signedIn(companyUser.userName, own.merchant.merchantId, 0);
    const id = await createDiscount(t.db, own.merchant, { name: 'Five Off', discountAmount: '5.00' });
    const { DiscountStores: _stores, ...fields } = ZDiscountDetail.parse(
      (await company.post('/Discount/GetDiscount', { Id: id })).body,
    );
    const body: TDiscountFields = { ...fields, DiscountAmount: 6, AssignedStores: [own.merchant.storeIds[0]!] };
    const [entry, ...more] = await written(own.merchant.merchantId, () =>
      ok(company.post('/Discount/UpdateDiscount', body)),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'discount', entityId: id, entityName: 'Five Off', storeId: null });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { Field: 'discountAmount', Before: '5.00', After: '6.00' },
        {
          Field: 'assignedStores',
          Before: own.merchant.storeIds.join(','),
          After: String(own.merchant.storeIds[0]),
        },
      ]),
    );
    const checksum = ZDiscountDetail.parse(
      (await company.post('/Discount/GetDiscount', { Id: id })).body,
    ).ConcurrencyChecksum;
    const deleted = await written(own.merchant.merchantId, () =>
      ok(company.post('/Discount/DeleteDiscount', { Id: id, ConcurrencyChecksum: checksum })),
    );
    expect(deleted.map((e) => e.changes)).toEqual([[{ Field: 'deleted', Before: false, After: true }]]);
  });

  it('availability: one entry per item switched, at the store; all-in-stock writes one per item it turned on', async () => {
    const own = await ownMerchant();
    const [first] = own.merchant.storeIds;
    const croissant = own.menu.itemIds['Butter Croissant'];
    const page = await ok(own.owner.post('/Item/GetItemAvailability', { SearchArg: 'Butter' }));
    const row = (page.ResultSet as { ItemMasterId: number; ConcurrencyChecksum: string }[]).find(
      (r) => r.ItemMasterId === croissant,
    )!;
    const change = { ...row, IsInStock: false, IsPosActive: true, IsAvailableOnline: true };
    const saveOf = (ItemAvailabilities: unknown[]) =>
      own.owner.post('/Item/UpdateItemAvailability', {
        ItemAvailabilities,
        SearchArg: '',
        RequestedPageNum: 1,
        PageRowCount: 25,
      });
    let saved: Record<string, unknown> = {};
    const [entry, ...more] = await written(own.merchant.merchantId, async () => {
      saved = await ok(saveOf([change]));
    });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      entity: 'itemAvailability',
      entityId: croissant,
      storeId: first,
      changes: [{ Field: 'IsInStock', Before: true, After: false }],
    });
    const { ConcurrencyChecksum } = (saved.ItemAvailabilities as { ConcurrencyChecksum: string }[])[0]!;
    // A stale save is refused and logs nothing; the same values again log nothing; two switches log both, in order.
    const refused = await written(own.merchant.merchantId, async () =>
      expect((await saveOf([{ ...change, IsPosActive: false }])).status).toBe(409),
    );
    expect(refused).toEqual([]);
    expect(await written(own.merchant.merchantId, () => ok(saveOf([{ ...change, ConcurrencyChecksum }])))).toEqual([]);
    const both = await written(own.merchant.merchantId, () =>
      ok(
        saveOf([
          {
            ...change,
            IsPosActive: false,
            IsAvailableOnline: false,
            ConcurrencyChecksum: String(Number(ConcurrencyChecksum) + 1),
          },
        ]),
      ),
    );
    expect(both.map((e) => e.changes)).toEqual([
      [
        { Field: 'IsPosActive', Before: true, After: false },
        { Field: 'IsAvailableOnline', Before: true, After: false },
      ],
    ]);
    await ok(saveOf([{ ...change, ConcurrencyChecksum: String(Number(ConcurrencyChecksum) + 2) }]));
    const allInStock = await written(own.merchant.merchantId, () =>
      ok(own.owner.post('/Item/UpdateItemAvailabilityAllInStock', {})),
    );
    expect(allInStock.map((e) => [e.entityId, e.changes])).toEqual([
      [croissant, [{ Field: 'IsInStock', Before: false, After: true }]],
    ]);
    expect(
      await written(own.merchant.merchantId, () => ok(own.owner.post('/Item/UpdateItemAvailabilityAllInStock', {}))),
    ).toEqual([]);
  });

  it('loyalty price list: a rename writes the old and new name', async () => {
    const own = await ownMerchant();
    await setFlags(t.db, own.merchant.company, { loyaltyTierPricing: true });
    const listId = await createTierPriceList(t.db, own.menu);
    const list = await ok(own.owner.get('/TieredPriceList/GetTieredPriceList'));
    const [entry, ...more] = await written(own.merchant.merchantId, () =>
      ok(
        own.owner.request('PUT', '/TieredPriceList/UpdateTieredPriceList', {
          json: {
            TieredPriceListId: listId,
            ConcurrencyChecksum: list.ConcurrencyChecksum,
            Name: 'Platinum',
            Members: [],
          },
        }),
      ),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      entity: 'loyaltyPriceList',
      entityId: listId,
      changes: [{ Field: 'name', Before: 'Gold Members', After: 'Platinum' }],
    });
  });

  it('role matrix: one entry per role with the switched feature', async () => {
    const own = await ownMerchant();
    const { Cashier } = own.merchant.roleIds;
    const save = (isActive: boolean) =>
      ok(
        own.owner.post('/JobCode/UpdateDisplayRoles', {
          features: [{ roleId: Cashier, featureId: FEATURE_ID.userRoles, isActive }],
        }),
      );
    const [entry, ...more] = await written(own.merchant.merchantId, () => save(true));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'userRole', entityId: Cashier, entityName: 'Cashier' });
    expect(entry!.changes).toEqual([
      { Field: expect.stringContaining(`(${FEATURE_ID.userRoles})`), Before: false, After: true },
    ]);
    expect(await written(own.merchant.merchantId, () => save(true))).toEqual([]);
  });

  it("feature flag and the provider's store context switch: each one entry of the merchant", async () => {
    const own = await ownMerchant();
    const support = await signedIn('support');
    const [second] = own.merchant.storeIds.slice(1);
    const flag = await written(own.merchant.merchantId, () =>
      ok(
        support.post('/SupportTools/UpdateFeatureFlag', {
          merchantId: own.merchant.merchantId,
          storeId: second,
          name: 'cashDiscount',
          isOn: true,
        }),
      ),
    );
    expect(flag).toHaveLength(1);
    expect(flag[0]).toMatchObject({
      entity: 'featureFlag',
      entityName: 'cashDiscount',
      storeId: second,
      userName: 'support',
      changes: [{ Field: 'isOn', Before: null, After: true }],
    });
    const context = await written(own.merchant.merchantId, () =>
      ok(support.post(`/Account/SaveStoreContext?StoreId=${second}`, { OverrideMerchantId: own.merchant.merchantId })),
    );
    expect(context).toHaveLength(1);
    expect(context[0]).toMatchObject({
      entity: 'storeContext',
      entityId: second,
      storeId: second,
      userName: 'support',
    });
    // A merchant's own user switching stores is no back-office change.
    const companyUser = await createUser(t.db, own.merchant, { isCompanyUser: true });
    expect(
      await written(own.merchant.merchantId, () => signedIn(companyUser.userName, own.merchant.merchantId, 0)),
    ).toEqual([]);
  });
});

describe('GET /ChangeLog/GetChangeLog', () => {
  /** A merchant with an item change at store 1 (by its owner there) and an availability change at store 2. */
  async function twoStoreLog() {
    const own = await ownMerchant();
    const [first, second] = own.merchant.storeIds as [number, number];
    await ok(
      own.owner.post(
        '/Item/AddItem',
        await itemSave(own.owner, own.menu.itemIds['Butter Croissant'], { RetailPrice: '4.10' }),
      ),
    );
    const secondUser = await createUser(t.db, own.merchant, { storeIds: [second] });
    const atSecond = await signedIn(secondUser.userName);
    await ok(atSecond.post('/Item/UpdateItemAvailabilityAllInStock', {}));
    await ok(
      atSecond.post(
        '/Item/AddItem',
        await itemSave(atSecond, own.menu.itemIds['Chocolate Cake'], { Description: 'Rich' }),
      ),
    );
    return { own, first, second, atSecond, secondUser };
  }

  it("bounds FromDate and ToDate by midnight in the viewed store's zone, not UTC", async () => {
    const merchant = await createMerchant(t.db, { storeCount: 1, timeZone: 'America/Los_Angeles' });
    const user = await createUser(t.db, merchant);
    const entry = (at: string, entityName: string) => ({
      merchantId: merchant.merchantId,
      storeId: merchant.storeIds[0]!,
      userId: user.userId,
      userName: user.userName,
      at: new Date(at),
      entity: 'item' as const,
      entityId: 1,
      entityName,
      changes: [{ Field: 'retailPrice', Before: '1.00', After: '2.00' }],
    });
    // 06:30 UTC on the 10th is still the 9th in Los Angeles (UTC-7 after the March 8 change); 07:30 is the 10th.
    await t.db
      .insert(changeLog)
      .values([entry('2026-03-10T06:30:00Z', 'late on the 9th'), entry('2026-03-10T07:30:00Z', 'early on the 10th')]);
    const reader = await signedIn(user.userName);
    const named = async (day: string) =>
      (await readLog(reader, `?FromDate=${day}&ToDate=${day}`)).ResultSet.map((r) => r.EntityName);
    expect(await named('2026-03-09')).toEqual(['late on the 9th']);
    expect(await named('2026-03-10')).toEqual(['early on the 10th']);
  });

  it('answers the newest first with the before → after values, filtered by entity, user and date', async () => {
    const { own, first, second, secondUser } = await twoStoreLog();
    const support = await signedIn('support', own.merchant.merchantId, 0);
    const all = await readLog(support, '?Entity=item');
    expect(all.TotalRowCount).toBe(2);
    expect(all.ResultSet.map((r: TChangeLogRow) => [r.EntityName, r.StoreId, r.UserName])).toEqual([
      ['Chocolate Cake', second, secondUser.userName],
      ['Butter Croissant', first, own.ownerName],
    ]);
    expect(all.ResultSet[1]).toMatchObject({
      Entity: 'item',
      StoreName: `${own.merchant.name} Store 1`,
      Changes: [{ Field: 'retailPrice', Before: '3.75', After: '4.10' }],
    });
    expect(all.Users.map((u) => u.UserName)).toEqual(expect.arrayContaining([own.ownerName, secondUser.userName]));
    const byUser = await readLog(support, `?UserId=${secondUser.userId}`);
    expect(byUser.ResultSet.map((r) => r.EntityName)).toEqual(['Chocolate Cake']);
    // Days are the viewed store's (the factory's stores are in New York): "today" there, not in UTC.
    const today = todayInZone('America/New_York');
    expect((await readLog(support, `?FromDate=${today}&ToDate=${today}&Entity=item`)).TotalRowCount).toBe(2);
    expect((await readLog(support, '?FromDate=2020-01-01&ToDate=2020-01-31')).TotalRowCount).toBe(0);
    const paged = await readLog(support, '?Entity=item&PageRowCount=1&RequestedPageNum=2');
    expect([paged.TotalRowCount, paged.ResultSet.map((r) => r.EntityName)]).toEqual([2, ['Butter Croissant']]);
  });

  it("a store user reads their own store's entries only; another merchant reads none of them", async () => {
    const { own, first, atSecond } = await twoStoreLog();
    const secondsLog = await readLog(atSecond);
    expect(secondsLog.ResultSet.length).toBeGreaterThan(0);
    expect(secondsLog.ResultSet.every((r) => r.StoreId === own.merchant.storeIds[1])).toBe(true);
    const firstsLog = await readLog(own.owner);
    expect(firstsLog.ResultSet.map((r) => [r.EntityName, r.StoreId])).toEqual([['Butter Croissant', first]]);
    const other = await ownMerchant();
    const foreign = await readLog(other.owner);
    expect(foreign.ResultSet.filter((r) => r.MerchantId === own.merchant.merchantId)).toEqual([]);
    expect(foreign.TotalRowCount).toBe(0);
  });

  it('refuses an unknown entity, a bad date and an oversized page with 400, and a signed-out caller with 401', async () => {
    const own = await ownMerchant();
    for (const q of ['?Entity=nope', '?FromDate=2026-02-30', '?PageRowCount=101', '?UserId=0'])
      expect((await own.owner.get(`/ChangeLog/GetChangeLog${q}`)).status).toBe(400);
    expect((await t.client().get('/ChangeLog/GetChangeLog')).status).toBe(401);
  });
});
