import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  SCHEDULE_ENFORCEMENT_ERROR as E,
  SCHEDULE_ENFORCEMENT_PATH as PATH,
  type TSaveScheduleEnforcementRequest,
  type TScheduleEnforcement,
} from '@mp/contracts/schedule-enforcement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, scheduleEnforcements } from '../../db/schema.ts';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FLAGS_ON = { [ACCESS_FLAG.managerMode]: true, [ACCESS_FLAG.scheduleEnforcement]: true };

type TOwn = { merchant: TMerchantFixture; storeId: number; clerk: TestClient };

/** A merchant of the test's own with manager mode and the schedule flag, and a user signed in at its first store. */
async function ownStore(): Promise<TOwn> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  await setFlags(t.db, merchant.company, FLAGS_ON);
  return { merchant, storeId: merchant.storeIds[0]!, clerk: await storeViewClient(t, merchant) };
}

const query = (merchantId: number, storeId: number) => `${PATH.get}?merchantId=${merchantId}&storeId=${storeId}`;
const rowsOf = (merchantId: number) =>
  t.db.select().from(scheduleEnforcements).where(eq(scheduleEnforcements.merchantId, merchantId));

const body = (own: TOwn, values: Partial<TSaveScheduleEnforcementRequest> = {}): TSaveScheduleEnforcementRequest => ({
  merchantId: own.merchant.merchantId,
  storeId: own.storeId,
  isClockInEnforcementEnabled: true,
  clockInLowerLimit: -25,
  clockInUpperLimit: 10,
  isClockOutEnforcementEnabled: false,
  clockOutLowerLimit: -10,
  clockOutUpperLimit: 0,
  isUnScheduledShiftApprovalRequired: true,
  ConcurrencyChecksum: '0',
  ...values,
});

describe('GetScheduleEnforcement', () => {
  it('answers the defaults before the first save', async () => {
    const own = await ownStore();
    const r = await own.clerk.get(query(own.merchant.merchantId, own.storeId));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      merchantId: own.merchant.merchantId,
      storeId: own.storeId,
      isClockInEnforcementEnabled: false,
      clockInLowerLimit: -10,
      clockInUpperLimit: 0,
      isClockOutEnforcementEnabled: false,
      clockOutLowerLimit: -10,
      clockOutUpperLimit: 0,
      isUnScheduledShiftApprovalRequired: false,
      lastModifiedUserCode: '',
      ConcurrencyChecksum: '0',
    });
  });

  it("refuses another merchant's or another store's ids with 403 naming the field", async () => {
    const own = await ownStore();
    const foreign = await own.clerk.get(query(MERCHANT.demoBistro, STORE.bistroRiverside));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ messageKey: E.otherStore, field: 'merchantId' });
    const sibling = await own.clerk.get(query(own.merchant.merchantId, own.merchant.storeIds[1]!));
    expect(sibling.body).toMatchObject({ messageKey: E.otherStore, field: 'storeId' });
  });

  it('refuses bad ids with 400 naming the field', async () => {
    const own = await ownStore();
    const r = await own.clerk.get(`${PATH.get}?merchantId=${own.merchant.merchantId}&storeId=abc`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'storeId' });
  });

  it('refuses the company view with 403: enforcement is kept per store', async () => {
    const own = await ownStore();
    const company = await companyViewClient(t, own.merchant);
    const r = await company.get(query(own.merchant.merchantId, own.storeId));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.storeViewOnly });
  });

  it('refuses a user without manager mode or the schedule flag with 403', async () => {
    const merchant = await createMerchant(t.db);
    await setFlags(t.db, merchant.company, { [ACCESS_FLAG.scheduleEnforcement]: true });
    const clerk = await storeViewClient(t, merchant);
    const r = await clerk.get(query(merchant.merchantId, merchant.storeIds[0]!));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.forbidden });
  });
});

describe('SaveScheduleEnforcement', () => {
  it('saves the store, names the user, logs the change and answers the new checksum', async () => {
    const own = await ownStore();
    const bistroBefore = await rowsOf(MERCHANT.demoBistro);
    const r = await own.clerk.post(PATH.save, body(own, { lastModifiedUserCode: 'someone else' }));
    expect(r.status).toBe(200);
    const { enforcement } = r.body as { enforcement: TScheduleEnforcement };
    expect(enforcement).toMatchObject({ clockInLowerLimit: -25, clockInUpperLimit: 10, ConcurrencyChecksum: '1' });
    expect(enforcement.lastModifiedUserCode).toMatch(/^test-/);
    expect((await own.clerk.get(query(own.merchant.merchantId, own.storeId))).body).toEqual(enforcement);
    // The other store keeps its defaults; another merchant's rows are untouched.
    expect((await rowsOf(own.merchant.merchantId)).map((row) => row.storeId)).toEqual([own.storeId]);
    expect(await rowsOf(MERCHANT.demoBistro)).toEqual(bistroBefore);
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, own.merchant.merchantId), eq(changeLog.entity, 'scheduleEnforcement')));
    expect(entry).toMatchObject({ storeId: own.storeId });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { Field: 'isClockInEnforcementEnabled', Before: false, After: true },
        { Field: 'clockInLowerLimit', Before: -10, After: -25 },
      ]),
    );
  });

  it('refuses a stale checksum with 409, nothing written; of two saves from one load one wins', async () => {
    const own = await ownStore();
    const [a, b] = await Promise.all([
      own.clerk.post(PATH.save, body(own)),
      own.clerk.post(PATH.save, body(own, { clockInUpperLimit: 20 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const before = await rowsOf(own.merchant.merchantId);
    const stale = await own.clerk.post(PATH.save, body(own, { clockOutUpperLimit: 30 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect(await rowsOf(own.merchant.merchantId)).toEqual(before);
  });

  it.each<[Partial<TSaveScheduleEnforcementRequest>, string, string]>([
    [{ clockInLowerLimit: -45 }, 'clockInLowerLimit', E.limitRange],
    [{ clockInUpperLimit: 35 }, 'clockInUpperLimit', E.limitRange],
    [{ clockOutLowerLimit: -12 }, 'clockOutLowerLimit', E.limitRange],
    [{ clockOutUpperLimit: -5 }, 'clockOutUpperLimit', E.limitRange],
    [
      { isUnScheduledShiftApprovalRequired: 'no' as never },
      'isUnScheduledShiftApprovalRequired',
      API_ERROR_KEY.validation,
    ],
  ])('refuses %j with 400 naming the field, nothing written', async (values, field, key) => {
    const own = await ownStore();
    const r = await own.clerk.post(PATH.save, body(own, values));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it("refuses another merchant's store with 403, nothing written", async () => {
    const own = await ownStore();
    const bistroBefore = await rowsOf(MERCHANT.demoBistro);
    const r = await own.clerk.post(
      PATH.save,
      body(own, { merchantId: MERCHANT.demoBistro, storeId: STORE.bistroRiverside }),
    );
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.otherStore });
    expect(await rowsOf(MERCHANT.demoBistro)).toEqual(bistroBefore);
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it('refuses a user without access with 403, nothing written', async () => {
    const own = await ownStore();
    await setFlags(t.db, own.merchant.store(0), { [ACCESS_FLAG.managerMode]: false });
    const r = await own.clerk.post(PATH.save, body(own));
    expect(r.status).toBe(403);
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });
});

describe('demo reachability', () => {
  it('merchantadmin at Demo Bistro Riverside opens schedule enforcement', async () => {
    const admin = t.client();
    await admin.logOn('merchantadmin');
    await admin.post(`/Account/SaveStoreContext?StoreId=${STORE.bistroRiverside}`, {
      OverrideMerchantId: MERCHANT.demoBistro,
    });
    expect((await admin.get(query(MERCHANT.demoBistro, STORE.bistroRiverside))).status).toBe(200);
    expect((await admin.get('/SecurityControls/GetSecurityControls')).status).toBe(200);
  });
});
