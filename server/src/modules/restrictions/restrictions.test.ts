import {
  RESTRICTIONS_ERROR as E,
  RESTRICTIONS_PATH as PATH,
  type TRestriction,
  type TRestrictionInsertRequest,
} from '@mp/contracts/restrictions';
import { TIME_WINDOWS_ERROR as W } from '@mp/contracts/time-windows';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, items, restrictionCategories, restrictionItems, restrictions } from '../../db/schema.ts';
import { MERCHANT, RESTRICTION, restrictionIdOf } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createMenu, type TMenuFixture } from '../../test/factories/menu.ts';
import { companyViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW: TRestrictionInsertRequest = {
  Name: 'Beer 21+',
  MinimumAge: 21,
  RequireIdCheck: true,
  TimeWindows: [],
  ItemIds: [],
  ItemCategoryIds: [],
  IsActive: true,
};
const NIGHT = { DaysOfWeek: [5, 6], StartTime: '23:00', EndTime: '06:00' };

/** Everything stored of a merchant's restrictions, to prove a refusal wrote nothing. */
const stateOf = async (merchantId: number) => ({
  rows: await t.db.select().from(restrictions).where(eq(restrictions.merchantId, merchantId)).orderBy(restrictions.id),
  items: await t.db.select().from(restrictionItems).where(eq(restrictionItems.merchantId, merchantId)),
  categories: await t.db.select().from(restrictionCategories).where(eq(restrictionCategories.merchantId, merchantId)),
});
const insert = async (c: TestClient, body: TRestrictionInsertRequest = NEW): Promise<TRestriction> => {
  const r = await c.post(PATH.insert, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.IsSuccessful).toBe(true);
  return (r.body as { Entity: TRestriction }).Entity;
};
const updateOf = (r: TRestriction, changes: Partial<TRestriction> = {}) => ({ ...r, ...changes });
const deleteOf = (r: TRestriction) => ({ RestrictionId: r.RestrictionId, ConcurrencyChecksum: r.ConcurrencyChecksum });

async function company(): Promise<{ merchant: TMerchantFixture; menu: TMenuFixture; owner: TestClient }> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const menu = await createMenu(t.db, merchant);
  return { merchant, menu, owner: await companyViewClient(t, merchant) };
}

describe('GetRestrictions', () => {
  it("lists the demo's alcohol restrictions with their category counts, sorted and searched", async () => {
    const c = t.client();
    await c.logOn('company');
    const r = await c.post(PATH.list, { SortColumn: 'MinimumAge', SortDirection: 'ASC' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.ResultSet).toEqual([
      expect.objectContaining({
        RestrictionId: restrictionIdOf(MERCHANT.demoBistro, RESTRICTION.alcoholAge),
        Name: 'Alcohol 21+',
        MinimumAge: 21,
        RequireIdCheck: true,
        CategoryCount: expect.any(Number) as number,
      }),
      expect.objectContaining({ Name: 'Late-night alcohol', MinimumAge: null }),
    ]);
    expect(r.body.ResultSet[0].CategoryCount).toBeGreaterThan(0);
    const search = await c.post(PATH.list, { SearchArg: 'late' });
    expect(search.body).toMatchObject({ TotalRowCount: 1, ResultSet: [{ Name: 'Late-night alcohol' }] });
  });

  it('refuses an unknown sort column with 400 naming it', async () => {
    const { owner } = await company();
    const r = await owner.post(PATH.list, { SortColumn: 'Items' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'SortColumn' });
  });
});

describe('Add, Update and Delete', () => {
  it('creates a restriction on items and categories, changes it, and shows it on the item', async () => {
    const { menu, owner } = await company();
    const created = await insert(owner, {
      ...NEW,
      TimeWindows: [NIGHT],
      ItemIds: [menu.itemIds['Butter Croissant']],
      ItemCategoryIds: [menu.categoryIds.DESSERTS],
    });
    expect(created).toMatchObject({
      Name: 'Beer 21+',
      TimeWindows: [{ DaysOfWeek: [5, 6], StartTime: '23:00', EndTime: '06:00' }],
      ItemIds: [menu.itemIds['Butter Croissant']],
      ItemCategoryIds: [menu.categoryIds.DESSERTS],
    });
    const list = await owner.post(PATH.list, {});
    expect(list.body.ResultSet).toEqual([expect.objectContaining({ ItemCount: 1, CategoryCount: 1 })]);

    const onLatte = await owner.post(PATH.ofItem, { ItemMasterId: menu.itemIds['Butter Croissant'] });
    expect(onLatte.body).toEqual({
      Restrictions: [expect.objectContaining({ Name: 'Beer 21+', MinimumAge: 21, AppliesThrough: 'Item' })],
    });
    const onCake = await owner.post(PATH.ofItem, { ItemMasterId: menu.itemIds['Chocolate Cake'] });
    expect(onCake.body.Restrictions).toEqual([expect.objectContaining({ AppliesThrough: 'Category' })]);

    const changed = await owner.post(PATH.update, updateOf(created, { Name: 'Wine 18+', MinimumAge: 18, ItemIds: [] }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.Entity).toMatchObject({ Name: 'Wine 18+', MinimumAge: 18, ItemIds: [] });
    expect((await owner.post(PATH.ofItem, { ItemMasterId: menu.itemIds['Butter Croissant'] })).body).toEqual({
      Restrictions: [],
    });

    const got = await owner.post(PATH.get, { RestrictionId: created.RestrictionId });
    expect(got.body).toEqual(changed.body.Entity);
  });

  it('refuses to delete a restriction still assigned, then deletes it once unassigned', async () => {
    const { merchant, menu, owner } = await company();
    const created = await insert(owner, { ...NEW, ItemCategoryIds: [menu.categoryIds.DESSERTS] });
    const before = await stateOf(merchant.merchantId);
    const refused = await owner.post(PATH.delete, deleteOf(created));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ messageKey: E.inUse, field: 'RestrictionId' });
    expect(await stateOf(merchant.merchantId)).toEqual(before);

    const cleared = await owner.post(PATH.update, updateOf(created, { ItemCategoryIds: [] }));
    const deleted = await owner.post(PATH.delete, deleteOf(cleared.body.Entity as TRestriction));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ IsSuccessful: true });
    expect((await stateOf(merchant.merchantId)).rows).toEqual([]);

    // The refused delete wrote nothing; the add, the update and the delete one entry each.
    const log = await t.db
      .select({ changes: changeLog.changes })
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'restriction')))
      .orderBy(asc(changeLog.id));
    const category = String(menu.categoryIds.DESSERTS);
    expect(log.map((entry) => entry.changes.find((c) => c.Field === 'ItemCategoryIds'))).toEqual([
      { Field: 'ItemCategoryIds', Before: null, After: category },
      { Field: 'ItemCategoryIds', Before: category, After: '' },
      { Field: 'ItemCategoryIds', Before: '', After: null },
    ]);
    expect(log[2]!.changes).toContainEqual({ Field: 'Name', Before: NEW.Name, After: null });
  });

  it('counts an item deleted since as no longer assigned (it no longer blocks the delete)', async () => {
    const { menu, owner } = await company();
    const created = await insert(owner, { ...NEW, ItemIds: [menu.itemIds['Butter Croissant']] });
    await t.db.update(items).set({ isDeleted: true }).where(eq(items.id, menu.itemIds['Butter Croissant']));
    const reread = (await owner.post(PATH.get, { RestrictionId: created.RestrictionId })).body as TRestriction;
    expect(reread.ItemIds).toEqual([]);
    expect((await owner.post(PATH.delete, deleteOf(reread))).status).toBe(200);
  });

  it.each<[string, Partial<TRestrictionInsertRequest>, string, string]>([
    ['a blank name', { Name: ' ' }, 'Name', E.nameRequired],
    ['age 0', { MinimumAge: 0 }, 'MinimumAge', E.ageRange],
    ['age 100', { MinimumAge: 100 }, 'MinimumAge', E.ageRange],
    ['an ID check without an age', { MinimumAge: null, TimeWindows: [NIGHT] }, 'RequireIdCheck', E.idCheckNeedsAge],
    ['no rule', { MinimumAge: null, RequireIdCheck: false }, 'MinimumAge', E.ruleRequired],
    [
      'a window of no length',
      { TimeWindows: [{ ...NIGHT, EndTime: '23:00' }] },
      'TimeWindows.0.EndTime',
      W.sameStartEnd,
    ],
    ['a bad window time', { TimeWindows: [{ ...NIGHT, StartTime: '23:5' }] }, 'TimeWindows.0.StartTime', W.timeInvalid],
    ['an item twice', { ItemIds: [1, 1] }, 'ItemIds', E.duplicateTarget],
  ])('refuses %s with 400 naming the field, nothing written', async (_name, values, field, key) => {
    const { merchant, owner } = await company();
    const r = await owner.post(PATH.insert, { ...NEW, ...values });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect((await stateOf(merchant.merchantId)).rows).toEqual([]);
  });

  it('refuses a name the merchant already has (any case) with 409, and a stale checksum with 409', async () => {
    const { merchant, owner } = await company();
    const first = await insert(owner);
    const clash = await owner.post(PATH.insert, { ...NEW, Name: 'BEER 21+' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ field: 'Name', messageKey: E.nameTaken });
    expect((await owner.post(PATH.update, updateOf(first, { MinimumAge: 18 }))).status).toBe(200);
    const before = await stateOf(merchant.merchantId);
    const stale = await owner.post(PATH.update, updateOf(first, { MinimumAge: 19 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect((await owner.post(PATH.delete, deleteOf(first))).status).toBe(409);
    expect(await stateOf(merchant.merchantId)).toEqual(before);
  });
});

describe('merchant scope and view', () => {
  it("answers 404 for another merchant's restriction and item, and 400 for its items or categories; nothing changes", async () => {
    const { merchant, owner } = await company();
    const other = await createMerchant(t.db);
    const otherMenu = await createMenu(t.db, other);
    const foreignId = restrictionIdOf(MERCHANT.demoBistro, RESTRICTION.alcoholAge);
    const demoBefore = await stateOf(MERCHANT.demoBistro);
    const get = await owner.post(PATH.get, { RestrictionId: foreignId });
    const update = await owner.post(PATH.update, { ...NEW, RestrictionId: foreignId, ConcurrencyChecksum: '1' });
    const remove = await owner.post(PATH.delete, { RestrictionId: foreignId, ConcurrencyChecksum: '1' });
    for (const r of [get, update, remove]) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ messageKey: E.notFound, field: 'RestrictionId' });
    }
    const ofItem = await owner.post(PATH.ofItem, { ItemMasterId: otherMenu.itemIds['Butter Croissant'] });
    expect(ofItem.status).toBe(404);
    expect(await stateOf(MERCHANT.demoBistro)).toEqual(demoBefore);

    const foreignItem = await owner.post(PATH.insert, { ...NEW, ItemIds: [otherMenu.itemIds['Butter Croissant']] });
    expect(foreignItem.status).toBe(400);
    expect(foreignItem.body).toMatchObject({ field: 'ItemIds', messageKey: E.unknownItem });
    const foreignCategory = await owner.post(PATH.insert, {
      ...NEW,
      ItemCategoryIds: [otherMenu.categoryIds.DESSERTS],
    });
    expect(foreignCategory.status).toBe(400);
    expect(foreignCategory.body).toMatchObject({ field: 'ItemCategoryIds', messageKey: E.unknownCategory });
    expect((await stateOf(merchant.merchantId)).rows).toEqual([]);

    const targets = await owner.post(PATH.targets, {});
    expect(
      targets.body.Items.some(
        (i: { ItemMasterId: number }) => i.ItemMasterId === otherMenu.itemIds['Butter Croissant'],
      ),
    ).toBe(false);
  });
});
