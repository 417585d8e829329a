import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import {
  LOYALTY_MESSAGE,
  ZGetMembersResponse,
  type TGetMembersQuery,
  type TMemberChange,
  type TTieredPriceList,
  type TTieredPriceListMember,
} from '@mp/contracts/loyalty-pricing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagValues, roleFeatures, tieredPriceListMembers, tieredPriceLists } from '../../db/schema.ts';
import { MERCHANT, menuIdsOf, tierPriceListIdOf } from '../../demo/ids.ts';
import { DEMO_PRICE_LIST_NAME } from '../../demo/seed-loyalty.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createMenu, createTierPriceList, type TMenuFixture } from '../../test/factories/menu.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let store: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  store = await signedIn('store');
});
afterAll(async () => {
  await t?.close();
});

/**
 * Reads and refusals run against the demo price lists of Corner Cafe (the `store` user's) and Demo Bistro (the
 * `company` user's). Tests whose saves succeed, or that change flags and roles, make a merchant of their own.
 */
const CORNER_CAFE = MERCHANT.cornerCafe;
const BISTRO = MERCHANT.demoBistro;
const CAFE_LIST = tierPriceListIdOf(CORNER_CAFE);
const BISTRO_LIST = tierPriceListIdOf(BISTRO);
/** Ids no row has. */
const NO_SUCH_LIST = 99999;
const NO_SUCH_ITEM = 987654;
/** An item of Demo Bistro's menu, not Corner Cafe's. */
const BISTRO_ITEM = menuIdsOf(BISTRO).item(1);
const M = LOYALTY_MESSAGE;

async function signedIn(user: string) {
  const c = t.client();
  await c.logOn(user);
  return c;
}

const setFlag = (merchantId: number, storeId: number, isOn: boolean) =>
  t.db
    .insert(featureFlagValues)
    .values({ merchantId, storeId, flagName: ACCESS_FLAG.loyaltyTierPricing, isOn })
    .onConflictDoUpdate({
      target: [featureFlagValues.merchantId, featureFlagValues.storeId, featureFlagValues.flagName],
      set: { isOn },
    });

type TOwn = { merchant: TMerchantFixture; menu: TMenuFixture; listId: number | null; client: TestClient };

/**
 * A merchant of the test's own with the loyaltyTierPricing flag, the factory menu and (unless `withList` is false) a
 * tier price list pricing Chocolate Cake; its user (the Owner unless said) signed in at its store.
 */
async function ownLoyalty(options: { withList?: boolean; role?: 'Owner' | 'Manager' } = {}): Promise<TOwn> {
  const merchant = await createMerchant(t.db);
  await setFlag(merchant.merchantId, 0, true);
  const menu = await createMenu(t.db, merchant);
  const listId =
    options.withList === false
      ? null
      : await createTierPriceList(t.db, menu, {
          prices: [{ itemId: menu.itemIds['Chocolate Cake'], variationId: null, price: '5.40' }],
        });
  const user = await createUser(t.db, merchant, { role: options.role ?? 'Owner' });
  return { merchant, menu, listId, client: await signedIn(user.userName) };
}

const query = (q: TGetMembersQuery) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

async function members(c: TestClient, q: TGetMembersQuery = {}, listId: number = CAFE_LIST) {
  const r = await c.get(`/TieredPriceList/GetMembers?${query({ tieredPriceListId: listId, ...q })}`);
  expect(r.status).toBe(200);
  return ZGetMembersResponse.parse(r.body);
}

/** Every member of a list (Corner Cafe's unless said), all pages. */
async function allMembers(c: TestClient = store, q: TGetMembersQuery = {}, listId: number = CAFE_LIST) {
  return (await members(c, { pageSize: 1000, ...q }, listId)).ResultSet;
}

const change = (m: TTieredPriceListMember, PriceListPrice: string | null): TMemberChange => ({
  ItemMasterId: m.ItemMasterId,
  ItemVariationId: m.ItemVariationId,
  RetailPriceVariationGroupId: m.RetailPriceVariationGroupId,
  MemberType: m.MemberType,
  PriceListPrice,
});

/** The session's list as GetTieredPriceList answers it: the checksum a save sends back. */
const loadedChecksum = async (c: TestClient) =>
  ((await c.get('/TieredPriceList/GetTieredPriceList')).body as TTieredPriceList | null)?.ConcurrencyChecksum;

/** Saves with the checksum the session's list has now, unless the body names one. */
const update = async (c: TestClient, body: Record<string, unknown>, listId: number = CAFE_LIST) =>
  c.request('PUT', '/TieredPriceList/UpdateTieredPriceList', {
    json: { TieredPriceListId: listId, ConcurrencyChecksum: await loadedChecksum(c), ...body },
  });

/** What a refused save must leave untouched: every list, and both demo merchants' prices. */
const snapshot = async () => ({
  lists: await t.db.select().from(tieredPriceLists).orderBy(tieredPriceLists.id),
  prices: await t.db
    .select()
    .from(tieredPriceListMembers)
    .where(sql`${tieredPriceListMembers.merchantId} in (${CORNER_CAFE}, ${BISTRO})`)
    .orderBy(tieredPriceListMembers.itemId, tieredPriceListMembers.itemVariationId),
});

describe('GET /TieredPriceList/GetTieredPriceList', () => {
  it('answers the session merchant’s own list', async () => {
    expect((await store.get('/TieredPriceList/GetTieredPriceList')).body).toEqual({
      TieredPriceListId: CAFE_LIST,
      Name: DEMO_PRICE_LIST_NAME,
      ConcurrencyChecksum: expect.any(String),
    });
    const company = await signedIn('company');
    expect((await company.get('/TieredPriceList/GetTieredPriceList')).body).toEqual({
      TieredPriceListId: BISTRO_LIST,
      Name: DEMO_PRICE_LIST_NAME,
      ConcurrencyChecksum: expect.any(String),
    });
  });
});

describe('OpenAPI', () => {
  it('describes the four calls with their methods', async () => {
    const docs = (await t.client().get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const methods = (path: string) => Object.keys(docs.paths[`/TieredPriceList/${path}`] ?? {});
    expect(methods('GetTieredPriceList')).toEqual(['get']);
    expect(methods('GetMembers')).toEqual(['get']);
    expect(methods('AddTieredPriceList')).toEqual(['post']);
    expect(methods('UpdateTieredPriceList')).toEqual(['put']);
  });
});

describe('GET /TieredPriceList/GetMembers', () => {
  it('pages the merchant’s members by name, 25 by default, with the list’s prices', async () => {
    const all = await allMembers();
    const first = await members(store);
    expect(first.ResultSet).toHaveLength(25);
    expect(first.TotalRowCount).toBe(all.length);
    expect(first.ResultSet).toEqual(all.slice(0, 25));
    const second = await members(store, { pageNumber: 2 });
    expect(second.ResultSet).toEqual(all.slice(25, 50));
    const past = await members(store, { pageNumber: 1000 });
    expect(past).toEqual({ ResultSet: [], TotalRowCount: all.length });

    const names = all.map((m) => m.Name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Corner Cafe's items only (the demo id scheme gives each merchant its own range).
    const { first: firstItem, last: lastItem } = menuIdsOf(CORNER_CAFE).items;
    for (const m of all) expect(m.ItemMasterId).toBeGreaterThanOrEqual(firstItem);
    for (const m of all) expect(m.ItemMasterId).toBeLessThanOrEqual(lastItem);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    // The demo menu has items, sizes and modifiers (no modifier has sizes).
    expect(new Set(all.map((m) => m.MemberType))).toEqual(new Set([0, 1, 2]));
    const priced = all.filter((m) => m.PriceListPrice !== null);
    expect(priced.length).toBeGreaterThan(10);
    expect(priced.length).toBeLessThan(all.length);
    for (const m of all.filter((x) => x.ItemVariationId !== null)) {
      expect(m.RetailPriceVariationGroupId).not.toBeNull();
      expect(m.id).toBe(`${m.ItemMasterId}:${m.ItemVariationId}`);
    }
    expect(all.find((m) => m.ItemVariationId === null)?.RetailPriceVariationGroupId).toBeNull();
  });

  it.each([
    [0, [0, 1]],
    [2, [2, 3]],
    [1, [1]],
    [3, [3]],
  ] as const)('typeFilter %d selects member types %j', async (typeFilter, types) => {
    const all = await allMembers();
    const rows = await allMembers(store, { typeFilter });
    expect(rows).toEqual(all.filter((m) => (types as readonly number[]).includes(m.MemberType)));
    if (typeFilter !== 3) expect(rows.length).toBeGreaterThan(0);
  });

  it('filters by name, case-insensitively, counting the matches', async () => {
    const all = await allMembers();
    const needle = all[40]!.Name.slice(0, 4).toUpperCase();
    const expected = all.filter((m) => m.Name.toLowerCase().includes(needle.toLowerCase()));
    const found = await members(store, { itemNameFilter: needle, pageSize: 1000 });
    expect(found.ResultSet).toEqual(expected);
    expect(found.TotalRowCount).toBe(expected.length);
    expect((await members(store, { itemNameFilter: '%' })).TotalRowCount).toBe(0);
    expect((await members(store, { itemNameFilter: 'zz-no-such-item' })).TotalRowCount).toBe(0);
  });

  it('shows no prices without a list, and refuses another merchant’s list as not found', async () => {
    const rows = await allMembers(store, { tieredPriceListId: 0 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((m) => m.PriceListPrice === null)).toBe(true);
    const other = await store.get(`/TieredPriceList/GetMembers?tieredPriceListId=${BISTRO_LIST}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ messageKey: M.listNotFound, field: 'tieredPriceListId' });
  });

  it('never shows another merchant’s members', async () => {
    const company = await signedIn('company');
    const bistro = (await members(company, { tieredPriceListId: BISTRO_LIST, pageSize: 1000 })).ResultSet;
    const cafe = new Set((await allMembers()).map((m) => m.ItemMasterId));
    expect(bistro.length).toBeGreaterThan(0);
    expect(bistro.some((m) => cafe.has(m.ItemMasterId))).toBe(false);
  });

  it.each([['typeFilter=9'], ['pageNumber=0'], ['pageSize=1001']])('answers 400 for %s', async (q) => {
    const r = await store.get(`/TieredPriceList/GetMembers?${q}`);
    expect(r.status).toBe(400);
    expect(r.body.messageKey).toBe(API_ERROR_KEY.validation);
  });
});

describe('PUT /TieredPriceList/UpdateTieredPriceList', () => {
  it('renames and writes the edited members only, applying the blur rule', async () => {
    const { client, listId } = await ownLoyalty();
    const all = await allMembers(client, {}, listId!);
    // The factory menu: items, Oatmeal's two sizes and modifiers; the list prices Chocolate Cake alone.
    expect(new Map(all.map((m) => [m.Name, [m.MemberType, m.PriceListPrice]]))).toEqual(
      new Map([
        ['Almond Croissant', [0, null]],
        ['Butter Croissant', [0, null]],
        ['Chocolate Cake', [0, '5.40']],
        ['Extra Shot', [2, null]],
        ['Oat Milk', [2, null]],
        ['Oatmeal - Large', [1, null]],
        ['Oatmeal - Small', [1, null]],
      ]),
    );
    const unpriced = all.filter((m) => m.PriceListPrice === null).slice(0, 2);
    const priced = all.find((m) => m.PriceListPrice !== null)!;
    const untouched = all.filter((m) => ![...unpriced, priced].includes(m));
    const r = await update(
      client,
      {
        Name: 'Platinum Club 2',
        Members: [change(unpriced[0]!, '4.5'), change(unpriced[1]!, '2000000'), change(priced, null)],
      },
      listId!,
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      IsSuccessful: true,
      Message: '',
      TieredPriceListId: listId,
      ConcurrencyChecksum: await loadedChecksum(client),
    });

    expect((await client.get('/TieredPriceList/GetTieredPriceList')).body.Name).toBe('Platinum Club 2');
    const after = new Map((await allMembers(client, {}, listId!)).map((m) => [m.id, m]));
    expect(after.get(unpriced[0]!.id)!.PriceListPrice).toBe('4.50');
    expect(after.get(unpriced[1]!.id)!.PriceListPrice).toBe('999999.99');
    expect(after.get(priced.id)!.PriceListPrice).toBeNull();
    for (const m of untouched) expect(after.get(m.id)).toEqual(m);

    // Saving the name alone keeps every price.
    expect((await update(client, { Name: DEMO_PRICE_LIST_NAME, Members: [] }, listId!)).status).toBe(200);
    expect(new Map((await allMembers(client, {}, listId!)).map((m) => [m.id, m]))).toEqual(after);
  });

  it.each([
    ['an empty name', { Name: '' }, 400, M.programNameRequired, 'Name'],
    ['a blank name', { Name: '   ' }, 400, M.programNameRequired, 'Name'],
    ['a leading space', { Name: ' Gold' }, 400, M.programNamePattern, 'Name'],
    ['a trailing space', { Name: 'Gold ' }, 400, M.programNamePattern, 'Name'],
    ['a symbol', { Name: 'Gold-Club' }, 400, M.programNamePattern, 'Name'],
    ['31 characters', { Name: 'x'.repeat(31) }, 400, M.programNameTooLong, 'Name'],
    ['another merchant’s list', { TieredPriceListId: BISTRO_LIST }, 404, M.listNotFound, 'TieredPriceListId'],
    ['a list that does not exist', { TieredPriceListId: NO_SUCH_LIST }, 404, M.listNotFound, 'TieredPriceListId'],
  ])('refuses %s with its key and changes nothing', async (_label, patch, status, messageKey, field) => {
    const [first] = await allMembers();
    const before = await snapshot();
    const r = await update(store, { Name: 'Changed', Members: [change(first!, '1.23')], ...patch });
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, statusCode: status, messageKey, field });
    expect(await snapshot()).toEqual(before);
  });

  type TRow = TTieredPriceListMember;
  it.each([
    ['a price that is not a number', (_f: TRow, m: TRow) => change(m, '1-2'), 400, M.priceFormat, '.PriceListPrice'],
    ['a negative price', (_f: TRow, m: TRow) => change(m, '-1'), 400, M.priceFormat, '.PriceListPrice'],
    [
      'another merchant’s item',
      (_f: TRow, m: TRow) => ({ ...change(m, '1.00'), ItemMasterId: BISTRO_ITEM }),
      404,
      M.memberNotFound,
      '',
    ],
    [
      'an item that does not exist',
      (_f: TRow, m: TRow) => ({ ...change(m, '1.00'), ItemMasterId: NO_SUCH_ITEM }),
      404,
      M.memberNotFound,
      '',
    ],
    [
      'the wrong member type',
      (_f: TRow, m: TRow) => ({ ...change(m, '1.00'), MemberType: (m.MemberType + 2) % 4 }),
      404,
      M.memberNotFound,
      '',
    ],
    ['a member listed twice', (first: TRow) => change(first, '2.00'), 400, M.duplicateMember, ''],
  ])('refuses %s and writes nothing', async (_label, bad, status, messageKey, fieldEnd) => {
    const [first, second] = await allMembers();
    const before = await snapshot();
    const r = await update(store, { Name: 'Changed', Members: [change(first!, '3.33'), bad(first!, second!)] });
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ success: false, messageKey, field: `Members.1${fieldEnd}` });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a malformed body, without CSRF 403, without a session 401', async () => {
    const malformed = await update(store, { Name: 'Gold', Members: 'all' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.messageKey).toBe(API_ERROR_KEY.validation);
    const noCsrf = await store.request('PUT', '/TieredPriceList/UpdateTieredPriceList', {
      json: { TieredPriceListId: CAFE_LIST, Name: 'Gold', Members: [] },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.messageKey).toBe(API_ERROR_KEY.csrf);
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await update(anonymous, { Name: 'Gold', Members: [] })).status).toBe(401);
    expect((await anonymous.get('/TieredPriceList/GetTieredPriceList')).status).toBe(401);
  });

  it('answers FailedUpdateLoyaltyTierPricing when the database fails, writing nothing', async () => {
    const [first] = await allMembers();
    const before = await snapshot();
    await t.db.execute(sql`alter table tiered_price_list_members rename to tiered_price_list_members_away`);
    try {
      const r = await update(store, { Name: 'Changed', Members: [change(first!, '1.00')] });
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ success: false, messageKey: M.failedUpdate });
      expect(JSON.stringify(r.body)).not.toMatch(/tiered_price_list_members|at /);
    } finally {
      await t.db.execute(sql`alter table tiered_price_list_members_away rename to tiered_price_list_members`);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('ConcurrencyChecksum of UpdateTieredPriceList', () => {
  /** A list of the test's own, and a second session of the same merchant (another person at the same screen). */
  async function twoAtOnce() {
    const own = await ownLoyalty();
    const other = await signedIn((await createUser(t.db, own.merchant, { role: 'Owner' })).userName);
    return { ...own, listId: own.listId!, other };
  }
  const listRow = async (id: number) =>
    (await t.db.select().from(tieredPriceLists).where(eq(tieredPriceLists.id, id)))[0]!;
  const pricesOf = (id: number) =>
    t.db
      .select()
      .from(tieredPriceListMembers)
      .where(eq(tieredPriceListMembers.tieredPriceListId, id))
      .orderBy(tieredPriceListMembers.itemId, tieredPriceListMembers.itemVariationId);

  it('a stale checksum is refused with 409 and writes nothing; after a reload the save goes through', async () => {
    const { client, other, listId } = await twoAtOnce();
    const loaded = (await loadedChecksum(client))!;
    const [first, second] = await allMembers(client, {}, listId);
    const theirs = await update(other, { Name: 'Their Club', Members: [change(first!, '1.00')] }, listId);
    expect(theirs.status).toBe(200);
    expect(theirs.body.ConcurrencyChecksum).not.toBe(loaded);
    const before = { list: await listRow(listId), prices: await pricesOf(listId) };

    const mine = { Name: 'My Club', Members: [change(second!, '2.00')] };
    const late = await update(client, { ...mine, ConcurrencyChecksum: loaded }, listId);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ messageKey: M.staleChecksum, field: 'ConcurrencyChecksum' });
    expect({ list: await listRow(listId), prices: await pricesOf(listId) }).toEqual(before);

    // Reloaded (GetTieredPriceList answers the new checksum), the same save goes through on top of theirs.
    expect(await loadedChecksum(client)).toBe(theirs.body.ConcurrencyChecksum);
    expect((await update(client, mine, listId)).status).toBe(200);
    const after = new Map((await allMembers(client, {}, listId)).map((m) => [m.id, m.PriceListPrice]));
    expect([after.get(first!.id), after.get(second!.id)]).toEqual(['1.00', '2.00']);
    expect((await listRow(listId)).name).toBe('My Club');
  });

  it('of two parallel saves with the same checksum exactly one wins', async () => {
    const { client, other, listId } = await twoAtOnce();
    const loaded = await loadedChecksum(client);
    const [first] = await allMembers(client, {}, listId);
    const answers = await Promise.all([
      update(client, { Name: 'Mine', Members: [change(first!, '3.00')], ConcurrencyChecksum: loaded }, listId),
      update(other, { Name: 'Theirs', Members: [change(first!, '4.00')], ConcurrencyChecksum: loaded }, listId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const mineWon = answers[0]!.status === 200;
    expect((await listRow(listId)).name).toBe(mineWon ? 'Mine' : 'Theirs');
    const price = (await allMembers(client, {}, listId)).find((m) => m.id === first!.id)!.PriceListPrice;
    expect(price).toBe(mineWon ? '3.00' : '4.00');
  });

  it('a save without a checksum is refused as malformed', async () => {
    const { client, listId } = await twoAtOnce();
    const r = await update(client, { Name: 'Gold', Members: [], ConcurrencyChecksum: undefined }, listId);
    expect(r.body).toMatchObject({
      statusCode: 400,
      messageKey: API_ERROR_KEY.validation,
      field: 'ConcurrencyChecksum',
    });
  });
});

describe('access', () => {
  it('refuses every call (403) when the merchant lacks the flag, and changes nothing', async () => {
    const notified = await signedIn('notified');
    for (const path of ['/TieredPriceList/GetTieredPriceList', '/TieredPriceList/GetMembers'])
      expect((await notified.get(path)).status).toBe(403);
    const before = await snapshot();
    const add = await notified.post('/TieredPriceList/AddTieredPriceList', { Name: 'Mine', Members: [] });
    expect(add.status).toBe(403);
    const put = await update(notified, { Name: 'Mine', Members: [] });
    expect(put).toMatchObject({ status: 403, body: { messageKey: API_ERROR_KEY.forbidden } });
    expect(await snapshot()).toEqual(before);
  });

  it('reads the flag per request: a store value turning it off closes the page at once', async () => {
    const { merchant, client } = await ownLoyalty();
    const storeId = merchant.storeIds[0]!;
    expect((await client.get('/TieredPriceList/GetTieredPriceList')).status).toBe(200);
    await setFlag(merchant.merchantId, storeId, false);
    expect((await client.get('/TieredPriceList/GetTieredPriceList')).status).toBe(403);
    await t.db
      .delete(featureFlagValues)
      .where(and(eq(featureFlagValues.merchantId, merchant.merchantId), eq(featureFlagValues.storeId, storeId)));
    expect((await client.get('/TieredPriceList/GetTieredPriceList')).status).toBe(200);
  });

  it('refuses a user whose role lacks the Inventory section', async () => {
    const { merchant, client: manager } = await ownLoyalty({ role: 'Manager' });
    expect((await manager.get('/TieredPriceList/GetTieredPriceList')).status).toBe(200);
    await t.db
      .update(roleFeatures)
      .set({ isActive: false })
      .where(and(eq(roleFeatures.roleId, merchant.roleIds.Manager), eq(roleFeatures.featureId, FEATURE_ID.inventory)));
    expect((await manager.get('/TieredPriceList/GetMembers')).status).toBe(403);
  });

  it('refuses an admin who has chosen no merchant', async () => {
    expect((await (await signedIn('admin')).get('/TieredPriceList/GetTieredPriceList')).status).toBe(403);
  });
});

describe('POST /TieredPriceList/AddTieredPriceList', () => {
  it('refuses a second list for the merchant', async () => {
    const r = await store.post('/TieredPriceList/AddTieredPriceList', { Name: 'Second', Members: [] });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ messageKey: M.listExists, field: 'Name' });
  });

  it('adds the merchant’s first list with its edited members', async () => {
    const { merchant, client } = await ownLoyalty({ withList: false });
    const before = await snapshot();
    expect((await client.get('/TieredPriceList/GetTieredPriceList')).body).toBeNull();
    const [a, b] = await allMembers(client, { tieredPriceListId: 0 });

    const bad = await client.post('/TieredPriceList/AddTieredPriceList', { Name: 'Bad!', Members: [] });
    expect(bad.body).toMatchObject({ statusCode: 400, messageKey: M.programNamePattern, field: 'Name' });
    const foreign = await client.post('/TieredPriceList/AddTieredPriceList', {
      Name: 'Silver',
      Members: [{ ...change(a!, '1.00'), ItemMasterId: BISTRO_ITEM }],
    });
    expect(foreign.status).toBe(404);
    expect((await client.get('/TieredPriceList/GetTieredPriceList')).body).toBeNull();

    const r = await client.post('/TieredPriceList/AddTieredPriceList', {
      Name: 'Silver Club',
      Members: [change(a!, '7'), change(b!, '')],
    });
    expect(r.status).toBe(200);
    const id = r.body.TieredPriceListId as number;
    expect((await client.get('/TieredPriceList/GetTieredPriceList')).body).toEqual({
      TieredPriceListId: id,
      Name: 'Silver Club',
      ConcurrencyChecksum: r.body.ConcurrencyChecksum,
    });
    const rows = await allMembers(client, {}, id);
    expect(rows.filter((m) => m.PriceListPrice !== null).map((m) => [m.id, m.PriceListPrice])).toEqual([
      [a!.id, '7.00'],
    ]);
    // The demo merchants' lists and prices are untouched; the new list is the merchant's.
    const [added] = await t.db.select().from(tieredPriceLists).where(eq(tieredPriceLists.id, id));
    expect(added).toMatchObject({ merchantId: merchant.merchantId });
    expect(await snapshot()).toEqual({ ...before, lists: [...before.lists, added] });
  });
});
