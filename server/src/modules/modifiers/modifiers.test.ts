import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  MODIFIERS_ERROR as E,
  MODIFIERS_PATH as PATH,
  type TItemModifierGroups,
  type TModifierGroup,
  type TModifierGroupListResponse,
  type TModifierGroupSaveRequest,
  type TPriceChangePreview,
} from '@mp/contracts/modifiers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, items, modifierGroups } from '../../db/schema.ts';
import { MERCHANT } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createMenu, type TMenuFixture } from '../../test/factories/menu.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { companyViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TWorld = { merchant: TMerchantFixture; menu: TMenuFixture; company: TestClient };

/** A merchant of the test's own with the factory menu (Extra Shot and Oat Milk are modifiers), company view signed in. */
async function world(storeCount = 2): Promise<TWorld> {
  const merchant = await createMerchant(t.db, { storeCount });
  const menu = await createMenu(t.db, merchant);
  return { merchant, menu, company: await companyViewClient(t, merchant) };
}

const body = (w: TWorld, changes: Partial<TModifierGroupSaveRequest> = {}): TModifierGroupSaveRequest => ({
  ModifierGroupId: 0,
  Name: 'Coffee Extras',
  IsRequired: false,
  IsForced: false,
  MinSelections: 0,
  MaxSelections: 2,
  Modifiers: [
    { ItemMasterId: w.menu.itemIds['Extra Shot'], Name: 'Extra Shot', Price: '0.75', IsDefault: false },
    { ItemMasterId: w.menu.itemIds['Oat Milk'], Name: 'Oat Milk', Price: '0.60', IsDefault: true },
  ],
  ItemIds: [w.menu.itemIds.Oatmeal],
  ...changes,
});
const save = async (c: TestClient, b: TModifierGroupSaveRequest): Promise<TModifierGroup> => {
  const r = await c.post(PATH.save, b);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: TModifierGroup }).data;
};
const q = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
const del = (c: TestClient, modifierGroupId: number) => c.request('DELETE', q(PATH.remove, { modifierGroupId }));
const groupsOf = (merchantId: number) =>
  t.db.select().from(modifierGroups).where(eq(modifierGroups.merchantId, merchantId)).orderBy(modifierGroups.id);
const priceOf = async (itemId: number) =>
  (await t.db.select({ p: items.retailPrice }).from(items).where(eq(items.id, itemId)))[0]!.p;

describe('list', () => {
  it("pages, sorts and searches Demo Bistro's demo groups", async () => {
    const admin = t.client();
    await admin.logOn('merchantadmin');
    await admin.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: MERCHANT.demoBistro });
    const all = await admin.get<TModifierGroupListResponse>(q(PATH.list, { PageRowCount: 100 }));
    expect(all.status).toBe(200);
    expect(all.body.TotalRowCount).toBeGreaterThan(2);
    const names = all.body.ResultSet.map((g) => g.Name);
    expect(names).toEqual([...names].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())));
    expect(all.body.ResultSet.every((g) => g.ModifierCount > 0)).toBe(true);

    const page2 = await admin.get<TModifierGroupListResponse>(q(PATH.list, { PageRowCount: 2, RequestedPageNum: 2 }));
    expect(page2.body.ResultSet.map((g) => g.Name)).toEqual(names.slice(2, 4));
    const byItems = await admin.get<TModifierGroupListResponse>(
      q(PATH.list, { PageRowCount: 100, SortColumn: 'ItemCount', SortDirection: 'DESC' }),
    );
    const counts = byItems.body.ResultSet.map((g) => g.ItemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const required = all.body.ResultSet.filter((g) => g.IsRequired);
    expect(required.length).toBeGreaterThan(0);
    // The demo's groups that ask for a choice are required and forced; the others optional.
    expect(all.body.ResultSet.every((g) => g.IsRequired === g.MinSelections > 0 && g.IsForced === g.IsRequired)).toBe(
      true,
    );
    expect(required.every((g) => g.MinSelections >= 1 && g.MaxSelections >= g.MinSelections)).toBe(true);

    const bad = await admin.get(q(PATH.list, { SortColumn: 'Price' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'SortColumn' });
  });

  it("searches the group's and its modifiers' names", async () => {
    const w = await world();
    await save(w.company, body(w));
    await save(w.company, body(w, { Name: 'Pastry Sides', Modifiers: [], ItemIds: [] }));
    const byModifier = await w.company.get<TModifierGroupListResponse>(q(PATH.list, { SearchArg: 'oat mil' }));
    expect(byModifier.body.ResultSet.map((g) => g.Name)).toEqual(['Coffee Extras']);
    const byName = await w.company.get<TModifierGroupListResponse>(q(PATH.list, { SearchArg: 'pastry' }));
    expect(byName.body).toMatchObject({ TotalRowCount: 1, ResultSet: [{ Name: 'Pastry Sides', ModifierCount: 0 }] });
  });
});

describe('create, edit, delete', () => {
  it('creates a group with its modifiers in order, a new modifier item and its items; logs it', async () => {
    const w = await world();
    const created = await save(
      w.company,
      body(w, {
        Modifiers: [...body(w).Modifiers, { ItemMasterId: 0, Name: 'Honey', Price: '0.25', IsDefault: false }],
      }),
    );
    expect(created).toMatchObject({
      Name: 'Coffee Extras',
      MinSelections: 0,
      MaxSelections: 2,
      Items: [{ ItemMasterId: w.menu.itemIds.Oatmeal, ItemName: 'Oatmeal' }],
      ConcurrencyChecksum: '1',
    });
    expect(created.Modifiers.map((m) => [m.Name, m.Price, m.IsDefault])).toEqual([
      ['Extra Shot', '0.75', false],
      ['Oat Milk', '0.60', true],
      ['Honey', '0.25', false],
    ]);
    const [honey] = await t.db.select().from(items).where(eq(items.id, created.Modifiers[2]!.ItemMasterId));
    expect(honey).toMatchObject({ merchantId: w.merchant.merchantId, itemType: 'M', isModifier: true });
    const got = await w.company.get<TModifierGroup>(q(PATH.byId, { modifierGroupId: created.ModifierGroupId }));
    expect(got.body).toEqual(created);
    const logged = await t.db.select().from(changeLog).where(eq(changeLog.merchantId, w.merchant.merchantId));
    expect(logged.map((l) => l.entity)).toContain('modifierGroup');
  });

  it('reorders, reprices (previewing the affected items first) and refuses a stale checksum', async () => {
    const w = await world();
    const created = await save(w.company, body(w));
    const [shot, oat] = created.Modifiers;
    const preview = await w.company.post<TPriceChangePreview>(PATH.pricePreview, {
      Modifiers: [
        { ItemMasterId: shot!.ItemMasterId, Price: '1.00' },
        { ItemMasterId: oat!.ItemMasterId, Price: '0.60' },
        { ItemMasterId: 0, Price: '5' },
      ],
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual([
      {
        ItemMasterId: shot!.ItemMasterId,
        Name: 'Extra Shot',
        OldPrice: '0.75',
        NewPrice: '1.00',
        AffectedItems: [{ ItemMasterId: w.menu.itemIds.Oatmeal, ItemName: 'Oatmeal' }],
      },
    ]);
    expect(await priceOf(shot!.ItemMasterId)).toBe('0.75');

    const edit = body(w, {
      ModifierGroupId: created.ModifierGroupId,
      ConcurrencyChecksum: created.ConcurrencyChecksum,
      Modifiers: [
        { ...oat!, IsDefault: false },
        { ...shot!, Price: '1.00' },
      ],
    });
    const edited = await save(w.company, edit);
    expect(edited.Modifiers.map((m) => m.Name)).toEqual(['Oat Milk', 'Extra Shot']);
    expect(await priceOf(shot!.ItemMasterId)).toBe('1.00');
    expect(edited.ConcurrencyChecksum).toBe('2');

    const stale = await w.company.post(PATH.save, { ...edit, Name: 'Other' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum });
    expect((await groupsOf(w.merchant.merchantId))[0]).toMatchObject({ name: 'Coffee Extras', version: 2 });
  });

  it('refuses to delete a group items use, then deletes it once unassigned', async () => {
    const w = await world();
    const created = await save(w.company, body(w));
    const inUse = await del(w.company, created.ModifierGroupId);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ messageKey: E.groupInUse, field: 'modifierGroupId' });
    expect(await groupsOf(w.merchant.merchantId)).toHaveLength(1);
    await save(
      w.company,
      body(w, {
        ModifierGroupId: created.ModifierGroupId,
        ConcurrencyChecksum: created.ConcurrencyChecksum,
        ItemIds: [],
      }),
    );
    expect((await del(w.company, created.ModifierGroupId)).status).toBe(200);
    expect(await groupsOf(w.merchant.merchantId)).toHaveLength(0);
    expect(await priceOf(w.menu.itemIds['Extra Shot'])).toBe('0.75');
    expect((await del(w.company, created.ModifierGroupId)).status).toBe(404);
  });
});

describe('from the item detail', () => {
  const groupsOfItem = (c: TestClient, itemId: number) =>
    c.get<TItemModifierGroups>(q(PATH.itemGroups, { ItemMasterId: itemId }));

  it('adds and removes the groups of an item with the checksum it read, and the group page sees it', async () => {
    const w = await world();
    const extras = await save(w.company, body(w, { ItemIds: [] }));
    const sides = await save(w.company, body(w, { Name: 'Sides', Modifiers: [], ItemIds: [] }));
    const item = w.menu.itemIds['Butter Croissant'];
    const empty = await groupsOfItem(w.company, item);
    expect(empty.status).toBe(200);
    expect(empty.body.Groups).toEqual([]);
    const lookup = await w.company.get<{ Name: string }[]>(q(PATH.groupLookup, { SearchArg: 'sid' }));
    expect(lookup.body.map((g) => g.Name)).toEqual(['Sides']);

    const added = await w.company.post<{ data: TItemModifierGroups }>(PATH.saveItemGroups, {
      ItemMasterId: item,
      ModifierGroupIds: [sides.ModifierGroupId, extras.ModifierGroupId],
      ConcurrencyChecksum: empty.body.ConcurrencyChecksum,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.Groups.map((g) => g.Name)).toEqual(['Coffee Extras', 'Sides']);
    const group = await w.company.get<TModifierGroup>(q(PATH.byId, { modifierGroupId: extras.ModifierGroupId }));
    expect(group.body.Items).toEqual([{ ItemMasterId: item, ItemName: 'Butter Croissant' }]);
    // The group page opened before the change is stale now.
    expect(group.body.ConcurrencyChecksum).not.toBe(extras.ConcurrencyChecksum);
    const log = await t.db.select().from(changeLog).where(eq(changeLog.merchantId, w.merchant.merchantId));
    expect(log.filter((l) => l.entity === 'modifierGroup')).toHaveLength(4);

    // The panel read before that save is stale: 409, nothing written.
    const stale = await w.company.post(PATH.saveItemGroups, {
      ItemMasterId: item,
      ModifierGroupIds: [],
      ConcurrencyChecksum: empty.body.ConcurrencyChecksum,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.itemGroupsStale, field: 'ConcurrencyChecksum' });
    expect((await groupsOfItem(w.company, item)).body.Groups).toHaveLength(2);

    const removed = await w.company.post<{ data: TItemModifierGroups }>(PATH.saveItemGroups, {
      ItemMasterId: item,
      ModifierGroupIds: [sides.ModifierGroupId],
      ConcurrencyChecksum: added.body.data.ConcurrencyChecksum,
    });
    expect(removed.body.data.Groups.map((g) => g.Name)).toEqual(['Sides']);
  });

  it("answers another merchant's item or group as not found (404) and a group twice as 400, changing nothing", async () => {
    const w = await world();
    const other = await world();
    const theirs = await save(other.company, body(other));
    const mine = await save(w.company, body(w, { ItemIds: [] }));
    const item = w.menu.itemIds['Butter Croissant'];
    const { ConcurrencyChecksum } = (await groupsOfItem(w.company, item)).body;
    expect((await groupsOfItem(w.company, other.menu.itemIds.Oatmeal)).status).toBe(404);
    expect((await groupsOfItem(w.company, w.menu.itemIds['Extra Shot'])).status).toBe(404);
    const theirItem = await w.company.post(PATH.saveItemGroups, {
      ItemMasterId: other.menu.itemIds.Oatmeal,
      ModifierGroupIds: [mine.ModifierGroupId],
      ConcurrencyChecksum,
    });
    expect(theirItem.status).toBe(404);
    expect(theirItem.body).toMatchObject({ messageKey: E.unknownItem, field: 'ItemMasterId' });
    const theirGroup = await w.company.post(PATH.saveItemGroups, {
      ItemMasterId: item,
      ModifierGroupIds: [mine.ModifierGroupId, theirs.ModifierGroupId],
      ConcurrencyChecksum,
    });
    expect(theirGroup.status).toBe(404);
    expect(theirGroup.body).toMatchObject({ messageKey: E.unknownGroup, field: 'ModifierGroupIds.1' });
    const twice = await w.company.post(PATH.saveItemGroups, {
      ItemMasterId: item,
      ModifierGroupIds: [mine.ModifierGroupId, mine.ModifierGroupId],
      ConcurrencyChecksum,
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ messageKey: E.duplicateGroup, field: 'ModifierGroupIds' });
    expect((await groupsOfItem(w.company, item)).body.Groups).toEqual([]);
    expect((await groupsOfItem(other.company, other.menu.itemIds.Oatmeal)).body.Groups).toHaveLength(1);
  });
});

describe('refusals', () => {
  it.each<[string, (w: TWorld) => Partial<TModifierGroupSaveRequest>, number, string, string]>([
    ['min above max', () => ({ MinSelections: 3, MaxSelections: 2 }), 400, 'MinSelections', E.minAboveMax],
    [
      'a required group with max 0',
      () => ({ IsRequired: true, MinSelections: 0, MaxSelections: 0 }),
      400,
      'MinSelections',
      E.requiredNeedsMin,
    ],
    [
      'an empty required group',
      () => ({ IsRequired: true, MinSelections: 1, MaxSelections: 1, Modifiers: [] }),
      400,
      'Modifiers',
      E.emptyRequiredGroup,
    ],
    ['optional with a minimum', () => ({ MinSelections: 1 }), 400, 'MinSelections', E.optionalHasMin],
    ['an empty name', () => ({ Name: ' ' }), 400, 'Name', E.nameRequired],
    [
      'a bad price',
      (w) => ({ Modifiers: [{ ...body(w).Modifiers[0]!, Price: 'abc' }] }),
      400,
      'Modifiers.0.Price',
      'categoriesItems.errors.priceInvalid',
    ],
    [
      'a menu item as a modifier',
      (w) => ({ Modifiers: [{ ItemMasterId: w.menu.itemIds.Oatmeal, Name: 'Oatmeal', Price: '5.00' }] }),
      404,
      'Modifiers.0.ItemMasterId',
      E.unknownModifier,
    ],
    ['a modifier as a menu item', (w) => ({ ItemIds: [w.menu.itemIds['Oat Milk']] }), 404, 'ItemIds.0', E.unknownItem],
  ])('%s: refused naming the field, nothing written', async (_name, changes, status, field, key) => {
    const w = await world();
    const r = await w.company.post(PATH.save, body(w, changes(w)));
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await groupsOf(w.merchant.merchantId)).toEqual([]);
  });

  it('refuses a taken name with 409', async () => {
    const w = await world();
    await save(w.company, body(w));
    const r = await w.company.post(PATH.save, body(w, { Name: 'coffee extras' }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ messageKey: E.duplicateName, field: 'Name' });
  });

  it("answers another merchant's group, modifiers and items as not found (404), changing nothing", async () => {
    const w = await world();
    const other = await world();
    const theirs = await save(other.company, body(other));
    const before = await groupsOf(other.merchant.merchantId);
    const id = theirs.ModifierGroupId;
    expect((await w.company.get(q(PATH.byId, { modifierGroupId: id }))).status).toBe(404);
    expect((await del(w.company, id)).status).toBe(404);
    const edit = await w.company.post(PATH.save, body(w, { ModifierGroupId: id, ConcurrencyChecksum: '1' }));
    expect(edit.status).toBe(404);
    expect(edit.body).toMatchObject({ messageKey: E.notFound, field: 'ModifierGroupId' });
    const theirModifier = await w.company.post(PATH.save, body(w, { Modifiers: [theirs.Modifiers[0]!] }));
    expect(theirModifier.status).toBe(404);
    const theirItem = await w.company.post(PATH.save, body(w, { ItemIds: [other.menu.itemIds.Oatmeal] }));
    expect(theirItem.status).toBe(404);
    const preview = await w.company.post(PATH.pricePreview, {
      Modifiers: [{ ItemMasterId: theirs.Modifiers[0]!.ItemMasterId, Price: '9.00' }],
    });
    expect(preview.status).toBe(404);
    const lookups = await w.company.get<{ ItemMasterId: number }[]>(q(PATH.modifierItems, { SearchArg: '' }));
    expect(lookups.body.map((m) => m.ItemMasterId)).not.toContain(theirs.Modifiers[0]!.ItemMasterId);
    expect(await groupsOf(other.merchant.merchantId)).toEqual(before);
    expect(await groupsOf(w.merchant.merchantId)).toEqual([]);
  });

  it('refuses every call with 403 when the role lacks Inventory Configuration (the page feature), 401 without a session', async () => {
    const w = await world();
    await setRoleFeatures(t.db, w.merchant, w.merchant.roleIds.Owner, { [FEATURE_ID.inventoryConfiguration]: false });
    for (const call of [
      () => w.company.get(PATH.list),
      () => w.company.get(q(PATH.byId, { modifierGroupId: 1 })),
      () => w.company.get(PATH.menuItems),
      () => w.company.post(PATH.save, body(w)),
      () => del(w.company, 1),
    ]) {
      const r = await call();
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.forbidden });
    }
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.get(PATH.list)).status).toBe(401);
  });
});
