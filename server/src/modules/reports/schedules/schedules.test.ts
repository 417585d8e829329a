import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import {
  SCHEDULE_ERROR,
  type TCreateScheduleRequest,
  type TSchedule,
  type TScheduleList,
} from '@mp/contracts/report-schedules';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns, reportSchedules, roleFeatures } from '../../../db/schema.ts';
import { outboxMessages, type TOutboxMessage } from '../../../mail/outbox.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { companyViewClient } from '../../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

/**
 * Scheduled reports (issue 16 §7) through HTTP and the job runner with a controlled clock: the calls and their
 * refusals, whose schedules a user sees, firing once per period at the store's local time with the report attached,
 * the access re-checked when it fires, the unsubscribe link, and the daily digest.
 */
let t: TTestApp;
let merchant: TMerchantFixture;
let other: TMerchantFixture;

beforeAll(async () => {
  t = await startTestApp();
  // Chicago: the schedule's 07:00 is 12:00 or 13:00 UTC depending on daylight saving.
  merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/Chicago', 'Europe/London'] });
  other = await createMerchant(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** Addresses no other test uses: the runner fires every due schedule of the database, so each test reads its own mail. */
const addresses = (...names: string[]) => {
  const tag = randomBytes(3).toString('hex');
  return names.map((name) => `${name}-${tag}@example.com`);
};

const schedule = (patch: Partial<TCreateScheduleRequest> = {}): TCreateScheduleRequest => ({
  ReportFile: 'OperationsSummary',
  Name: 'Morning summary',
  Params: { ShowStoreDetail: 'false' },
  Range: 'yesterday',
  Cadence: 'daily',
  LocalTime: '07:00',
  Recipients: ['owner@example.com', 'books@example.com'],
  Formats: ['pdf', 'csv'],
  ...patch,
});

/** A new owner of the merchant signed in at its first store (Chicago). */
async function ownerAt(of: TMerchantFixture, storeIds: number[] = [of.storeIds[0]!]): Promise<TestClient> {
  const user = await createUser(t.db, of, { storeIds });
  const client = t.client();
  await client.logOn(user.userName);
  if (storeIds.length > 1) await client.post(`/Account/SaveStoreContext?StoreId=${storeIds[0]}`, {});
  return client;
}

async function create(client: TestClient, patch: Partial<TCreateScheduleRequest> = {}) {
  const res = await client.post('/ReportSchedule/CreateSchedule', schedule(patch));
  expect(res.status, res.text).toBe(200);
  return res.body as { Id: number; ConcurrencyChecksum: string };
}
const getOne = async (client: TestClient, id: number) => client.get<TSchedule>(`/ReportSchedule/GetSchedule?Id=${id}`);
const list = async (client: TestClient, query = '') =>
  (await client.get<TScheduleList>(`/ReportSchedule/GetSchedules${query}`)).body;
const update = (client: TestClient, body: object) =>
  client.request('PUT', '/ReportSchedule/UpdateSchedule', { json: body });
const remove = (client: TestClient, id: number) => client.request('DELETE', `/ReportSchedule/DeleteSchedule?Id=${id}`);

/** The messages to these addresses (the outbox is the test's mail). */
async function mailTo(recipients: readonly string[]): Promise<TOutboxMessage[]> {
  return (await outboxMessages(t.env.dataDir)).filter((m) => recipients.includes(m.to));
}
const runsOf = (id: number) =>
  t.db
    .select({ period: jobRuns.period, state: jobRuns.state, detail: jobRuns.detail, attempts: jobRuns.attempts })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, 'report-schedule'), eq(jobRuns.key, String(id))))
    .orderBy(jobRuns.id);
const withoutFeature = (roleId: number, featureId: number) =>
  t.db
    .update(roleFeatures)
    .set({ isActive: false })
    .where(and(eq(roleFeatures.roleId, roleId), eq(roleFeatures.featureId, featureId)));
const minutes = (at: string | Date, n: number) => new Date(new Date(at).getTime() + n * 60_000);

describe('the schedule calls', () => {
  let owner: TestClient;
  beforeEach(async () => {
    owner = await ownerAt(merchant);
  });

  it('creates a schedule for the session store, answers it with the next run in the store zone, and lists it', async () => {
    const before = Date.now();
    const { Id, ConcurrencyChecksum } = await create(owner);
    const got = await getOne(owner, Id);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      Id,
      Kind: 'report',
      Name: 'Morning summary',
      ReportFile: 'OperationsSummary',
      StoreId: merchant.storeIds[0],
      TimeZone: 'America/Chicago',
      Recipients: ['owner@example.com', 'books@example.com'],
      Formats: ['pdf', 'csv'],
      LastRun: null,
      ConcurrencyChecksum,
    });
    const next = new Date(got.body.NextRunAt!);
    // The next 07:00 on Chicago's clock, within the coming day.
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', timeStyle: 'short' }).format(next)).toBe(
      '07:00',
    );
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(24 * 3_600_000);
    const listed = await list(owner);
    expect(listed.ResultSet.map((s) => s.Id)).toEqual([Id]);
    expect(listed.TotalRowCount).toBe(1);
    expect(listed.Digest).toBeNull();
  });

  it('an edit with the loaded checksum saves and moves the next run; a stale one answers 409 and writes nothing', async () => {
    const { Id, ConcurrencyChecksum } = await create(owner);
    const { ReportFile: _file, ...fields } = schedule();
    const weekly = {
      ...fields,
      Id,
      ConcurrencyChecksum,
      Name: 'Weekly',
      Cadence: 'weekly',
      Weekday: 1,
      LocalTime: '06:30',
    };
    const saved = await update(owner, weekly);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.ConcurrencyChecksum).not.toBe(ConcurrencyChecksum);
    const after = (await getOne(owner, Id)).body;
    expect(after).toMatchObject({ Name: 'Weekly', Cadence: 'weekly', Weekday: 1, LocalTime: '06:30' });
    expect(new Date(after.NextRunAt!).getUTCDay()).toBe(1);

    const stale = await update(owner, { ...weekly, Name: 'Lost edit' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: SCHEDULE_ERROR.staleChecksum, field: 'ConcurrencyChecksum' });
    expect((await getOne(owner, Id)).body.Name).toBe('Weekly');
  });

  it('deletes a schedule; then it is not found', async () => {
    const { Id } = await create(owner);
    expect((await remove(owner, Id)).body).toEqual({ IsSuccessful: true });
    const gone = await getOne(owner, Id);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ messageKey: SCHEDULE_ERROR.notFound, field: 'Id' });
    expect((await remove(owner, Id)).status).toBe(404);
  });

  it.each([
    ['a name over 60 characters', { Name: 'x'.repeat(61) }, 'Name', SCHEDULE_ERROR.nameTooLong],
    ['a bad time', { LocalTime: '25:00' }, 'LocalTime', SCHEDULE_ERROR.invalidTime],
    ['weekly without a weekday', { Cadence: 'weekly' }, 'Weekday', SCHEDULE_ERROR.weekdayRequired],
    ['monthly without a day', { Cadence: 'monthly' }, 'MonthDay', SCHEDULE_ERROR.monthDayRequired],
    ['a bad address', { Recipients: ['ok@example.com', 'nope'] }, 'Recipients.1', SCHEDULE_ERROR.invalidRecipient],
    [
      'eleven recipients',
      { Recipients: Array.from({ length: 11 }, (_, i) => `r${i}@example.com`) },
      'Recipients',
      SCHEDULE_ERROR.tooManyRecipients,
    ],
    ['no format', { Formats: [] }, 'Formats', SCHEDULE_ERROR.formatsRequired],
    ['an unknown report', { ReportFile: 'Nope' }, 'ReportFile', SCHEDULE_ERROR.unknownReport],
    [
      'a report option it refuses',
      { Params: { DaysToSelect: '8' } },
      'Params.DaysToSelect',
      'reports.errors.invalidDays',
    ],
    ['day 31', { Cadence: 'monthly', MonthDay: 31 }, 'MonthDay', 'common.errors.validation'],
  ] as const)('refuses %s with 400 naming the field, and saves nothing', async (_, patch, field, messageKey) => {
    const before = (await list(owner)).TotalRowCount;
    const res = await owner.post('/ReportSchedule/CreateSchedule', schedule(patch as Partial<TCreateScheduleRequest>));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageKey, field });
    expect((await list(owner)).TotalRowCount).toBe(before);
  });

  it('refuses a report the role may not open (403), and every call to a role without the Results hub', async () => {
    // A merchant of its own: the test changes its roles.
    const restricted = await createMerchant(t.db);
    await withoutFeature(restricted.roleIds.Manager, FEATURE_ID.salesReports);
    const manager = t.client();
    await manager.logOn((await createUser(t.db, restricted, { role: 'Manager' })).userName);
    const refused = await manager.post('/ReportSchedule/CreateSchedule', schedule({ ReportFile: 'ItemSales' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ messageKey: SCHEDULE_ERROR.reportNotAllowed, field: 'ReportFile' });
    expect((await manager.post('/ReportSchedule/CreateSchedule', schedule())).status).toBe(200);

    await withoutFeature(restricted.roleIds.Manager, FEATURE_ID.results);
    expect((await manager.get('/ReportSchedule/GetSchedules')).status).toBe(403);
    expect((await manager.post('/ReportSchedule/CreateSchedule', schedule())).status).toBe(403);
  });
});

describe('whose schedules', () => {
  it('a user sees and changes only their own: another user of the merchant, or of another merchant, gets 404', async () => {
    const owner = await ownerAt(merchant);
    const { Id, ConcurrencyChecksum } = await create(owner);
    const colleague = await ownerAt(merchant);
    const stranger = await ownerAt(other);
    for (const client of [colleague, stranger]) {
      expect((await list(client)).ResultSet.map((s) => s.Id)).not.toContain(Id);
      expect((await getOne(client, Id)).status).toBe(404);
      const { ReportFile: _file, ...fields } = schedule();
      expect((await update(client, { ...fields, Id, ConcurrencyChecksum, Name: 'Hijacked' })).status).toBe(404);
      expect((await remove(client, Id)).status).toBe(404);
    }
    expect((await getOne(owner, Id)).body.Name).toBe('Morning summary');
  });

  it('a company-view schedule belongs to the company view and fires on the first store zone', async () => {
    const company = await companyViewClient(t, merchant);
    const { Id } = await create(company);
    expect((await getOne(company, Id)).body).toMatchObject({
      StoreId: 0,
      StoreName: merchant.name,
      TimeZone: 'America/Chicago',
    });
  });
});

describe('the runner (controlled clock)', () => {
  it('fires once per period at 07:00 store time, mails each recipient the report as PDF and CSV, for yesterday', async () => {
    const owner = await ownerAt(merchant);
    const recipients = addresses('owner', 'books');
    const { Id } = await create(owner, { Recipients: recipients });
    const first = (await getOne(owner, Id)).body.NextRunAt!;

    await t.app.jobs.tick(minutes(first, -1));
    expect(await mailTo(recipients)).toEqual([]);

    await t.app.jobs.tick(new Date(first));
    const messages = await mailTo(recipients);
    expect(messages.map((m) => m.to).sort()).toEqual([...recipients].sort());
    const fireDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(first));
    const yesterday = new Date(Date.parse(`${fireDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const message of messages) {
      expect(message.subject).toContain('Morning summary');
      expect(message.subject).toContain(yesterday);
      expect(message.attachments.map((a) => a.filename).sort()).toEqual([
        `OperationsSummary_${yesterday}_${yesterday}.csv`,
        `OperationsSummary_${yesterday}_${yesterday}.pdf`,
      ]);
      const pdf = message.attachments.find((a) => a.filename.endsWith('.pdf'))!;
      expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
      const csv = message.attachments.find((a) => a.filename.endsWith('.csv'))!;
      expect(csv.content.toString('utf8')).toContain(`${merchant.name} Store 1`);
      expect(message.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/portal\.test\/ReportSchedule\/Unsubscribe\?token=/,
      );
    }

    // The same instant again, and later the same day: nothing more.
    await t.app.jobs.tick(new Date(first));
    await t.app.jobs.tick(minutes(first, 600));
    expect(await mailTo(recipients)).toHaveLength(2);
    // The next day's 07:00 is the next period.
    const got = (await getOne(owner, Id)).body;
    expect(new Date(got.NextRunAt!).getTime()).toBe(new Date(first).getTime() + 24 * 3_600_000);
    expect(got.LastRun).toMatchObject({ State: 'sent', DueAt: new Date(first).toISOString() });
    await t.app.jobs.tick(new Date(got.NextRunAt!));
    expect(await mailTo(recipients)).toHaveLength(4);
    expect((await runsOf(Id)).map((r) => r.state)).toEqual(['sent', 'sent']);
  });

  it('moved back into a period that already fired (an edit), the schedule does not fire it again', async () => {
    const owner = await ownerAt(merchant);
    const recipients = addresses('edit');
    const { Id } = await create(owner, { Recipients: recipients });
    const first = (await getOne(owner, Id)).body.NextRunAt!;
    await t.app.jobs.tick(new Date(first));
    const loaded = (await getOne(owner, Id)).body;
    const [run] = await runsOf(Id);
    await t.db
      .update(reportSchedules)
      .set({ nextFireAt: minutes(first, 60), nextPeriod: run!.period })
      .where(eq(reportSchedules.id, Id));
    await t.app.jobs.tick(minutes(first, 61));
    expect(await mailTo(recipients)).toHaveLength(1);
    expect(await runsOf(Id)).toHaveLength(1);
    // Firing does not make the user's open form stale.
    expect((await getOne(owner, Id)).body.ConcurrencyChecksum).toBe(loaded.ConcurrencyChecksum);
  });

  it('after days with no process running, sends the latest missed period once', async () => {
    const owner = await ownerAt(merchant);
    const recipients = addresses('late');
    const { Id } = await create(owner, { Recipients: recipients });
    const first = (await getOne(owner, Id)).body.NextRunAt!;
    await t.app.jobs.tick(minutes(first, 3 * 24 * 60 + 5));
    expect(await mailTo(recipients)).toHaveLength(1);
    const third = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(minutes(first, 3 * 24 * 60));
    expect(await runsOf(Id)).toMatchObject([{ period: `D:${third}`, state: 'sent' }]);
  });

  it('re-checks access when it fires: an owner who lost the report gets nothing, and the run says why', async () => {
    const restricted = await createMerchant(t.db);
    const manager = t.client();
    await manager.logOn((await createUser(t.db, restricted, { role: 'Manager' })).userName);
    const recipients = addresses('manager');
    const { Id } = await create(manager, { ReportFile: 'Tips', Recipients: recipients });
    const first = (await getOne(manager, Id)).body.NextRunAt!;
    await withoutFeature(restricted.roleIds.Manager, FEATURE_ID.operationsReports);
    await t.app.jobs.tick(new Date(first));
    expect(await mailTo(recipients)).toEqual([]);
    expect(await runsOf(Id)).toMatchObject([{ state: 'skipped', detail: 'reportNotAllowed' }]);
    expect((await getOne(manager, Id)).body.LastRun).toMatchObject({ State: 'skipped', Detail: 'reportNotAllowed' });
  });

  it('a user no longer assigned to the store gets nothing from its schedules', async () => {
    const user = await createUser(t.db, merchant, { storeIds: [merchant.storeIds[0]!] });
    const client = t.client();
    await client.logOn(user.userName);
    const recipients = addresses('clerk');
    const { Id } = await create(client, { Recipients: recipients });
    const first = (await getOne(client, Id)).body.NextRunAt!;
    await t.db.execute(sql`delete from user_stores where user_id = ${user.userId}`);
    await t.app.jobs.tick(new Date(first));
    expect(await mailTo(recipients)).toEqual([]);
    expect(await runsOf(Id)).toMatchObject([{ state: 'skipped', detail: 'viewNotAllowed' }]);
  });
});

/** The unsubscribe link of a message, as a path on the portal. */
const unsubscribePath = (message: TOutboxMessage) =>
  /<http:\/\/portal\.test([^>]+)>/.exec(message.headers['list-unsubscribe']!)![1]!;

describe('the unsubscribe link', () => {
  it('works without signing in, and only for that address on that schedule', async () => {
    const owner = await ownerAt(merchant);
    const [leaving, staying] = addresses('leaving', 'staying') as [string, string];
    const { Id } = await create(owner, { Recipients: [leaving, staying] });
    const { Id: otherId } = await create(owner, { Name: 'Other schedule', Recipients: [leaving, staying] });
    const first = (await getOne(owner, Id)).body.NextRunAt!;
    await t.app.jobs.tick(new Date(first));
    const message = (await mailTo([leaving])).find((m) => m.subject.startsWith('Morning summary'))!;
    const path = unsubscribePath(message);
    const anonymous = t.client();

    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(leaving);
    expect(page.text).toContain('<form method="post"');

    // The token names its schedule and address: another schedule's id, or an altered signature, is refused.
    const token = decodeURIComponent(path.split('token=')[1]!);
    const [, address, mac] = token.split('.');
    for (const bad of [`${otherId}.${address}.${mac}`, `${Id}.${address}.${mac!.slice(0, -2)}xx`, 'nonsense']) {
      const res = await anonymous.request('POST', `/ReportSchedule/Unsubscribe?token=${encodeURIComponent(bad)}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(res.status, bad).toBe(404);
    }
    expect((await anonymous.get('/ReportSchedule/Unsubscribe')).status).toBe(404);
    expect((await getOne(owner, otherId)).body.Recipients).toEqual([leaving, staying]);

    const done = await anonymous.request('POST', '/ReportSchedule/Unsubscribe', { form: { token } });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Morning summary');
    expect((await getOne(owner, Id)).body.Recipients).toEqual([staying]);
    expect((await getOne(owner, otherId)).body.Recipients).toEqual([leaving, staying]);
    // Opened again: nothing left to do, and it says so.
    expect((await anonymous.get(path)).text).not.toContain('<form');
  });

  it('the last recipient leaving by one click stops the schedule', async () => {
    const owner = await ownerAt(merchant);
    const recipients = addresses('solo');
    const { Id } = await create(owner, { Recipients: recipients });
    const first = (await getOne(owner, Id)).body.NextRunAt!;
    await t.app.jobs.tick(new Date(first));
    const [message] = await mailTo(recipients);
    // A mail program's one-click unsubscribe (RFC 8058): the token in the URL, no session, no CSRF token.
    const res = await t.client().request('POST', unsubscribePath(message!), {
      form: { 'List-Unsubscribe': 'One-Click' },
      csrf: false,
    });
    expect(res.status).toBe(200);
    expect((await getOne(owner, Id)).body).toMatchObject({ Recipients: [], NextRunAt: null });
  });
});

describe('the daily digest', () => {
  it('is one click on: yesterday at 07:00 to the user, with sales, labor %, voids and top items; off removes it', async () => {
    const user = await createUser(t.db, merchant, { storeIds: [merchant.storeIds[0]!] });
    const client = t.client();
    await client.logOn(user.userName);
    const address = `${user.userName}@test.example`;
    expect((await client.post('/ReportSchedule/SetDailyDigest', { IsOn: true })).body).toEqual({ IsSuccessful: true });
    // A second click on changes nothing.
    expect((await client.post('/ReportSchedule/SetDailyDigest', { IsOn: true })).status).toBe(200);
    const { Digest, ResultSet } = await list(client);
    expect(ResultSet).toEqual([]);
    expect(Digest).toMatchObject({
      Kind: 'digest',
      Cadence: 'daily',
      LocalTime: '07:00',
      Range: 'yesterday',
      Recipients: [address],
      Formats: ['pdf'],
    });
    await t.app.jobs.tick(new Date(Digest!.NextRunAt!));
    const [message] = await mailTo([address]);
    for (const figure of ['Net sales', 'Labor %', 'Voids', 'Top items']) expect(message!.text).toContain(figure);
    expect(message!.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    expect((await client.post('/ReportSchedule/SetDailyDigest', { IsOn: false })).status).toBe(200);
    expect((await list(client)).Digest).toBeNull();
  });
});
