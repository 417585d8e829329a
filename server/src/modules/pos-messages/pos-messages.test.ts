import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { POS_MESSAGES_PAGE_SIZE, ZPosMessageListResponse, type TPosMessageListRow } from '@mp/contracts/pos-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema.ts';
import { MERCHANT } from '../../demo/ids.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { createPosMessages } from '../../test/factories/pos-messages.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * POST /PosMessages/GetPosMessages through HTTP. The demo has no messages (spec 3 §2.4), so each test reads a merchant
 * of its own that has some, beside another merchant whose rows must never appear.
 */
const URL = '/PosMessages/GetPosMessages';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(userName: string, merchantId?: number, storeId?: number): Promise<TestClient> {
  const c = t.client();
  expect((await c.logOn(userName)).body.success).toBe(true);
  if (merchantId !== undefined)
    expect(
      (await c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: merchantId })).status,
    ).toBe(200);
  return c;
}

/** A restaurant (product type 2, the default) with the POS-messages flag on, and its company user in the company view. */
async function posMerchant(): Promise<{ merchant: TMerchantFixture; company: TestClient }> {
  const merchant = await createMerchant(t.db);
  await setFlags(t.db, merchant.company, { [ACCESS_FLAG.posMessages]: true });
  const user = await createUser(t.db, merchant, { isCompanyUser: true });
  return { merchant, company: await signedIn(user.userName, merchant.merchantId, 0) };
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
const subjects = (rows: TPosMessageListRow[]) => rows.map((r) => r.subject);

describe('the list', () => {
  it('pages by 25 in display-time order by default, and shows no other merchant’s messages', async () => {
    const { merchant, company } = await posMerchant();
    const other = await posMerchant();
    // Written out of order, so the answer's order is the server's.
    const days = Array.from({ length: 30 }, (_, i) => 30 - i);
    await createPosMessages(
      t.db,
      merchant.merchant,
      days.map((day) => ({ subject: `Day ${String(day).padStart(2, '0')}`, displayTime: at(day) })),
    );
    await createPosMessages(t.db, other.merchant.merchant, [{ subject: 'Other merchant', displayTime: at(1) }]);

    const first = await company.post(URL, {});
    expect(first.status).toBe(200);
    const page1 = ZPosMessageListResponse.parse(first.body);
    expect(page1.TotalRowCount).toBe(30);
    expect(page1.ResultSet).toHaveLength(POS_MESSAGES_PAGE_SIZE);
    expect(page1.ResultSet[0]).toEqual({
      id: expect.any(Number),
      subject: 'Day 01',
      messagePreview: 'Message of Day 01',
      displayTime: at(1).toISOString(),
      expiration: null,
      stores: 'All Stores',
      recipient: 'All Employees',
      createdBy: 'Test Author',
    });
    const page2 = ZPosMessageListResponse.parse((await company.post(URL, { RequestedPageNum: 2 })).body);
    expect(subjects([...page1.ResultSet, ...page2.ResultSet])).toEqual(
      Array.from({ length: 30 }, (_, i) => `Day ${String(i + 1).padStart(2, '0')}`),
    );

    const theirs = ZPosMessageListResponse.parse((await other.company.post(URL, {})).body);
    expect(subjects(theirs.ResultSet)).toEqual(['Other merchant']);
  });

  it('sorts by the column asked, ties broken by id, and previews the message’s beginning', async () => {
    const { merchant, company } = await posMerchant();
    const ids = await createPosMessages(t.db, merchant.merchant, [
      { subject: 'B', displayTime: at(1), createdBy: 'Zoe', expiration: at(9), message: 'x'.repeat(300) },
      { subject: 'A', displayTime: at(2), createdBy: 'Adam', expiration: null },
      { subject: 'C', displayTime: at(3), createdBy: 'Adam', expiration: at(5) },
    ]);
    const list = async (body: object) => ZPosMessageListResponse.parse((await company.post(URL, body)).body).ResultSet;

    expect(subjects(await list({ SortColumn: 'Subject', SortDirection: 'DESC' }))).toEqual(['C', 'B', 'A']);
    expect(subjects(await list({ SortColumn: 'CreatedBy' }))).toEqual(['A', 'C', 'B']);
    expect(subjects(await list({ SortColumn: 'CreatedBy', SortDirection: 'DESC' }))).toEqual(['B', 'C', 'A']);
    expect(subjects(await list({ SortColumn: 'Expiration' }))).toEqual(['C', 'B', 'A']);
    expect(subjects(await list({ PageRowCount: 2, RequestedPageNum: 2 }))).toEqual(['C']);
    const [b] = await list({ SortColumn: 'DisplayTime', PageRowCount: 1 });
    expect(b).toMatchObject({ id: ids[0], messagePreview: 'x'.repeat(100), expiration: at(9).toISOString() });
  });

  it('lists the merchant’s messages in a store view too', async () => {
    const { merchant } = await posMerchant();
    await createPosMessages(t.db, merchant.merchant, [{ subject: 'Everywhere', displayTime: at(1) }]);
    const storeUser = await createUser(t.db, merchant);
    const r = await (await signedIn(storeUser.userName)).post(URL, {});
    expect(r.status).toBe(200);
    expect(subjects(ZPosMessageListResponse.parse(r.body).ResultSet)).toEqual(['Everywhere']);
  });

  it('is empty for the demo merchant whose flag is on (spec 3 §2.4)', async () => {
    const company = await signedIn('company', MERCHANT.demoBistro, 0);
    expect((await company.post(URL, {})).body).toEqual({ ResultSet: [], TotalRowCount: 0 });
  });
});

describe('refusals', () => {
  it.each([
    ['a page size of 0', { PageRowCount: 0 }, 'PageRowCount'],
    ['a page size above 200', { PageRowCount: 201 }, 'PageRowCount'],
    ['page 0', { RequestedPageNum: 0 }, 'RequestedPageNum'],
    ['a page that is no number', { RequestedPageNum: 'two' }, 'RequestedPageNum'],
    ['a column the list does not sort by', { SortColumn: 'message' }, 'SortColumn'],
    ['a sort direction that is none', { SortDirection: 'UP' }, 'SortDirection'],
  ])('answers 400 for %s, naming the field', async (_label, body, field) => {
    const { company } = await posMerchant();
    const r = await company.post(URL, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, messageKey: API_ERROR_KEY.validation, field });
  });

  it('refuses a merchant without the flag, another product type, and a role without the feature', async () => {
    const noFlag = await createMerchant(t.db);
    const noFlagUser = await createUser(t.db, noFlag, { isCompanyUser: true });

    const retail = await posMerchant();
    await t.db.update(merchants).set({ productType: 4 }).where(eq(merchants.id, retail.merchant.merchantId));

    const { merchant } = await posMerchant();
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [FEATURE_ID.posMessages]: false });
    const manager = await createUser(t.db, merchant, { role: 'Manager' });

    for (const client of [
      await signedIn(noFlagUser.userName, noFlag.merchantId, 0),
      retail.company,
      await signedIn(manager.userName),
    ]) {
      const r = await client.post(URL, {});
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, messageKey: API_ERROR_KEY.forbidden });
    }
  });

  it('refuses a caller without a session', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(URL, {})).status).toBe(401);
  });
});
