import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  CATEGORY_COLORS,
  MENU_ITEMS_ERROR as E,
  newItemValues,
  ZCategoriesAndItemsResponse,
  ZGetItemsResponse,
  itemSubmission,
  ZItem,
  ZItemForm,
  type TAddItemRequest,
  type TItem,
  type TItemCategoriesResponse,
  type TItemCategory,
  type TSaveCategoryRequest,
} from '@mp/contracts/menu-items';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { itemCategories, itemCategoryTags, items, roleFeatures, taxCategories } from '../../db/schema.ts';
import { FIRST_CREATED_ID, MERCHANT, STORE } from '../../demo/ids.ts';
import { createMerchant, createUser } from '../../test/factories/accounts.ts';
import { createMenu, type TMenuFixture } from '../../test/factories/menu.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * Reads run against the demo menus: Corner Cafe's (the `store` user's) and Demo Bistro's (the `company` user's), the
 * "another merchant" of every refusal. Tests that write make a merchant of their own with the factory menu.
 */
const CORNER_CAFE = MERCHANT.cornerCafe;
const BISTRO = MERCHANT.demoBistro;

let t: TTestApp;
let store: TestClient;
let company: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = t.client();
  await store.logOn('store');
  company = t.client();
  await company.logOn('company');
});
afterAll(async () => {
  await t?.close();
});

const signedIn = async (userName: string) => {
  const client = t.client();
  await client.logOn(userName);
  return client;
};

/** A merchant of the test's own with the factory menu, and its owner signed in at its store. */
async function ownMenu(): Promise<{ menu: TMenuFixture; owner: TestClient }> {
  const merchant = await createMerchant(t.db);
  const menu = await createMenu(t.db, merchant);
  return { menu, owner: await signedIn((await createUser(t.db, merchant)).userName) };
}

const firstOf = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const categoryOf = (merchantId: number, name: string) =>
  firstOf(
    t.db
      .select()
      .from(itemCategories)
      .where(and(eq(itemCategories.merchantId, merchantId), eq(itemCategories.name, name))),
  );
const anyItemOf = (merchantId: number) =>
  firstOf(
    t.db
      .select()
      .from(items)
      .where(and(eq(items.merchantId, merchantId), eq(items.itemType, 'I'))),
  );
const defaultTaxOf = (merchantId: number) =>
  firstOf(
    t.db
      .select()
      .from(taxCategories)
      .where(and(eq(taxCategories.merchantId, merchantId), eq(taxCategories.isDefault, true))),
  );
const countItems = async (merchantId: number) =>
  (await t.db.select({ id: items.id }).from(items).where(eq(items.merchantId, merchantId))).length;

/** A valid AddItem body for the merchant's PASTRIES (a new item unless ItemMasterId is given). */
async function itemBody(
  change: Partial<TAddItemRequest> = {},
  merchantId: number = CORNER_CAFE,
): Promise<TAddItemRequest> {
  const category = await categoryOf(merchantId, 'PASTRIES');
  const tax = await defaultTaxOf(merchantId);
  return { ...newItemValues(tax.id), ItemName: 'Test Scone', ItemCategoryId: category.id, ...change };
}

describe('demo menu', () => {
  it('gives every demo merchant 150+ items in 12+ coloured categories and one default tax category', async () => {
    // The demo merchants only: merchants other tests make have the small factory menu.
    const list = await queryRows<{ items: number; categories: number; defaults: number }>(
      t.db,
      sql`select m.id as merchant_id,
             (select count(*)::int from items i where i.merchant_id = m.id and i.item_type = 'I') as items,
             (select count(*)::int from item_categories c where c.merchant_id = m.id and c.display_color is not null)
               as categories,
             (select count(*)::int from tax_categories x where x.merchant_id = m.id and x.is_default) as defaults
        from merchants m where m.id < ${FIRST_CREATED_ID}`,
    );
    expect(list.length).toBeGreaterThanOrEqual(50);
    for (const row of list) {
      expect(row.items).toBeGreaterThanOrEqual(150);
      expect(row.categories).toBeGreaterThanOrEqual(12);
      expect(row.defaults).toBe(1);
    }
  });
});

describe('categories', () => {
  it('lists the merchant categories with their items; never another merchant', async () => {
    const r = await store.post('/Item/GetCategoriesAndItems', { TotalRowCount: 9999, SearchArg: '' });
    expect(r.status).toBe(200);
    const { Categories } = ZCategoriesAndItemsResponse.parse(r.body);
    expect(Categories.length).toBeGreaterThanOrEqual(12);
    expect(Categories.every((c) => c.MerchantId === CORNER_CAFE)).toBe(true);
    const pastries = Categories.find((c) => c.CategoryName === 'PASTRIES')!;
    expect(pastries.Items.map((i) => i.ItemName)).toContain('Butter Croissant');
    expect(pastries.ItemCount).toBe(pastries.Items.length);
    const bistroIds = new Set(
      (await t.db.select().from(itemCategories).where(eq(itemCategories.merchantId, BISTRO))).map((c) => c.id),
    );
    expect(Categories.some((c) => bistroIds.has(c.ItemCategoryId))).toBe(false);
  });

  it('adds a category trimmed and uppercased, with colour, department and tags', async () => {
    const { menu, owner } = await ownMenu();
    const [department] = (await owner.post('/Department/GetDepartments', {})).body as { DepartmentId: number }[];
    const [tag] = (await owner.post('/Tag/GetTags', {})).body as { TagId: number }[];
    expect([department!.DepartmentId, tag!.TagId]).toEqual([menu.departmentId, menu.tagId]);
    const r = await owner.post('/Item/AddItemCategory', {
      itemCategory: {
        CategoryName: '  seasonal specials ',
        DisplayColor: CATEGORY_COLORS[3],
        DepartmentId: department!.DepartmentId,
      },
      tagAssignments: [tag!.TagId],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ IsSuccessful: true });
    const saved = await categoryOf(menu.merchantId, 'SEASONAL SPECIALS');
    expect(saved).toMatchObject({ id: r.body.Entity.ItemCategoryId, displayColor: CATEGORY_COLORS[3], sortOrder: 0 });
    const tagRows = await t.db.select().from(itemCategoryTags).where(eq(itemCategoryTags.itemCategoryId, saved.id));
    expect(tagRows.map((x) => x.tagId)).toEqual([tag!.TagId]);

    const edit = await owner.post('/Item/EditItemCategory', {
      itemCategory: {
        ItemCategoryId: saved.id,
        CategoryName: 'Specials',
        DisplayColor: null,
        DepartmentId: null,
        ConcurrencyChecksum: String(saved.version),
      },
      tagAssignments: [],
    });
    expect(edit.status).toBe(200);
    expect(await categoryOf(menu.merchantId, 'SPECIALS')).toMatchObject({ id: saved.id, displayColor: null });
    expect(await t.db.select().from(itemCategoryTags).where(eq(itemCategoryTags.itemCategoryId, saved.id))).toEqual([]);
  });

  it.each([
    [{ CategoryName: '' }, E.categoryNameRequired, 'itemCategory.CategoryName'],
    [{ CategoryName: '   ' }, E.categoryNameRequired, 'itemCategory.CategoryName'],
    [{ CategoryName: 'x'.repeat(21) }, E.categoryNameTooLong, 'itemCategory.CategoryName'],
    [{ CategoryName: 'pastries' }, E.categoryNameTaken, 'itemCategory.CategoryName'],
    [{ DisplayColor: 'ABCDEF' }, E.categoryColor, 'itemCategory.DisplayColor'],
  ])('refuses %j with %s', async (change, messageKey, field) => {
    const before = await t.db.select().from(itemCategories).where(eq(itemCategories.merchantId, CORNER_CAFE));
    const r = await store.post('/Item/AddItemCategory', { itemCategory: { CategoryName: 'Fresh One', ...change } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey, field });
    expect(await t.db.select().from(itemCategories).where(eq(itemCategories.merchantId, CORNER_CAFE))).toEqual(before);
  });

  it("refuses another merchant's department, tag and category", async () => {
    const bistroCategory = await categoryOf(BISTRO, 'SOUPS');
    const dept = await store.post('/Item/AddItemCategory', {
      itemCategory: { CategoryName: 'X1', DepartmentId: bistroCategory.departmentId },
    });
    expect(dept.body).toMatchObject({ messageKey: E.unknownDepartment, field: 'itemCategory.DepartmentId' });
    const [bistroTag] = (await company.post('/Tag/GetTags', {})).body as { TagId: number }[];
    const tag = await store.post('/Item/AddItemCategory', {
      itemCategory: { CategoryName: 'X2' },
      tagAssignments: [bistroTag!.TagId],
    });
    expect(tag.body).toMatchObject({ messageKey: E.unknownTag, field: 'tagAssignments.0' });
    const edit = await store.post('/Item/EditItemCategory', {
      itemCategory: { ItemCategoryId: bistroCategory.id, CategoryName: 'Mine now' },
    });
    expect(edit.status).toBe(404);
    expect(edit.body.messageKey).toBe(E.categoryNotFound);
    expect(await categoryOf(BISTRO, 'SOUPS')).toEqual(bistroCategory);
  });
});

describe('lookups', () => {
  it('offers the active tax categories with exactly one default, and the printer groups', async () => {
    const tax = await store.post('/Tax/GetActiveTaxCategories', {});
    expect(tax.status).toBe(200);
    const names = (tax.body as { Name: string; IsDefault: boolean }[]).map((x) => x.Name);
    expect(names).toContain('Standard Sales Tax');
    expect(names).not.toContain('Old City Tax');
    expect((tax.body as { IsDefault: boolean }[]).filter((x) => x.IsDefault)).toHaveLength(1);
    const groups = await store.post('/Item/GetPrinterGroups', { PageRowCount: 9999, SortDirection: 'DESC' });
    expect(groups.body.ResultSet.map((g: { PrinterGroupName: string }) => g.PrinterGroupName)).toEqual([
      'Kitchen',
      'Expo',
      'Cold Line',
      'Bar',
    ]);
  });
});

describe('items', () => {
  it('lists a category, items without one (-2), searches name, number and category, and pages', async () => {
    const pastries = await categoryOf(CORNER_CAFE, 'PASTRIES');
    const byCategory = ZGetItemsResponse.parse(
      (await store.post('/Item/GetItems', { NumericKeySearchArg: pastries.id, PageRowCount: 100 })).body,
    );
    expect(byCategory.TotalRowCount).toBe(12);
    expect(byCategory.ResultSet.every((i) => i.CategoryName === 'PASTRIES')).toBe(true);
    const none = (await store.post('/Item/GetItems', { NumericKeySearchArg: -2 })).body;
    expect(none.TotalRowCount).toBe(0);
    const search = ZGetItemsResponse.parse((await store.post('/Item/GetItems', { SearchArg: 'croissant' })).body);
    expect(search.ResultSet.map((i) => i.ItemName)).toEqual(['Almond Croissant', 'Butter Croissant']);
    const byCategoryName = (await store.post('/Item/GetItems', { SearchArg: 'coffee beans', PageRowCount: 5 })).body;
    expect(byCategoryName.TotalRowCount).toBe(11);
    expect(byCategoryName.ResultSet).toHaveLength(5);
    const page3 = (
      await store.post('/Item/GetItems', { SearchArg: 'coffee beans', PageRowCount: 5, RequestedPageNum: 3 })
    ).body;
    expect(page3.ResultSet).toHaveLength(1);
    const all = ZGetItemsResponse.parse((await store.post('/Item/GetItems', { PageRowCount: 10000 })).body);
    expect(all.TotalRowCount).toBeGreaterThanOrEqual(150);
    const bistroItem = await anyItemOf(BISTRO);
    expect(all.ResultSet.some((i) => i.ItemMasterId === bistroItem.id)).toBe(false);
  });

  it('company view, store view and a session with no store chosen yet see the same menu', async () => {
    // Its own session: choosing a store here must not change what the other tests' `company` looks at.
    const viewer = await signedIn('company');
    const ids = async () => {
      const r = await viewer.post('/Item/GetItems', { PageRowCount: 10000 });
      expect(r.status).toBe(200);
      return (r.body as { ResultSet: { ItemMasterId: number }[] }).ResultSet.map((i) => i.ItemMasterId);
    };
    const noStoreYet = await ids();
    await viewer.post(`/Account/SaveStoreContext?StoreId=${STORE.bistroDowntown}`, { OverrideMerchantId: BISTRO });
    const storeView = await ids();
    await viewer.post(`/Account/SaveStoreContext?StoreId=0`, { OverrideMerchantId: BISTRO });
    const companyView = await ids();
    expect(storeView.length).toBeGreaterThanOrEqual(150);
    expect(companyView).toEqual(storeView);
    expect(noStoreYet).toEqual(storeView);
  });

  it('says Available per store: out of stock at the session store only, always in the company view', async () => {
    // A demo exception: one of Demo Bistro's items out of stock at one of its stores.
    const [outOfStock] = await queryRows<{ itemId: number; storeId: number }>(
      t.db,
      sql`select item_id as "itemId", store_id as "storeId" from item_store_availability
           where merchant_id = ${BISTRO} and not is_in_stock order by store_id, item_id limit 1`,
    );
    const { itemId, storeId } = outOfStock!;
    const [item] = await t.db.select().from(items).where(eq(items.id, itemId));
    expect(item!.isSellable).toBe(true);
    const viewer = await signedIn('company');
    const availableAt = async (at: number) => {
      await viewer.post(`/Account/SaveStoreContext?StoreId=${at}`, { OverrideMerchantId: BISTRO });
      return (await viewer.post('/Item/GetItem', { ItemMasterId: itemId })).body.Available as string;
    };
    expect(await availableAt(storeId)).toBe('STR_NO');
    expect(await availableAt(0)).toBe('STR_YES');
  });

  it('creates, reads, updates and soft-deletes an item', async () => {
    const { menu, owner } = await ownMenu();
    const body = (change: Partial<TAddItemRequest>) => itemBody(change, menu.merchantId);
    const created = await owner.post('/Item/AddItem', await body({ RetailPrice: '3.5', SoldBy: 2, ItemType: 'B' }));
    expect(created.status).toBe(200);
    const id = created.body.Entity.ItemMasterId as number;
    const read = ZItem.parse((await owner.post('/Item/GetItem', { ItemMasterId: id })).body);
    expect(read).toMatchObject({
      ItemName: 'Test Scone',
      RetailPrice: '3.50',
      SoldBy: 2,
      StockingUnit: 'LB',
      IsModifier: true,
      IsMenuItem: true,
      CategoryName: 'PASTRIES',
      TaxCategoryName: 'Standard Sales Tax',
      Available: 'STR_YES',
    });
    const updated = await owner.post(
      '/Item/AddItem',
      await body({ ItemMasterId: id, ItemName: 'Big Scone', SoldBy: 1, ConcurrencyChecksum: read.ConcurrencyChecksum }),
    );
    expect(updated.status).toBe(200);
    expect((await owner.post('/Item/GetItem', { ItemMasterId: id })).body).toMatchObject({
      ItemName: 'Big Scone',
      StockingUnit: 'EACH',
    });
    expect((await owner.post('/Item/DeleteItem', { ItemMasterId: id })).status).toBe(200);
    expect((await owner.post('/Item/GetItem', { ItemMasterId: id })).status).toBe(404);
    const [row] = await t.db.select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ isDeleted: true, itemName: 'Big Scone', merchantId: menu.merchantId });
    expect((await owner.post('/Item/DeleteItem', { ItemMasterId: id })).status).toBe(404);
  });

  it.each([
    [{ ItemName: '' }, E.itemNameRequired, 'ItemName'],
    [{ ItemName: 'x'.repeat(51) }, E.itemNameTooLong, 'ItemName'],
    [{ Description: 'x'.repeat(131) }, E.descriptionTooLong, 'Description'],
    [{ ItemCategoryId: 0 }, E.categoryRequired, 'ItemCategoryId'],
    [{ SoldBy: 3 }, E.soldByRequired, 'SoldBy'],
    [{ TaxCategoryId: 0 }, E.taxCategoryRequired, 'TaxCategoryId'],
    [{ RetailPrice: '1000000' }, E.priceRange, 'RetailPrice'],
    [{ RetailPrice: '2.345' }, E.priceInvalid, 'RetailPrice'],
    [{ ItemNumber: 'x'.repeat(21) }, E.itemNumberTooLong, 'ItemNumber'],
    [{ PrintPriority: 100 }, E.printPriority, 'PrintPriority'],
  ])('AddItem refuses %j with %s and writes nothing', async (change, messageKey, field) => {
    const before = await countItems(CORNER_CAFE);
    const r = await store.post('/Item/AddItem', await itemBody(change as Partial<TAddItemRequest>));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey, field });
    expect(await countItems(CORNER_CAFE)).toBe(before);
  });

  it("refuses another merchant's category, tax category, printer group and item", async () => {
    const bistroItem = await anyItemOf(BISTRO);
    const inactiveTax = await firstOf(
      t.db
        .select()
        .from(taxCategories)
        .where(and(eq(taxCategories.merchantId, CORNER_CAFE), eq(taxCategories.isActive, false))),
    );
    const cases: [Partial<TAddItemRequest>, number, string][] = [
      [{ ItemCategoryId: bistroItem.itemCategoryId! }, 400, E.unknownCategory],
      [{ TaxCategoryId: bistroItem.taxCategoryId! }, 400, E.unknownTaxCategory],
      [{ TaxCategoryId: inactiveTax.id }, 400, E.unknownTaxCategory],
      [{ PrinterGroupId: bistroItem.printerGroupId! }, 400, E.unknownPrinterGroup],
      [{ ItemMasterId: bistroItem.id }, 404, E.itemNotFound],
    ];
    for (const [change, status, messageKey] of cases) {
      const r = await store.post('/Item/AddItem', await itemBody(change));
      expect([r.status, r.body.messageKey]).toEqual([status, messageKey]);
    }
    expect((await store.post('/Item/GetItem', { ItemMasterId: bistroItem.id })).status).toBe(404);
    expect((await store.post('/Item/DeleteItem', { ItemMasterId: bistroItem.id })).status).toBe(404);
    const [after] = await t.db.select().from(items).where(eq(items.id, bistroItem.id));
    expect(after).toEqual(bistroItem);
  });
});

describe('ConcurrencyChecksum of items and categories', () => {
  /** The owner's factory menu, and a second session of the same merchant (another person at the same screen). */
  async function twoAtOnce() {
    const merchant = await createMerchant(t.db);
    const menu = await createMenu(t.db, merchant);
    const [owner, other] = [
      await signedIn((await createUser(t.db, merchant)).userName),
      await signedIn((await createUser(t.db, merchant)).userName),
    ];
    return { menu, owner, other };
  }
  const getItem = async (c: TestClient, id: number) =>
    ZItem.parse((await c.post('/Item/GetItem', { ItemMasterId: id })).body);
  /** The item's form values as loaded, changed, with the checksum it was loaded with. */
  const itemSave = (item: TItem, change: Partial<TAddItemRequest>): TAddItemRequest => ({
    ...itemSubmission(
      ZItemForm.parse({ ...item, ItemCategoryId: item.ItemCategoryId ?? 0, TaxCategoryId: item.TaxCategoryId ?? 0 }),
      item.ItemMasterId,
      item.ConcurrencyChecksum,
    ),
    ...change,
  });
  const itemRow = async (id: number) => (await t.db.select().from(items).where(eq(items.id, id)))[0]!;
  const getCategory = async (c: TestClient, id: number) =>
    ((await c.post('/Item/GetItemCategories', {})).body as TItemCategoriesResponse).Categories.find(
      (x) => x.ItemCategoryId === id,
    )!;
  const categorySave = (category: TItemCategory, change: Partial<TSaveCategoryRequest['itemCategory']>) => ({
    itemCategory: { ...category, ...change },
    tagAssignments: category.TagIds,
  });
  const categoryRow = async (id: number) =>
    (await t.db.select().from(itemCategories).where(eq(itemCategories.id, id)))[0]!;

  it('an item save with a stale checksum is refused with 409 and writes nothing; after a reload it saves', async () => {
    const { menu, owner, other } = await twoAtOnce();
    const id = menu.itemIds['Butter Croissant'];
    const loaded = await getItem(owner, id);
    const first = await other.post('/Item/AddItem', itemSave(await getItem(other, id), { RetailPrice: '4.00' }));
    expect(first.status).toBe(200);
    expect(first.body.ConcurrencyChecksum).not.toBe(loaded.ConcurrencyChecksum);
    const before = await itemRow(id);

    const late = await owner.post('/Item/AddItem', itemSave(loaded, { ItemName: 'Plain Croissant' }));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect(await itemRow(id)).toEqual(before);
    const missing = await owner.post('/Item/AddItem', itemSave(loaded, { ConcurrencyChecksum: undefined }));
    expect(missing.status).toBe(409);
    expect(await itemRow(id)).toEqual(before);

    const reloaded = await getItem(owner, id);
    expect(reloaded).toMatchObject({ RetailPrice: '4.00', ConcurrencyChecksum: first.body.ConcurrencyChecksum });
    const again = await owner.post('/Item/AddItem', itemSave(reloaded, { ItemName: 'Plain Croissant' }));
    expect(again.status).toBe(200);
    // The answer's checksum is the next save's: no reload needed after one's own save.
    const next = await owner.post('/Item/AddItem', {
      ...itemSave(reloaded, { ItemName: 'Plain Croissant', IsFavorite: true }),
      ConcurrencyChecksum: again.body.ConcurrencyChecksum,
    });
    expect(next.status).toBe(200);
    expect(await getItem(owner, id)).toMatchObject({
      ItemName: 'Plain Croissant',
      RetailPrice: '4.00',
      IsFavorite: true,
    });
  });

  it('of two parallel item saves with the same checksum exactly one wins', async () => {
    const { menu, owner, other } = await twoAtOnce();
    const id = menu.itemIds['Chocolate Cake'];
    const loaded = await getItem(owner, id);
    const answers = await Promise.all([
      owner.post('/Item/AddItem', itemSave(loaded, { Description: 'mine' })),
      other.post('/Item/AddItem', itemSave(loaded, { Description: 'theirs' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await itemRow(id)).description).toBe(answers[0]!.status === 200 ? 'mine' : 'theirs');
  });

  it('a category edit with a stale checksum is refused with 409 and writes nothing; after a reload it saves', async () => {
    const { menu, owner, other } = await twoAtOnce();
    const id = menu.categoryIds.DESSERTS;
    const loaded = await getCategory(owner, id);
    const first = await other.post(
      '/Item/EditItemCategory',
      categorySave(loaded, { DisplayColor: CATEGORY_COLORS[0] }),
    );
    expect(first.status).toBe(200);
    const before = await categoryRow(id);

    const late = await owner.post('/Item/EditItemCategory', {
      ...categorySave(loaded, { CategoryName: 'SWEETS' }),
      tagAssignments: [menu.tagId],
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ messageKey: E.staleChecksum, field: 'itemCategory.ConcurrencyChecksum' });
    expect(await categoryRow(id)).toEqual(before);
    expect(await t.db.select().from(itemCategoryTags).where(eq(itemCategoryTags.itemCategoryId, id))).toEqual([]);

    const reloaded = await getCategory(owner, id);
    expect(reloaded.ConcurrencyChecksum).toBe(first.body.ConcurrencyChecksum);
    const again = await owner.post('/Item/EditItemCategory', categorySave(reloaded, { CategoryName: 'SWEETS' }));
    expect(again.status).toBe(200);
    expect(await categoryRow(id)).toMatchObject({ name: 'SWEETS', displayColor: CATEGORY_COLORS[0] });
  });

  it('of two parallel category edits with the same checksum exactly one wins', async () => {
    const { menu, owner, other } = await twoAtOnce();
    const id = menu.categoryIds.BREAKFAST;
    const loaded = await getCategory(owner, id);
    const answers = await Promise.all([
      owner.post('/Item/EditItemCategory', categorySave(loaded, { CategoryName: 'MORNING' })),
      other.post('/Item/EditItemCategory', categorySave(loaded, { CategoryName: 'BRUNCH' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await categoryRow(id)).name).toBe(answers[0]!.status === 200 ? 'MORNING' : 'BRUNCH');
  });
});

describe('charge items', () => {
  it('adds and updates charge items outside the menu lists; other merchants cannot touch them', async () => {
    const { menu, owner } = await ownMenu();
    const tax = await defaultTaxOf(menu.merchantId);
    const added = await owner.post('/Item/AddChargeItem', {
      ItemName: 'Delivery Fee',
      RetailPrice: '4.99',
      TaxCategoryId: tax.id,
    });
    expect(added.status).toBe(200);
    const id = added.body.Entity.ItemMasterId as number;
    const bad = await owner.post('/Item/AddChargeItem', { ItemName: '', RetailPrice: '1', TaxCategoryId: tax.id });
    expect(bad.body).toMatchObject({ messageKey: E.itemNameRequired, field: 'ItemName' });
    const upd = await owner.post('/Item/UpdateChargeItem', {
      ItemMasterId: id,
      ItemName: 'Delivery Fee',
      RetailPrice: '5.49',
      TaxCategoryId: tax.id,
      IsAODDeliveryPartnerFee: true,
    });
    expect(upd.status).toBe(200);
    expect((await owner.post('/Item/GetChargeItems', {})).body.ResultSet).toEqual([
      {
        ItemMasterId: id,
        ItemName: 'Delivery Fee',
        RetailPrice: '5.49',
        TaxCategoryId: tax.id,
        IsAODDeliveryPartnerFee: true,
      },
    ]);
    expect((await owner.post('/Item/GetItems', { SearchArg: 'Delivery Fee' })).body.TotalRowCount).toBe(0);
    expect((await owner.post('/Item/GetItem', { ItemMasterId: id })).status).toBe(404);
    const bistroTax = (await company.post('/Tax/GetActiveTaxCategories', {})).body[0].TaxCategoryId as number;
    const foreign = await company.post('/Item/UpdateChargeItem', {
      ItemMasterId: id,
      ItemName: 'Hijack',
      RetailPrice: '0',
      TaxCategoryId: bistroTax,
    });
    expect(foreign.status).toBe(404);
    expect((await company.post('/Item/GetChargeItems', {})).body.ResultSet).toEqual([]);
    expect((await owner.post('/Item/GetChargeItems', {})).body.ResultSet).toMatchObject([{ ItemName: 'Delivery Fee' }]);
  });
});

describe('access', () => {
  const CALLS: [string, unknown][] = [
    ['/Item/GetCategoriesAndItems', {}],
    ['/Item/GetItemCategories', {}],
    ['/Item/AddItemCategory', { itemCategory: { CategoryName: 'Nope' } }],
    ['/Department/GetDepartments', {}],
    ['/Item/GetItems', {}],
    ['/Item/AddItem', {}],
    ['/Item/DeleteItem', { ItemMasterId: 1 }],
    ['/Tax/GetActiveTaxCategories', {}],
    ['/Item/PreviewMenuImport', { Content: '' }],
  ];

  it.each(CALLS)('%s: 401 without a session', async (url, body) => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(url, body)).status).toBe(401);
  });

  it('a role without the categories feature gets 403 on every call, the download included', async () => {
    const merchant = await createMerchant(t.db);
    await createMenu(t.db, merchant);
    const manager = await signedIn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect((await manager.post('/Item/GetItems', {})).status).toBe(200);
    await t.db
      .update(roleFeatures)
      .set({ isActive: false })
      .where(and(eq(roleFeatures.roleId, merchant.roleIds.Manager), eq(roleFeatures.featureId, FEATURE_ID.categories)));
    for (const [url, body] of CALLS) expect([url, (await manager.post(url, body)).status]).toEqual([url, 403]);
    expect((await manager.get('/Item/ExportMenuCsv')).status).toBe(403);
  });

  it('the generic key answers a malformed body', async () => {
    const r = await store.post('/Item/GetItem', { ItemMasterId: 'x' });
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.validation });
  });
});
