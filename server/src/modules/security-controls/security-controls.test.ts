import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  SECURITY_CONTROLS_ERROR as E,
  SECURITY_CONTROLS_PATH as PATH,
  type TSecurityControls,
  type TSecurityControlsInput,
} from '@mp/contracts/security-controls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, securityControls } from '../../db/schema.ts';
import { MERCHANT } from '../../demo/ids.ts';
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

const OFF: TSecurityControlsInput = {
  IsLimitChecksEnabled: false,
  MaxOpenChecks: null,
  IsLimitClearItemsEnabled: false,
  MaxClearItems: null,
  IsLimitDeleteTicketsEnabled: false,
  MaxDeleteTickets: null,
  IsLimitMaxRefundAmountEnabled: false,
  MaxTicketAmount: null,
  MaxShiftAmount: null,
  IsLimitUserPermissionEnabled: false,
  ConcurrencyChecksum: '0',
};

const controlsOf = async (c: TestClient): Promise<TSecurityControls> => {
  const r = await c.get(PATH.get);
  expect(r.status).toBe(200);
  return (r.body as { Entity: TSecurityControls }).Entity;
};
const rowsOf = (merchantId: number) =>
  t.db.select().from(securityControls).where(eq(securityControls.merchantId, merchantId));

/** A merchant of the test's own and its owner in the company view. */
async function ownCompany(): Promise<{ merchant: TMerchantFixture; company: TestClient }> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  return { merchant, company: await companyViewClient(t, merchant) };
}

describe('GetSecurityControls', () => {
  it("answers the session's merchant's controls in its store view (Corner Cafe's demo values)", async () => {
    const store = t.client();
    await store.logOn('store');
    expect(await controlsOf(store)).toMatchObject({
      IsLimitChecksEnabled: true,
      MaxOpenChecks: 25,
      IsLimitMaxRefundAmountEnabled: true,
      MaxTicketAmount: '150.00',
      MaxShiftAmount: null,
      IsTicketAmountEnabled: true,
    });
  });

  it("answers every limit off before the first save, never another merchant's row", async () => {
    const { company } = await ownCompany();
    expect(await controlsOf(company)).toEqual({ ...OFF, IsTicketAmountEnabled: false, IsShiftAmountEnabled: false });
  });

  it('needs a session', async () => {
    expect((await t.client().get(PATH.get)).status).toBe(401);
  });
});

describe('UpdateSecurityControl', () => {
  it('saves in the company view: off limits cleared, amounts with 2 decimals, logged, new checksum', async () => {
    const { merchant, company } = await ownCompany();
    const cafeBefore = await rowsOf(MERCHANT.cornerCafe);
    const r = await company.post(PATH.update, {
      ...OFF,
      IsLimitChecksEnabled: true,
      MaxOpenChecks: '12',
      MaxClearItems: '99',
      IsLimitMaxRefundAmountEnabled: true,
      MaxShiftAmount: '75.5',
    });
    expect(r.status).toBe(200);
    const saved = { ...OFF, IsLimitChecksEnabled: true, MaxOpenChecks: 12, IsLimitMaxRefundAmountEnabled: true };
    const expected = { ...saved, MaxShiftAmount: '75.50', IsTicketAmountEnabled: false, IsShiftAmountEnabled: true };
    expect(r.body).toEqual({ success: true, Entity: { ...expected, ConcurrencyChecksum: '1' } });
    expect(await controlsOf(company)).toEqual({ ...expected, ConcurrencyChecksum: '1' });
    expect(await rowsOf(MERCHANT.cornerCafe)).toEqual(cafeBefore);
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'securityControls')));
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { Field: 'IsLimitChecksEnabled', Before: false, After: true },
        { Field: 'MaxOpenChecks', Before: null, After: 12 },
        { Field: 'MaxShiftAmount', Before: null, After: '75.50' },
      ]),
    );
  });

  it('refuses a stale checksum with 409, nothing written; of two saves from one load one wins', async () => {
    const { merchant, company } = await ownCompany();
    const [a, b] = await Promise.all([
      company.post(PATH.update, { ...OFF, IsLimitUserPermissionEnabled: true }),
      company.post(PATH.update, { ...OFF, IsLimitChecksEnabled: true, MaxOpenChecks: 3 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const before = await rowsOf(merchant.merchantId);
    const stale = await company.post(PATH.update, { ...OFF, IsLimitDeleteTicketsEnabled: true, MaxDeleteTickets: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
  });

  it.each<[string, Partial<TSecurityControlsInput>, string, string]>([
    ['an on count without a value', { IsLimitChecksEnabled: true }, 'MaxOpenChecks', E.empty],
    ['a count of 0', { IsLimitClearItemsEnabled: true, MaxClearItems: 0 }, 'MaxClearItems', E.number],
    [
      'a count of 5 digits',
      { IsLimitDeleteTicketsEnabled: true, MaxDeleteTickets: '10000' },
      'MaxDeleteTickets',
      E.number,
    ],
    [
      'an amount over the cap',
      { IsLimitMaxRefundAmountEnabled: true, MaxTicketAmount: '1000000' },
      'MaxTicketAmount',
      E.dollar,
    ],
    [
      'an amount with 3 decimals',
      { IsLimitMaxRefundAmountEnabled: true, MaxShiftAmount: '1.005' },
      'MaxShiftAmount',
      E.dollar,
    ],
    [
      'the refund limit without an amount',
      { IsLimitMaxRefundAmountEnabled: true },
      'MaxTicketAmount',
      E.refundAmountRequired,
    ],
    [
      'a switch that is not a boolean',
      { IsLimitChecksEnabled: 'yes' as never },
      'IsLimitChecksEnabled',
      API_ERROR_KEY.validation,
    ],
  ])('refuses %s with 400 naming the field, nothing written', async (_name, values, field, key) => {
    const { merchant, company } = await ownCompany();
    const r = await company.post(PATH.update, { ...OFF, ...values });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await rowsOf(merchant.merchantId)).toEqual([]);
  });

  it('refuses a store view with 403: the controls are set at company level', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 2 });
    const clerk = await storeViewClient(t, merchant);
    expect((await clerk.get(PATH.get)).status).toBe(200);
    const r = await clerk.post(PATH.update, { ...OFF, IsLimitUserPermissionEnabled: true });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.companyViewOnly });
    expect(await rowsOf(merchant.merchantId)).toEqual([]);
  });

  it('refuses a user whose page is disabled (securityControlsDisabled) with 403', async () => {
    const { merchant, company } = await ownCompany();
    await setFlags(t.db, merchant.company, { [ACCESS_FLAG.securityControlsDisabled]: true });
    expect((await company.get(PATH.get)).status).toBe(403);
    const r = await company.post(PATH.update, { ...OFF, IsLimitUserPermissionEnabled: true });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.forbidden });
    expect(await rowsOf(merchant.merchantId)).toEqual([]);
  });
});
