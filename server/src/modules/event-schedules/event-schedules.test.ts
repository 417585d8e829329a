import {
  EVENT_SCHEDULES_ERROR as E,
  EVENT_SCHEDULES_PATH as PATH,
  type TEventSchedule,
  type TEventScheduleInsertRequest,
} from '@mp/contracts/event-schedules';
import { TIME_WINDOWS_ERROR as W } from '@mp/contracts/time-windows';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, eventSchedules } from '../../db/schema.ts';
import { EVENT_SCHEDULE, eventScheduleIdOf, MERCHANT } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW: TEventScheduleInsertRequest = {
  Name: 'Brunch',
  DaysOfWeek: [6, 0],
  StartTime: '10:00',
  EndTime: '13:30',
  StartDate: null,
  EndDate: null,
  IsActive: true,
};

const rowsOf = (merchantId: number) =>
  t.db.select().from(eventSchedules).where(eq(eventSchedules.merchantId, merchantId)).orderBy(eventSchedules.id);
const insert = async (c: TestClient, body: TEventScheduleInsertRequest = NEW): Promise<TEventSchedule> => {
  const r = await c.post(PATH.insert, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.IsSuccessful).toBe(true);
  return (r.body as { Entity: TEventSchedule }).Entity;
};
const updateOf = (s: TEventSchedule, changes: Partial<TEventSchedule> = {}) => {
  const { EventScheduleId, Name, DaysOfWeek, StartTime, EndTime, StartDate, EndDate, IsActive, ConcurrencyChecksum } = {
    ...s,
    ...changes,
  };
  return { EventScheduleId, Name, DaysOfWeek, StartTime, EndTime, StartDate, EndDate, IsActive, ConcurrencyChecksum };
};

async function company(): Promise<{ merchant: TMerchantFixture; owner: TestClient }> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  return { merchant, owner: await companyViewClient(t, merchant) };
}

describe('GetAll', () => {
  it("pages, sorts and searches the merchant's schedules (Demo Bistro's demo pair)", async () => {
    const c = t.client();
    await c.logOn('company');
    const r = await c.post(PATH.getAll, { SortColumn: 'StartTime', SortDirection: 'ASC' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.ResultSet).toEqual([
      expect.objectContaining({
        EventScheduleId: eventScheduleIdOf(MERCHANT.demoBistro, EVENT_SCHEDULE.lunch),
        Name: 'Lunch',
        StartTime: '11:00',
        EndTime: '14:00',
      }),
      expect.objectContaining({ Name: 'Happy Hour', DaysOfWeek: [1, 2, 3, 4, 5], StartTime: '16:00' }),
    ]);
    const search = await c.post(PATH.getAll, { SearchArg: 'happy' });
    expect(search.body).toMatchObject({ TotalRowCount: 1, ResultSet: [{ Name: 'Happy Hour' }] });
  });

  it('pages by PageRowCount and answers the total', async () => {
    const { owner } = await company();
    for (const name of ['A', 'B', 'C']) await insert(owner, { ...NEW, Name: name });
    const second = await owner.post(PATH.getAll, { PageRowCount: 2, RequestedPageNum: 2, SortDirection: 'DESC' });
    expect(second.body).toMatchObject({ TotalRowCount: 3, ResultSet: [{ Name: 'A' }] });
  });

  it('refuses an unknown sort column with 400 naming it', async () => {
    const { owner } = await company();
    const r = await owner.post(PATH.getAll, { SortColumn: 'merchant_id' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'SortColumn' });
  });
});

describe('Insert, Update and Delete', () => {
  it('creates, reads, changes and deletes a schedule; IsSuccessful true on each', async () => {
    const { merchant, owner } = await company();
    const created = await insert(owner);
    expect(created).toMatchObject({ Name: 'Brunch', DaysOfWeek: [0, 6], StartTime: '10:00', EndTime: '13:30' });
    const read = await owner.post(PATH.get, { EventScheduleId: created.EventScheduleId });
    expect(read.body).toEqual(created);

    const changed = await owner.post(
      PATH.update,
      updateOf(created, { Name: 'Late night', StartTime: '22:00', EndTime: '02:00', StartDate: '2026-06-01' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      IsSuccessful: true,
      Entity: { Name: 'Late night', StartTime: '22:00', EndTime: '02:00', StartDate: '2026-06-01', EndDate: null },
    });
    const next = (changed.body as { Entity: TEventSchedule }).Entity;
    expect(next.ConcurrencyChecksum).not.toBe(created.ConcurrencyChecksum);

    const deleted = await owner.post(PATH.delete, {
      EventScheduleId: next.EventScheduleId,
      ConcurrencyChecksum: next.ConcurrencyChecksum,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ IsSuccessful: true });
    expect(await rowsOf(merchant.merchantId)).toEqual([]);

    // One change-log entry each: the fields as they were and became.
    const log = await t.db
      .select({ entityName: changeLog.entityName, changes: changeLog.changes })
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'eventSchedule')))
      .orderBy(asc(changeLog.id));
    expect(log.map((entry) => entry.entityName)).toEqual(['Brunch', 'Late night', 'Late night']);
    expect(log[0]!.changes).toContainEqual({ Field: 'DaysOfWeek', Before: null, After: '0,6' });
    expect(log[1]!.changes).toContainEqual({ Field: 'Name', Before: 'Brunch', After: 'Late night' });
    expect(log[2]!.changes).toContainEqual({ Field: 'StartTime', Before: '22:00', After: null });
  });

  it.each<[string, Partial<TEventScheduleInsertRequest>, string, string]>([
    ['a blank name', { Name: '  ' }, 'Name', E.nameRequired],
    ['a name of 31', { Name: 'N'.repeat(31) }, 'Name', E.nameTooLong],
    ['no day', { DaysOfWeek: [] }, 'DaysOfWeek', W.daysRequired],
    ['a bad time', { StartTime: '7:00' }, 'StartTime', W.timeInvalid],
    ['start equal to end', { EndTime: '10:00' }, 'EndTime', W.sameStartEnd],
    ['an impossible date', { StartDate: '2026-02-30' }, 'StartDate', W.dateInvalid],
    [
      'an end date before the start',
      { StartDate: '2026-05-02', EndDate: '2026-05-01' },
      'EndDate',
      W.endDateBeforeStart,
    ],
  ])('refuses %s with 400 naming the field, nothing written', async (_name, values, field, key) => {
    const { merchant, owner } = await company();
    const r = await owner.post(PATH.insert, { ...NEW, ...values });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await rowsOf(merchant.merchantId)).toEqual([]);
  });

  it('refuses a name the merchant already has (any case) with 409 at Name', async () => {
    const { merchant, owner } = await company();
    const first = await insert(owner);
    const clash = await owner.post(PATH.insert, { ...NEW, Name: 'BRUNCH' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ field: 'Name', messageKey: E.nameTaken });
    const other = await insert(owner, { ...NEW, Name: 'Dinner' });
    const rename = await owner.post(PATH.update, updateOf(other, { Name: ' brunch ' }));
    expect(rename.status).toBe(409);
    expect((await rowsOf(merchant.merchantId)).map((r) => r.name)).toEqual([first.Name, 'Dinner']);
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const { merchant, owner } = await company();
    const created = await insert(owner);
    await insert(owner, { ...NEW, Name: 'Other' });
    expect((await owner.post(PATH.update, updateOf(created, { Name: 'First save' }))).status).toBe(200);
    const before = await rowsOf(merchant.merchantId);
    const stale = await owner.post(PATH.update, updateOf(created, { Name: 'Second save' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    const staleDelete = await owner.post(PATH.delete, {
      EventScheduleId: created.EventScheduleId,
      ConcurrencyChecksum: created.ConcurrencyChecksum,
    });
    expect(staleDelete.status).toBe(409);
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
  });
});

describe('merchant scope and view', () => {
  it("answers 404 for another merchant's schedule on every call, and changes nothing", async () => {
    const { owner } = await company();
    const foreignId = eventScheduleIdOf(MERCHANT.demoBistro, EVENT_SCHEDULE.happyHour);
    const before = await rowsOf(MERCHANT.demoBistro);
    const get = await owner.post(PATH.get, { EventScheduleId: foreignId });
    const update = await owner.post(PATH.update, { ...NEW, EventScheduleId: foreignId, ConcurrencyChecksum: '1' });
    const remove = await owner.post(PATH.delete, { EventScheduleId: foreignId, ConcurrencyChecksum: '1' });
    for (const r of [get, update, remove]) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ messageKey: E.notFound, field: 'EventScheduleId' });
    }
    expect(await rowsOf(MERCHANT.demoBistro)).toEqual(before);
    const list = await owner.post(PATH.getAll, {});
    expect(list.body).toEqual({ ResultSet: [], TotalRowCount: 0 });
  });

  it('lets the one store of a single-store merchant edit (it is the whole company)', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 1 });
    const clerk = await storeViewClient(t, merchant);
    await insert(clerk);
  });

  it('refuses a caller without a session', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post(PATH.getAll, {})).status).toBe(401);
  });
});
