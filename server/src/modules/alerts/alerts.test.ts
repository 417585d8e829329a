import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import {
  ALERTS_ERROR as E,
  ALERTS_PATH as PATH,
  type TAlertEntry,
  type TUpdateAlertConfigurationRequest,
} from '@mp/contracts/alerts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeLog,
  companyInformation,
  roleFeatures,
  rollupDiscountDay,
  rollupSalesDay,
  storeAlerts,
  storeConfigurations,
} from '../../db/schema.ts';
import { queryRows } from '../../db/create-db.ts';
import { outboxMessages } from '../../mail/outbox.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import { addDays } from './alert-checks.ts';
import { STORE_ALERTS_JOB } from './alerts.job.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TOwn = { merchant: TMerchantFixture; storeId: number; clerk: TestClient };

async function ownStore(storeCount = 1): Promise<TOwn> {
  const merchant = await createMerchant(t.db, { storeCount, timeZone: 'America/Chicago' });
  return { merchant, storeId: merchant.storeIds[0]!, clerk: await storeViewClient(t, merchant) };
}

const rowsOf = (merchantId: number) => t.db.select().from(storeAlerts).where(eq(storeAlerts.merchantId, merchantId));

const entries = async (c: TestClient): Promise<TAlertEntry[]> => {
  const r = await c.get(PATH.get);
  expect(r.status).toBe(200);
  return r.body.Entity;
};

type TChange = Partial<Record<1 | 2 | 3 | 4, { on?: boolean; threshold?: number | string | null }>>;
const body = (loaded: TAlertEntry[], change: TChange): TUpdateAlertConfigurationRequest =>
  loaded.map((e) => {
    const c = change[e.AlertDefinitionId as 1 | 2 | 3 | 4];
    return {
      ...e,
      SubscriptionStatus: c?.on === undefined ? e.SubscriptionStatus : c.on ? 1 : 0,
      PercentThreshold: c?.threshold === undefined ? e.PercentThreshold : c.threshold,
    };
  });

describe('GetAlertConfiguration and UpdateAlertConfiguration', () => {
  it('answers the five alerts, none on, before the first save', async () => {
    const own = await ownStore();
    expect(await entries(own.clerk)).toEqual([
      { AlertDefinitionId: 1, SubscriptionStatus: 0, PercentThreshold: null, ConcurrencyChecksum: '0' },
      { AlertDefinitionId: 2, SubscriptionStatus: 0, PercentThreshold: null, ConcurrencyChecksum: '0' },
      { AlertDefinitionId: 3, SubscriptionStatus: 0, PercentThreshold: null, ConcurrencyChecksum: '0' },
      { AlertDefinitionId: 4, SubscriptionStatus: 0, PercentThreshold: null, ConcurrencyChecksum: '0' },
      { AlertDefinitionId: 5, SubscriptionStatus: 1, PercentThreshold: null, ConcurrencyChecksum: '0' },
    ]);
  });

  it('saves, reads back what it saved, takes text thresholds and logs the change', async () => {
    const own = await ownStore();
    const r = await own.clerk.post(
      PATH.update,
      body(await entries(own.clerk), { 1: { on: true, threshold: 10 }, 3: { on: true, threshold: '25' } }),
    );
    expect(r.status).toBe(200);
    const after = await entries(own.clerk);
    expect(after.map((e) => [e.SubscriptionStatus, e.PercentThreshold, e.ConcurrencyChecksum])).toEqual([
      [1, 10, '1'],
      [0, null, '1'],
      [1, 25, '1'],
      [0, null, '1'],
      [1, null, '1'],
    ]);
    expect(r.body.Entity).toEqual(after);
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, own.merchant.merchantId), eq(changeLog.entity, 'alerts')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.changes).toContainEqual({ Field: 'salesThreshold', Before: null, After: 10 });
  });

  it.each([
    ['an empty threshold of an alert that is on', { 2: { on: true, threshold: '' } }, '1.PercentThreshold', E.empty],
    ['a threshold of 26', { 1: { on: true, threshold: 26 } }, '0.PercentThreshold', E.percentage],
    ['a threshold of 0', { 3: { on: true, threshold: 0 } }, '2.PercentThreshold', E.percentage],
    ['a decimal threshold', { 4: { on: true, threshold: 2.5 } }, '3.PercentThreshold', E.percentage],
    ['three digits', { 4: { on: true, threshold: '010' } }, '3.PercentThreshold', E.percentage],
  ] as const)('refuses %s with 400 naming the field, writing nothing', async (_name, change, field, key) => {
    const own = await ownStore();
    const r = await own.clerk.post(PATH.update, body(await entries(own.clerk), change));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: key, field });
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it('refuses a missing or doubled alert and a switched-off fifth one, writing nothing', async () => {
    const own = await ownStore();
    const loaded = await entries(own.clerk);
    for (const bad of [
      loaded.slice(0, 4),
      [...loaded.slice(0, 4), loaded[0]!],
      loaded.map((e) => (e.AlertDefinitionId === 5 ? { ...e, SubscriptionStatus: 0 } : e)),
      'not an array',
    ]) {
      const r = await own.clerk.post(PATH.update, bad);
      expect(r.status).toBe(400);
    }
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it('keeps an off alert threshold when valid and lets it be empty', async () => {
    const own = await ownStore();
    const r = await own.clerk.post(PATH.update, body(await entries(own.clerk), { 2: { on: false, threshold: 7 } }));
    expect(r.status).toBe(200);
    expect((await entries(own.clerk))[1]).toMatchObject({ SubscriptionStatus: 0, PercentThreshold: 7 });
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const own = await ownStore();
    const loaded = await entries(own.clerk);
    expect((await own.clerk.post(PATH.update, body(loaded, { 1: { on: true, threshold: 5 } }))).status).toBe(200);
    const r = await own.clerk.post(PATH.update, body(loaded, { 1: { on: true, threshold: 9 } }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ messageKey: E.staleChecksum });
    const mixed = (await entries(own.clerk)).map((e, i) => (i === 2 ? { ...e, ConcurrencyChecksum: '0' } : e));
    expect((await own.clerk.post(PATH.update, mixed)).status).toBe(409);
    expect((await rowsOf(own.merchant.merchantId))[0]).toMatchObject({ salesThreshold: 5, version: 1 });
  });

  it('refuses a view-only role (without the settings edit right) with 403, and lets it read', async () => {
    const own = await ownStore();
    await t.db
      .update(roleFeatures)
      .set({ isActive: false })
      .where(
        and(
          eq(roleFeatures.roleId, own.merchant.roleIds.Manager),
          eq(roleFeatures.featureId, EDIT_FEATURE_ID.companyInformation),
        ),
      );
    const manager = await createUser(t.db, own.merchant, { role: 'Manager', storeIds: [own.storeId] });
    const c = t.client();
    await c.logOn(manager.userName);
    const loaded = await entries(c);
    const r = await c.post(PATH.update, body(loaded, { 1: { on: true, threshold: 5 } }));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.viewOnly });
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it("keeps each store's alerts its own, and asks a company view of several stores to choose one", async () => {
    const own = await ownStore(2);
    const other = await storeViewClient(t, own.merchant, own.merchant.storeIds[1]);
    await own.clerk.post(PATH.update, body(await entries(own.clerk), { 1: { on: true, threshold: 5 } }));
    expect((await entries(other))[0]).toMatchObject({ SubscriptionStatus: 0, ConcurrencyChecksum: '0' });
    const company = await companyViewClient(t, own.merchant);
    const r = await company.get(PATH.get);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.storeViewOnly });
    expect((await company.post(PATH.update, body(await entries(own.clerk), {}))).status).toBe(403);
  });

  it('answers the one store of a single-store company view', async () => {
    const own = await ownStore(1);
    const company = await companyViewClient(t, own.merchant);
    expect((await company.get(PATH.get)).status).toBe(200);
  });
});

describe('the daily alert job (controlled clock)', () => {
  // 2030-03-12 is a Tuesday; the store is in Chicago (UTC-5 in March 2030, daylight time from March 10).
  const DAY = '2030-03-12';
  const morning = (hourUtc: number) => new Date(`2030-03-13T${String(hourUtc).padStart(2, '0')}:00:00Z`);

  async function subscribed(settings: TChange, email = 'owner@alerts.test') {
    const own = await ownStore();
    // The company contact of Company information is the store's contact.
    await t.db
      .insert(companyInformation)
      .values({ merchantId: own.merchant.merchantId, countryId: 840, contEmail: email });
    const r = await own.clerk.post(PATH.update, body(await entries(own.clerk), settings));
    expect(r.status).toBe(200);
    return own;
  }

  const sales = async (own: TOwn, day: string, net: number, discount = 0) => {
    const key = { merchantId: own.merchant.merchantId, storeId: own.storeId, businessDate: day };
    await t.db.insert(rollupSalesDay).values({
      ...key,
      transactionType: 'S',
      ticketCount: 10,
      subTotal: String(net + discount),
      discount: String(discount),
      totalAmount: String(net),
    });
    if (discount > 0)
      await t.db.insert(rollupDiscountDay).values({
        ...key,
        employeeId: 0,
        name: 'Happy hour',
        kind: 'ticket',
        transactionType: 'S',
        lineCount: 1,
        ticketCount: 1,
        amount: String(discount),
      });
  };

  const mailsTo = async (to: string) => (await outboxMessages(t.env.dataDir)).filter((m) => m.to === to);

  it('mails the contact once when sales fall past the threshold against the same weekday of 6 weeks', async () => {
    const own = await subscribed({ 1: { on: true, threshold: 10 } }, 'sales@alerts.test');
    for (let week = 1; week <= 6; week++) await sales(own, addDays(DAY, -7 * week), 1000);
    await sales(own, DAY, 800);
    // 05:00 in Chicago: not yet the alerts' hour.
    await t.app.jobs.tick(morning(10));
    expect(await mailsTo('sales@alerts.test')).toHaveLength(0);
    await t.app.jobs.tick(morning(11));
    const [mail, ...more] = await mailsTo('sales@alerts.test');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain(DAY);
    expect(mail!.text).toMatch(/net sales of 800\.00 are -20% against the average of 1000\.00/);
    expect(mail!.text).toContain('6 weeks');
    // Claimed once: a later pass (or another process) of the same morning sends nothing more.
    await t.app.jobs.tick(morning(12));
    expect(await mailsTo('sales@alerts.test')).toHaveLength(1);
    const runs = await queryRows(
      t.db,
      sql`select state, period from job_runs where job = ${STORE_ALERTS_JOB} and key = ${String(own.storeId)}`,
    );
    expect(runs).toEqual([{ state: 'sent', period: `D:${DAY}` }]);
  });

  it("mails the store's primary contact of Store configuration rather than the company contact", async () => {
    const own = await subscribed({ 1: { on: true, threshold: 10 } }, 'company@alerts.test');
    await t.db
      .insert(storeConfigurations)
      .values({ merchantId: own.merchant.merchantId, storeId: own.storeId, email: 'store@alerts.test' });
    for (let week = 1; week <= 6; week++) await sales(own, addDays(DAY, -7 * week), 1000);
    await sales(own, DAY, 500);
    await t.app.jobs.tick(morning(12));
    expect(await mailsTo('store@alerts.test')).toHaveLength(1);
    expect(await mailsTo('company@alerts.test')).toHaveLength(0);
  });

  it('sends nothing within the threshold, and nothing to a store with only marketing on', async () => {
    const own = await subscribed({ 1: { on: true, threshold: 25 } }, 'calm@alerts.test');
    for (let week = 1; week <= 6; week++) await sales(own, addDays(DAY, -7 * week), 1000);
    await sales(own, DAY, 800);
    await subscribed({ 4: { on: true, threshold: 5 } }, 'marketing@alerts.test');
    await t.app.jobs.tick(morning(12));
    expect(await mailsTo('calm@alerts.test')).toHaveLength(0);
    expect(await mailsTo('marketing@alerts.test')).toHaveLength(0);
  });

  it('mails discount use past the threshold over the 28-day average, and price changes past theirs', async () => {
    const own = await subscribed(
      { 2: { on: true, threshold: 10 }, 3: { on: true, threshold: 20 } },
      'discount@alerts.test',
    );
    for (let d = 1; d <= 28; d++) await sales(own, addDays(DAY, -d), 500, 10);
    await sales(own, DAY, 500, 15);
    // One price change yesterday (18:00 in Chicago), none in the 28 days before; a new item is no price change.
    const entry = (changes: object[]) => ({
      merchantId: own.merchant.merchantId,
      storeId: own.storeId,
      userId: 1,
      userName: 'test',
      at: new Date('2030-03-12T23:00:00Z'),
      entity: 'item' as const,
      entityId: 1,
      entityName: 'Latte',
      changes: changes as never,
    });
    await t.db
      .insert(changeLog)
      .values([
        entry([{ Field: 'retailPrice', Before: '3.50', After: '3.95' }]),
        entry([{ Field: 'retailPrice', Before: null, After: '2.00' }]),
      ]);
    await t.app.jobs.tick(morning(12));
    const [mail] = await mailsTo('discount@alerts.test');
    expect(mail!.text).toMatch(/Discounts: 15\.00 given, against a daily average of 10\.00 over the last 28 days/);
    expect(mail!.text).toMatch(/Price changes: 1 item price change\(s\), against a daily average of 0\.0/);
  });

  it('records a store with no contact address as skipped, sending nothing', async () => {
    const own = await subscribed({ 1: { on: true, threshold: 10 } }, '');
    for (let week = 1; week <= 6; week++) await sales(own, addDays(DAY, -7 * week), 1000);
    await sales(own, DAY, 100);
    await t.app.jobs.tick(morning(12));
    const runs = await queryRows(
      t.db,
      sql`select state, detail from job_runs where job = ${STORE_ALERTS_JOB} and key = ${String(own.storeId)}`,
    );
    expect(runs).toEqual([{ state: 'skipped', detail: 'noContact' }]);
  });
});
