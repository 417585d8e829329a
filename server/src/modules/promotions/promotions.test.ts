import { EVENT_SCHEDULES_PATH, type TEventSchedule } from '@mp/contracts/event-schedules';
import {
  PROMOTIONS_ERROR as E,
  PROMOTIONS_PATH as PATH,
  type TPromotion,
  type TPromotionInsertRequest,
} from '@mp/contracts/promotions';
import { TIME_WINDOWS_ERROR as W } from '@mp/contracts/time-windows';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, items, promotionCategories, promotionItems, promotions, promotionStores } from '../../db/schema.ts';
import { EVENT_SCHEDULE, eventScheduleIdOf, MERCHANT, PROMOTION, promotionIdOf } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createMenu, type TMenuFixture } from '../../test/factories/menu.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Everything stored of a merchant's promotions, to prove a refusal wrote nothing. */
const stateOf = async (merchantId: number) => ({
  rows: await t.db.select().from(promotions).where(eq(promotions.merchantId, merchantId)).orderBy(promotions.id),
  items: await t.db.select().from(promotionItems).where(eq(promotionItems.merchantId, merchantId)),
  categories: await t.db.select().from(promotionCategories).where(eq(promotionCategories.merchantId, merchantId)),
  stores: await t.db.select().from(promotionStores).where(eq(promotionStores.merchantId, merchantId)),
});
const insert = async (c: TestClient, body: TPromotionInsertRequest): Promise<TPromotion> => {
  const r = await c.post(PATH.insert, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.IsSuccessful).toBe(true);
  return (r.body as { Entity: TPromotion }).Entity;
};
const updateOf = (p: TPromotion, changes: Partial<TPromotionInsertRequest> = {}) => {
  const { Status: _s, Overlaps: _o, ...fields } = p;
  return { ...fields, ...changes };
};
const deleteOf = (p: TPromotion) => ({ PromotionId: p.PromotionId, ConcurrencyChecksum: p.ConcurrencyChecksum });

type TWorld = { merchant: TMerchantFixture; menu: TMenuFixture; owner: TestClient; draft: TPromotionInsertRequest };
async function company(): Promise<TWorld> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const menu = await createMenu(t.db, merchant);
  const draft: TPromotionInsertRequest = {
    Name: 'Pastry week',
    Kind: 'PercentOff',
    Value: 20,
    ItemIds: [menu.itemIds['Chocolate Cake']],
    ItemCategoryIds: [menu.categoryIds.PASTRIES],
    Timing: 'DateRange',
    EventScheduleId: null,
    StartDate: '2026-01-01',
    EndDate: '2099-12-31',
    StoreIds: [merchant.storeIds[0]!],
  };
  return { merchant, menu, owner: await companyViewClient(t, merchant), draft };
}

describe('GetAll', () => {
  it("pages, sorts by status, filters and searches the demo's promotions", async () => {
    const c = t.client();
    await c.logOn('company');
    const r = await c.post(PATH.getAll, { SortColumn: 'Status', SortDirection: 'DESC' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.TotalRowCount).toBe(3);
    expect(r.body.ResultSet[0]).toMatchObject({
      PromotionId: promotionIdOf(MERCHANT.demoBistro, PROMOTION.summerSale),
      Name: 'Summer sale',
      Kind: 'AmountOff',
      Value: 2,
      Status: 'Expired',
    });
    expect(r.body.ResultSet.find((p: { Name: string }) => p.Name === 'Happy Hour drinks')).toMatchObject({
      Timing: 'Schedule',
      EventScheduleId: eventScheduleIdOf(MERCHANT.demoBistro, EVENT_SCHEDULE.happyHour),
      ScheduleName: 'Happy Hour',
      Status: 'Active',
      Value: 20,
    });
    const expired = await c.post(PATH.getAll, { Status: 'Expired' });
    expect(expired.body).toMatchObject({ TotalRowCount: 1, ResultSet: [{ Name: 'Summer sale' }] });
    const search = await c.post(PATH.getAll, { SearchArg: 'lunch' });
    expect(search.body).toMatchObject({ TotalRowCount: 1, ResultSet: [{ Name: 'Lunch special', Kind: 'SetPrice' }] });
  });

  it('refuses an unknown sort column or status with 400 naming it', async () => {
    const { owner } = await company();
    expect((await owner.post(PATH.getAll, { SortColumn: 'merchant_id' })).body).toMatchObject({ field: 'SortColumn' });
    const status = await owner.post(PATH.getAll, { Status: 'Paused' });
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ field: 'Status' });
  });
});

describe('Insert, Get, Update and Delete', () => {
  it('creates, reads, changes and deletes a promotion, logging each change', async () => {
    const { merchant, menu, owner, draft } = await company();
    const created = await insert(owner, { ...draft, Name: ' Pastry week ' });
    expect(created).toMatchObject({
      Name: 'Pastry week',
      Kind: 'PercentOff',
      Value: 20,
      ItemIds: [menu.itemIds['Chocolate Cake']],
      ItemCategoryIds: [menu.categoryIds.PASTRIES],
      StoreIds: [merchant.storeIds[0]],
      Status: 'Active',
      Overlaps: [],
    });
    expect((await owner.post(PATH.get, { PromotionId: created.PromotionId })).body).toEqual(created);
    const changed = await owner.post(
      PATH.update,
      updateOf(created, { Kind: 'SetPrice', Value: 2.5, ItemIds: [], StoreIds: merchant.storeIds }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const next = (changed.body as { Entity: TPromotion }).Entity;
    expect(next).toMatchObject({ Kind: 'SetPrice', Value: 2.5, ItemIds: [], StoreIds: merchant.storeIds });
    expect(next.ConcurrencyChecksum).not.toBe(created.ConcurrencyChecksum);
    const deleted = await owner.post(PATH.delete, deleteOf(next));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ IsSuccessful: true });
    expect(await stateOf(merchant.merchantId)).toEqual({ rows: [], items: [], categories: [], stores: [] });
    const log = await t.db
      .select({ entityName: changeLog.entityName, changes: changeLog.changes })
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'promotion')))
      .orderBy(asc(changeLog.id));
    expect(log.map((entry) => entry.entityName)).toEqual(['Pastry week', 'Pastry week', 'Pastry week']);
    expect(log[0]!.changes).toContainEqual({ Field: 'Kind', Before: null, After: 'PercentOff' });
    expect(log[1]!.changes).toContainEqual({ Field: 'Value', Before: '20.00', After: '2.50' });
    expect(log[2]!.changes).toContainEqual({ Field: 'Name', Before: 'Pastry week', After: null });
  });

  it('keeps only the timing chosen: a schedule clears the dates', async () => {
    const { merchant, owner, draft } = await company();
    const schedule = await owner.post(EVENT_SCHEDULES_PATH.insert, {
      Name: 'Brunch',
      DaysOfWeek: [0, 6],
      StartTime: '10:00',
      EndTime: '13:00',
      StartDate: null,
      EndDate: null,
      IsActive: true,
    });
    const scheduleId = (schedule.body as { Entity: TEventSchedule }).Entity.EventScheduleId;
    const created = await insert(owner, { ...draft, Timing: 'Schedule', EventScheduleId: scheduleId });
    expect(created).toMatchObject({ Timing: 'Schedule', EventScheduleId: scheduleId, StartDate: null, EndDate: null });
    expect((await stateOf(merchant.merchantId)).rows[0]).toMatchObject({ startDate: null, endDate: null });
  });

  it.each<[string, Partial<TPromotionInsertRequest>, string, string]>([
    ['a blank name', { Name: '  ' }, 'Name', E.nameRequired],
    ['a name of 51', { Name: 'N'.repeat(51) }, 'Name', E.nameTooLong],
    ['an unknown kind', { Kind: 'Half' as 'SetPrice' }, 'Kind', E.kindRequired],
    ['0 % off', { Value: 0 }, 'Value', E.percentRange],
    ['a negative amount off', { Kind: 'AmountOff', Value: -1 }, 'Value', E.amountRange],
    ['nothing targeted', { ItemIds: [], ItemCategoryIds: [] }, 'ItemIds', E.targetRequired],
    ['no store', { StoreIds: [] }, 'StoreIds', E.storesRequired],
    ['a schedule without its id', { Timing: 'Schedule' }, 'EventScheduleId', E.scheduleRequired],
    ['a range without a start', { StartDate: null }, 'StartDate', E.startDateRequired],
    ['an end before the start', { EndDate: '2025-12-31' }, 'EndDate', W.endDateBeforeStart],
  ])('refuses %s with 400 naming the field, nothing written', async (_name, values, field, key) => {
    const { merchant, owner, draft } = await company();
    const r = await owner.post(PATH.insert, { ...draft, ...values });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect((await stateOf(merchant.merchantId)).rows).toEqual([]);
  });

  it("refuses another merchant's items, categories, stores and schedules with 400 at the field", async () => {
    const { merchant, owner, draft } = await company();
    const other = await company();
    const cases: [Partial<TPromotionInsertRequest>, string, string][] = [
      [{ ItemIds: [other.menu.itemIds['Butter Croissant']] }, 'ItemIds', E.unknownItem],
      [{ ItemCategoryIds: [other.menu.categoryIds.DESSERTS] }, 'ItemCategoryIds', E.unknownCategory],
      [{ StoreIds: [other.merchant.storeIds[0]!] }, 'StoreIds', E.unknownStore],
      [
        { Timing: 'Schedule', EventScheduleId: eventScheduleIdOf(MERCHANT.demoBistro, EVENT_SCHEDULE.lunch) },
        'EventScheduleId',
        E.unknownSchedule,
      ],
    ];
    for (const [values, field, key] of cases) {
      const r = await owner.post(PATH.insert, { ...draft, ...values });
      expect(r.status, field).toBe(400);
      expect(r.body).toMatchObject({ field, messageKey: key });
      expect((await owner.post(PATH.preview, { ...draft, ...values })).body).toMatchObject({ field });
    }
    expect((await stateOf(merchant.merchantId)).rows).toEqual([]);
  });

  it('refuses a name the merchant already has (any case) with 409 at Name', async () => {
    const { merchant, owner, draft } = await company();
    await insert(owner, draft);
    const clash = await owner.post(PATH.insert, { ...draft, Name: 'PASTRY WEEK' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ field: 'Name', messageKey: E.nameTaken });
    expect((await stateOf(merchant.merchantId)).rows).toHaveLength(1);
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const { merchant, owner, draft } = await company();
    const created = await insert(owner, draft);
    expect((await owner.post(PATH.update, updateOf(created, { Name: 'First save' }))).status).toBe(200);
    const before = await stateOf(merchant.merchantId);
    const stale = await owner.post(PATH.update, updateOf(created, { Name: 'Second save', ItemIds: [] }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect((await owner.post(PATH.delete, deleteOf(created))).status).toBe(409);
    expect(await stateOf(merchant.merchantId)).toEqual(before);
  });

  it('drops an item deleted since from what the promotion names and reaches, as restrictions do', async () => {
    const { menu, owner, draft } = await company();
    const created = await insert(owner, draft);
    await t.db.update(items).set({ isDeleted: true }).where(eq(items.id, menu.itemIds['Chocolate Cake']));
    const read = await owner.post(PATH.get, { PromotionId: created.PromotionId });
    expect(read.body).toMatchObject({ ItemIds: [], ItemCategoryIds: [menu.categoryIds.PASTRIES] });
    const preview = await owner.post(PATH.preview, { ...draft, ItemIds: [] });
    expect(preview.body.Items.map((i: { ItemName: string }) => i.ItemName)).toEqual([
      'Almond Croissant',
      'Butter Croissant',
    ]);
  });
});

describe('status', () => {
  it.each<[string, Partial<TPromotionInsertRequest>, string]>([
    ['a range ahead', { StartDate: '2098-01-01', EndDate: '2098-12-31' }, 'Scheduled'],
    ['a range running', { StartDate: '2000-01-01', EndDate: '2099-12-31' }, 'Active'],
    ['a range ended', { StartDate: '2000-01-01', EndDate: '2000-12-31' }, 'Expired'],
  ])('%s is %s', async (_name, values, status) => {
    const { owner, draft } = await company();
    expect((await insert(owner, { ...draft, ...values })).Status).toBe(status);
    expect((await owner.post(PATH.getAll, { Status: status })).body.TotalRowCount).toBe(1);
  });

  it("follows the schedule's own date range", async () => {
    const { owner, draft } = await company();
    const schedule = await owner.post(EVENT_SCHEDULES_PATH.insert, {
      Name: 'Old lunch',
      DaysOfWeek: [1],
      StartTime: '11:00',
      EndTime: '14:00',
      StartDate: '2000-01-01',
      EndDate: '2000-06-30',
      IsActive: true,
    });
    const scheduleId = (schedule.body as { Entity: TEventSchedule }).Entity.EventScheduleId;
    expect((await insert(owner, { ...draft, Timing: 'Schedule', EventScheduleId: scheduleId })).Status).toBe('Expired');
  });
});

describe('Preview and overlaps', () => {
  it("answers the draft's items once each with their promoted prices, writing nothing", async () => {
    const { merchant, menu, owner, draft } = await company();
    const r = await owner.post(PATH.preview, {
      ...draft,
      ItemIds: [menu.itemIds['Butter Croissant'], menu.itemIds['Chocolate Cake']],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      Items: [
        {
          ItemMasterId: menu.itemIds['Almond Croissant'],
          ItemName: 'Almond Croissant',
          CategoryName: 'PASTRIES',
          RegularPrice: 4.25,
          PromotedPrice: 3.4,
        },
        expect.objectContaining({ ItemName: 'Butter Croissant', RegularPrice: 3.75, PromotedPrice: 3 }),
        expect.objectContaining({ ItemName: 'Chocolate Cake', CategoryName: 'DESSERTS', PromotedPrice: 4.8 }),
      ],
      Overlaps: [],
    });
    const setPrice = await owner.post(PATH.preview, { ...draft, Kind: 'AmountOff', Value: 4 });
    expect(setPrice.body.Items.map((i: { PromotedPrice: number }) => i.PromotedPrice)).toEqual([0.25, 0, 2]);
    expect((await stateOf(merchant.merchantId)).rows).toEqual([]);
    const bad = await owner.post(PATH.preview, { ...draft, Value: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'Value', messageKey: E.percentRange });
  });

  it('warns of promotions sharing an item in a store at the same time, and saves anyway', async () => {
    const { merchant, menu, owner, draft } = await company();
    const [first, second] = merchant.storeIds as [number, number];
    const pastries = await insert(owner, { ...draft, ItemIds: [] });
    // The croissant through its category, in the same store, in June: an overlap.
    const june = await insert(owner, {
      ...draft,
      Name: 'June croissant',
      Kind: 'SetPrice',
      Value: 2,
      ItemIds: [menu.itemIds['Butter Croissant']],
      ItemCategoryIds: [],
      StartDate: '2026-06-01',
      EndDate: '2026-06-30',
      StoreIds: [first, second],
    });
    expect(june.Overlaps).toEqual([{ PromotionId: pastries.PromotionId, Name: 'Pastry week' }]);
    // Another store only meets June's croissant there; another year or another item meets none.
    await insert(owner, { ...draft, Name: 'Other store', ItemIds: [], StoreIds: [second] });
    await insert(owner, { ...draft, Name: 'Last year', StartDate: '2025-01-01', EndDate: '2025-12-31' });
    await insert(owner, { ...draft, Name: 'Oatmeal', ItemIds: [menu.itemIds.Oatmeal], ItemCategoryIds: [] });
    const read = await owner.post(PATH.get, { PromotionId: pastries.PromotionId });
    expect(read.body.Overlaps).toEqual([{ PromotionId: june.PromotionId, Name: 'June croissant' }]);
    const list = await owner.post(PATH.getAll, { SortColumn: 'Name' });
    expect(
      Object.fromEntries(list.body.ResultSet.map((r: TPromotion) => [r.Name, r.Overlaps.map((o) => o.Name)])),
    ).toEqual({
      'June croissant': ['Other store', 'Pastry week'],
      'Last year': [],
      Oatmeal: [],
      'Other store': ['June croissant'],
      'Pastry week': ['June croissant'],
    });
    // A draft of the saved promotion leaves itself out.
    const preview = await owner.post(PATH.preview, { ...draft, ItemIds: [], PromotionId: pastries.PromotionId });
    expect(preview.body.Overlaps.map((o: { Name: string }) => o.Name)).toEqual(['June croissant']);
  });

  it('compares a schedule with a date range by the days the range falls on', async () => {
    const { owner, draft } = await company();
    const schedule = await owner.post(EVENT_SCHEDULES_PATH.insert, {
      Name: 'Weekday lunch',
      DaysOfWeek: [1, 2, 3, 4, 5],
      StartTime: '11:00',
      EndTime: '14:00',
      StartDate: null,
      EndDate: null,
      IsActive: true,
    });
    const scheduleId = (schedule.body as { Entity: TEventSchedule }).Entity.EventScheduleId;
    await insert(owner, { ...draft, Name: 'Lunch', Timing: 'Schedule', EventScheduleId: scheduleId });
    // 2026-06-06 and 07 are a weekend.
    const weekend = await owner.post(PATH.preview, { ...draft, StartDate: '2026-06-06', EndDate: '2026-06-07' });
    expect(weekend.body.Overlaps).toEqual([]);
    const monday = await owner.post(PATH.preview, { ...draft, StartDate: '2026-06-08', EndDate: '2026-06-08' });
    expect(monday.body.Overlaps).toEqual([expect.objectContaining({ Name: 'Lunch' })]);
  });
});

describe('event schedules in use', () => {
  it('refuses to delete a schedule a promotion uses, naming the promotions; deletes it once unused', async () => {
    const { owner, draft } = await company();
    const made = await owner.post(EVENT_SCHEDULES_PATH.insert, {
      Name: 'Late night',
      DaysOfWeek: [5, 6],
      StartTime: '22:00',
      EndTime: '02:00',
      StartDate: null,
      EndDate: null,
      IsActive: true,
    });
    const schedule = (made.body as { Entity: TEventSchedule }).Entity;
    const promotion = await insert(owner, { ...draft, Timing: 'Schedule', EventScheduleId: schedule.EventScheduleId });
    const key = { EventScheduleId: schedule.EventScheduleId, ConcurrencyChecksum: schedule.ConcurrencyChecksum };
    const refused = await owner.post(EVENT_SCHEDULES_PATH.delete, key);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      field: 'EventScheduleId',
      messageKey: 'eventSchedules.errors.inUse',
      data: { Users: [{ Name: 'Pastry week' }] },
    });
    expect((await owner.post(EVENT_SCHEDULES_PATH.get, { EventScheduleId: schedule.EventScheduleId })).status).toBe(
      200,
    );
    expect((await owner.post(PATH.delete, deleteOf(promotion))).status).toBe(200);
    expect((await owner.post(EVENT_SCHEDULES_PATH.delete, key)).status).toBe(200);
  });
});

describe('merchant scope and view', () => {
  it("answers 404 for another merchant's promotion on every call, and changes nothing", async () => {
    const { owner, draft } = await company();
    const foreignId = promotionIdOf(MERCHANT.demoBistro, PROMOTION.lunchSpecial);
    const before = await stateOf(MERCHANT.demoBistro);
    const get = await owner.post(PATH.get, { PromotionId: foreignId });
    const update = await owner.post(PATH.update, { ...draft, PromotionId: foreignId, ConcurrencyChecksum: '1' });
    const remove = await owner.post(PATH.delete, { PromotionId: foreignId, ConcurrencyChecksum: '1' });
    for (const r of [get, update, remove]) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ messageKey: E.notFound, field: 'PromotionId' });
    }
    expect(await stateOf(MERCHANT.demoBistro)).toEqual(before);
    expect((await owner.post(PATH.getAll, {})).body).toEqual({ ResultSet: [], TotalRowCount: 0 });
  });

  it('offers only the merchant’s own categories, items, live stores and schedules', async () => {
    const { merchant, menu, owner } = await company();
    const r = await owner.post(PATH.choices, {});
    expect(r.status).toBe(200);
    expect(r.body.Stores.map((s: { StoreId: number }) => s.StoreId).sort()).toEqual([...merchant.storeIds].sort());
    expect(r.body.Categories.map((c: { ItemCategoryId: number }) => c.ItemCategoryId).sort()).toEqual(
      Object.values(menu.categoryIds).sort(),
    );
    expect(r.body.EventSchedules).toEqual([]);
  });

  it("lets a store of a multi-store company change the company's promotions (the catalogue's view rule)", async () => {
    const { merchant, owner, draft } = await company();
    const created = await insert(owner, draft);
    const clerk = await storeViewClient(t, merchant);
    expect((await clerk.post(PATH.getAll, {})).body.TotalRowCount).toBe(1);
    expect((await clerk.post(PATH.preview, draft)).status).toBe(200);
    const renamed = await clerk.post(PATH.update, updateOf(created, { Name: 'Store week' }));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await clerk.post(PATH.insert, { ...draft, Name: 'Store added' })).status).toBe(200);
    expect((await stateOf(merchant.merchantId)).rows.map((r) => r.name).sort()).toEqual(['Store added', 'Store week']);
    const seen = (await owner.post(PATH.getAll, {})).body.ResultSet.map((r: { Name: string }) => r.Name).sort();
    expect(seen).toEqual(['Store added', 'Store week']);
  });

  it('refuses a caller without a session', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post(PATH.getAll, {})).status).toBe(401);
  });
});
