import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  DEPARTMENTS_PATH as DEPT,
  MENU_CONFIGURATION_ERROR as E,
  TAGS_PATH as TAG,
  type TDepartmentListResponse,
  type TDepartmentRow,
  type TTagListResponse,
  type TTagRow,
} from '@mp/contracts/menu-configuration';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, departments, itemCategories, itemCategoryTags, tags } from '../../db/schema.ts';
import { MERCHANT } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createMenu, type TMenuFixture } from '../../test/factories/menu.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * A merchant of the test's own with the factory menu (its one department on every category), its tag put on
 * PASTRIES and DESSERTS, and a company user in the company view.
 */
async function ownMenu(): Promise<{ merchant: TMerchantFixture; menu: TMenuFixture; company: TestClient }> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const menu = await createMenu(t.db, merchant);
  await t.db.insert(itemCategoryTags).values(
    [menu.categoryIds.PASTRIES, menu.categoryIds.DESSERTS].map((itemCategoryId) => ({
      merchantId: merchant.merchantId,
      itemCategoryId,
      tagId: menu.tagId,
    })),
  );
  return { merchant, menu, company: await companyViewClient(t, merchant) };
}

const ok = async <T>(r: Promise<{ status: number; body: unknown }>): Promise<T> => {
  const answer = await r;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
};
const departmentList = (c: TestClient, body: object = {}) => ok<TDepartmentListResponse>(c.post(DEPT.list, body));
const tagList = (c: TestClient, body: object = {}) => ok<TTagListResponse>(c.post(TAG.list, body));
const departmentRows = (merchantId: number) =>
  t.db.select().from(departments).where(eq(departments.merchantId, merchantId)).orderBy(departments.id);
const tagRows = (merchantId: number) =>
  t.db.select().from(tags).where(eq(tags.merchantId, merchantId)).orderBy(tags.id);

describe('GetDepartmentList', () => {
  it("answers Corner Cafe's demo departments by name, with category and item counts, paged, sorted and searched", async () => {
    const store = t.client();
    await store.logOn('store');
    const all = await departmentList(store);
    expect(all.ResultSet.map((d) => d.Name)).toEqual(['Alcohol', 'Bakery', 'Beverages', 'Food', 'Retail']);
    expect(all.TotalRowCount).toBe(5);
    expect(all.ResultSet.find((d) => d.Name === 'Food')!.CategoryCount).toBeGreaterThan(0);
    expect(all.ResultSet.find((d) => d.Name === 'Food')!.ItemCount).toBeGreaterThan(0);
    expect(all.ResultSet.every((d) => d.ConcurrencyChecksum === '1')).toBe(true);

    const second = await departmentList(store, { PageRowCount: 2, RequestedPageNum: 2 });
    expect(second.ResultSet.map((d) => d.Name)).toEqual(['Beverages', 'Food']);
    expect(second.TotalRowCount).toBe(5);

    const byItems = await departmentList(store, { SortColumn: 'ItemCount', SortDirection: 'DESC' });
    const counts = byItems.ResultSet.map((d) => d.ItemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const searched = await departmentList(store, { SearchArg: 'bev' });
    expect(searched.ResultSet.map((d) => d.Name)).toEqual(['Beverages']);
    expect(searched.TotalRowCount).toBe(1);
  });

  it('refuses an unknown sort column and an oversized page with 400 naming the field', async () => {
    const { company } = await ownMenu();
    for (const [body, field] of [
      [{ SortColumn: 'merchant_id' }, 'SortColumn'],
      [{ PageRowCount: 201 }, 'PageRowCount'],
      [{ SearchArg: 'x'.repeat(51) }, 'SearchArg'],
    ] as const) {
      const r = await company.post(DEPT.list, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.validation, field });
    }
  });
});

describe('departments: add, rename, delete', () => {
  it('adds, renames and deletes an unused department in the company view, each logged', async () => {
    const { merchant, company } = await ownMenu();
    const added = await ok<{ Entity: TDepartmentRow }>(company.post(DEPT.add, { Name: '  Catering  ' }));
    expect(added.Entity).toMatchObject({ Name: 'Catering', CategoryCount: 0, ItemCount: 0, ConcurrencyChecksum: '1' });

    const renamed = await ok<{ Entity: TDepartmentRow }>(
      company.post(DEPT.edit, { DepartmentId: added.Entity.DepartmentId, Name: 'Events', ConcurrencyChecksum: '1' }),
    );
    expect(renamed.Entity).toMatchObject({ Name: 'Events', ConcurrencyChecksum: '2' });

    await ok(company.post(DEPT.remove, { DepartmentId: added.Entity.DepartmentId, ConcurrencyChecksum: '2' }));
    expect((await departmentRows(merchant.merchantId)).map((d) => d.name)).not.toContain('Events');
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'department')));
    expect(log).toHaveLength(3);
  });

  it('lets a store view change them too, as the categories screen does', async () => {
    const { merchant } = await ownMenu();
    const clerk = await storeViewClient(t, merchant);
    await ok(clerk.post(DEPT.add, { Name: 'Retail' }));
    expect((await departmentRows(merchant.merchantId)).map((d) => d.name)).toContain('Retail');
  });

  it.each([
    ['no name', {}, E.nameRequired],
    ['a blank name', { Name: '   ' }, E.nameRequired],
    ['a name of 31', { Name: 'x'.repeat(31) }, E.nameTooLong],
  ])('refuses %s with 400 naming Name, writing nothing', async (_case, body, key) => {
    const { merchant, company } = await ownMenu();
    const before = await departmentRows(merchant.merchantId);
    const r = await company.post(DEPT.add, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: key, field: 'Name' });
    expect(await departmentRows(merchant.merchantId)).toEqual(before);
  });

  it('refuses a name another department has (without case) with 409', async () => {
    const { menu, company } = await ownMenu();
    const [own] = await departmentRows(menu.merchantId);
    const r = await company.post(DEPT.add, { Name: own!.name.toUpperCase() });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ messageKey: E.departmentNameTaken, field: 'Name' });
    const other = await ok<{ Entity: TDepartmentRow }>(company.post(DEPT.add, { Name: 'Other' }));
    const rename = await company.post(DEPT.edit, {
      DepartmentId: other.Entity.DepartmentId,
      Name: own!.name,
      ConcurrencyChecksum: '1',
    });
    expect(rename.status).toBe(409);
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const { menu, company } = await ownMenu();
    const id = menu.departmentId;
    await ok(company.post(DEPT.edit, { DepartmentId: id, Name: 'First', ConcurrencyChecksum: '1' }));
    for (const [path, body] of [
      [DEPT.edit, { DepartmentId: id, Name: 'Second', ConcurrencyChecksum: '1' }],
      [DEPT.remove, { DepartmentId: id, ConcurrencyChecksum: '1' }],
      [DEPT.edit, { DepartmentId: id, Name: 'Second', ConcurrencyChecksum: 'junk' }],
    ] as const) {
      const r = await company.post(path, body);
      expect(r.status, path).toBe(409);
      expect(r.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    }
    const [row] = await t.db.select().from(departments).where(eq(departments.id, id));
    expect(row).toMatchObject({ name: 'First', version: 2 });
  });

  it('refuses to delete a department categories use, listing them, and deletes nothing', async () => {
    const { menu, company } = await ownMenu();
    const r = await company.post(DEPT.remove, { DepartmentId: menu.departmentId, ConcurrencyChecksum: '1' });
    expect(r.status).toBe(409);
    const body = r.body as { messageKey: string; field: string; data: { Categories: { CategoryName: string }[] } };
    expect(body).toMatchObject({ messageKey: E.departmentInUse, field: 'DepartmentId' });
    const using = await t.db
      .select({ name: itemCategories.name })
      .from(itemCategories)
      .where(eq(itemCategories.departmentId, menu.departmentId))
      .orderBy(itemCategories.name);
    expect(using.length).toBeGreaterThan(0);
    expect(body.data.Categories.map((c) => c.CategoryName)).toEqual(using.map((c) => c.name));
    expect((await departmentRows(menu.merchantId)).map((d) => d.id)).toContain(menu.departmentId);
  });

  it("answers another merchant's department with 404 and changes nothing", async () => {
    const { company } = await ownMenu();
    const [bistroDept] = await departmentRows(MERCHANT.demoBistro);
    for (const [path, body] of [
      [DEPT.edit, { DepartmentId: bistroDept!.id, Name: 'Stolen', ConcurrencyChecksum: '1' }],
      [DEPT.remove, { DepartmentId: bistroDept!.id, ConcurrencyChecksum: '1' }],
    ] as const) {
      const r = await company.post(path, body);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ messageKey: E.departmentNotFound, field: 'DepartmentId' });
    }
    const [after] = await t.db.select().from(departments).where(eq(departments.id, bistroDept!.id));
    expect(after).toEqual(bistroDept);
  });
});

describe('tags', () => {
  it('lists each tag with the categories it is on; add, rename and delete (taken off its categories)', async () => {
    const { merchant, menu, company } = await ownMenu();
    const list = await tagList(company);
    const factoryTag = list.ResultSet.find((tag) => tag.TagId === menu.tagId)!;
    const assigned = await t.db
      .select({ id: itemCategoryTags.itemCategoryId })
      .from(itemCategoryTags)
      .where(eq(itemCategoryTags.tagId, menu.tagId));
    expect(factoryTag.CategoryCount).toBe(2);
    expect(factoryTag.Categories.map((c) => c.CategoryName)).toEqual(['DESSERTS', 'PASTRIES']);
    expect(factoryTag.Categories.map((c) => c.ItemCategoryId).sort()).toEqual(assigned.map((a) => a.id).sort());

    const added = await ok<{ Entity: TTagRow }>(company.post(TAG.add, { Name: 'Halal' }));
    expect(added.Entity).toMatchObject({ Name: 'Halal', CategoryCount: 0, Categories: [] });
    const renamed = await ok<{ Entity: TTagRow }>(
      company.post(TAG.edit, { TagId: factoryTag.TagId, Name: 'Chef Pick', ConcurrencyChecksum: '1' }),
    );
    expect(renamed.Entity).toMatchObject({ Name: 'Chef Pick', CategoryCount: factoryTag.CategoryCount });
    // The category dialog's picker reads the same tags.
    const picker = await ok<{ TagId: number; Name: string }[]>(company.post('/Tag/GetTags', {}));
    expect(picker.map((tag) => tag.Name).sort()).toEqual(['Chef Pick', 'Halal']);

    const categoryIds = assigned.map((a) => a.id);
    const versionsBefore = await t.db
      .select()
      .from(itemCategories)
      .where(eq(itemCategories.merchantId, merchant.merchantId));
    await ok(company.post(TAG.remove, { TagId: factoryTag.TagId, ConcurrencyChecksum: '2' }));
    expect((await tagRows(merchant.merchantId)).map((tag) => tag.name)).toEqual(['Halal']);
    expect(await t.db.select().from(itemCategoryTags).where(eq(itemCategoryTags.tagId, factoryTag.TagId))).toEqual([]);
    // Categories that carried it changed: a dialog opened before must not save the old tag list back.
    const versionsAfter = await t.db
      .select()
      .from(itemCategories)
      .where(eq(itemCategories.merchantId, merchant.merchantId));
    for (const before of versionsBefore) {
      const after = versionsAfter.find((c) => c.id === before.id)!;
      expect(after.version).toBe(before.version + (categoryIds.includes(before.id) ? 1 : 0));
    }
  });

  it('refuses a taken name, bad input and a stale checksum, writing nothing', async () => {
    const { merchant, menu, company } = await ownMenu();
    const before = await tagRows(merchant.merchantId);
    const taken = await company.post(TAG.add, { Name: ` ${before[0]!.name.toLowerCase()} ` });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ messageKey: E.tagNameTaken, field: 'Name' });
    const blank = await company.post(TAG.edit, { TagId: menu.tagId, Name: '', ConcurrencyChecksum: '1' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ messageKey: E.nameRequired, field: 'Name' });
    const stale = await company.post(TAG.remove, { TagId: menu.tagId, ConcurrencyChecksum: '7' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum });
    expect(await tagRows(merchant.merchantId)).toEqual(before);
  });

  it("answers another merchant's tag with 404 and changes nothing", async () => {
    const { company } = await ownMenu();
    const [bistroTag] = await tagRows(MERCHANT.demoBistro);
    const assignments = await t.db.select().from(itemCategoryTags).where(eq(itemCategoryTags.tagId, bistroTag!.id));
    for (const [path, body] of [
      [TAG.edit, { TagId: bistroTag!.id, Name: 'Stolen', ConcurrencyChecksum: '1' }],
      [TAG.remove, { TagId: bistroTag!.id, ConcurrencyChecksum: '1' }],
    ] as const) {
      const r = await company.post(path, body);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ messageKey: E.tagNotFound, field: 'TagId' });
    }
    const [after] = await t.db.select().from(tags).where(eq(tags.id, bistroTag!.id));
    expect(after).toEqual(bistroTag);
    expect(await t.db.select().from(itemCategoryTags).where(eq(itemCategoryTags.tagId, bistroTag!.id))).toEqual(
      assignments,
    );
  });

  it('searches, sorts by use and pages', async () => {
    const store = t.client();
    await store.logOn('store');
    const all = await tagList(store, { PageRowCount: 200 });
    expect(all.TotalRowCount).toBe(all.ResultSet.length);
    const byUse = await tagList(store, { SortColumn: 'CategoryCount', SortDirection: 'DESC', PageRowCount: 3 });
    expect(byUse.ResultSet).toHaveLength(Math.min(3, all.TotalRowCount));
    expect(byUse.ResultSet[0]!.CategoryCount).toBe(Math.max(...all.ResultSet.map((tag) => tag.CategoryCount)));
    const searched = await tagList(store, { SearchArg: 'VEG' });
    expect(searched.ResultSet.map((tag) => tag.Name)).toEqual(['Vegan', 'Vegetarian']);
  });
});

it('refuses every call to a role without the inventory configuration pages with 403', async () => {
  const { merchant } = await ownMenu();
  await setRoleFeatures(t.db, merchant, merchant.roleIds.Owner, { [FEATURE_ID.inventoryConfiguration]: false });
  const clerk = await storeViewClient(t, merchant);
  for (const path of [DEPT.list, DEPT.add, TAG.list, TAG.add]) {
    const r = await clerk.post(path, { Name: 'Nope' });
    expect(r.status, path).toBe(403);
  }
});
