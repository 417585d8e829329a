import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  PAY_CODES_ERROR as E,
  PAY_CODES_LIST_FORM,
  PAY_CODES_PATH as PATH,
  SAFEDROP_NAME,
  type TPayCode,
  type TPayCodeInsertRequest,
} from '@mp/contracts/pay-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, payInOutReasons } from '../../db/schema.ts';
import { MERCHANT } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { createTicket } from '../../test/factories/tickets.ts';
import { setRoleFeatures } from '../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW: TPayCodeInsertRequest = { Name: 'DELIVERY', Description: 'Delivery driver cash', Type: 0 };

const listOf = async (c: TestClient): Promise<TPayCode[]> => {
  const r = await c.request('POST', PATH.getAll, { form: PAY_CODES_LIST_FORM });
  expect(r.status).toBe(200);
  return (r.body as { ResultSet: TPayCode[] }).ResultSet;
};
const rowsOf = (merchantId: number) =>
  t.db.select().from(payInOutReasons).where(eq(payInOutReasons.merchantId, merchantId)).orderBy(payInOutReasons.id);
const insert = async (c: TestClient, body: TPayCodeInsertRequest = NEW): Promise<TPayCode> => {
  const r = await c.post(PATH.insert, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { Entity: TPayCode }).Entity;
};
const updateBody = (code: TPayCode, changes: Partial<TPayCode> = {}) => {
  const v = { ...code, ...changes };
  return {
    ReasonCodeId: v.ReasonCodeId,
    Name: v.Name,
    Description: v.Description,
    Type: v.Type,
    IsDeleted: v.IsDeleted,
    ConcurrencyChecksum: v.ConcurrencyChecksum,
  };
};

/** A single-store merchant of the test's own and its owner at that store (the store is the whole company). */
async function ownStore(): Promise<{ merchant: TMerchantFixture; owner: TestClient }> {
  const merchant = await createMerchant(t.db, { storeCount: 1 });
  return { merchant, owner: await storeViewClient(t, merchant) };
}

describe('GetAll', () => {
  it("answers the form-encoded call with the merchant's live codes, SAFEDROP first (Corner Cafe's demo)", async () => {
    const store = t.client();
    await store.logOn('store');
    const codes = await listOf(store);
    expect(codes[0]).toMatchObject({
      Name: SAFEDROP_NAME,
      IsSystem: true,
      Type: 0,
      AvailableReasonCodeTypes: [0],
      MerchantId: MERCHANT.cornerCafe,
    });
    expect(codes.slice(1).map((c) => c.Name)).toEqual([
      'CATERING',
      'CHANGE',
      'FLOAT',
      'PETTY CASH',
      'SUPPLIES',
      'TIPS',
      'VENDOR',
    ]);
    expect(codes.slice(1).every((c) => !c.IsSystem && c.AvailableReasonCodeTypes.length === 2)).toBe(true);
    expect(codes.find((c) => c.Name === 'FLOAT')).toMatchObject({ Type: 1, Description: 'Opening float' });
    expect(new Set(codes.map((c) => c.MerchantId))).toEqual(new Set([MERCHANT.cornerCafe]));
  });

  it('gives a new merchant its one system code, however often it is listed; a JSON or empty body works too', async () => {
    const { merchant, owner } = await ownStore();
    expect((await listOf(owner)).map((c) => c.Name)).toEqual([SAFEDROP_NAME]);
    const empty = await owner.post(PATH.getAll);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect((await owner.post(PATH.getAll, { page: 1, limit: 9999 })).status).toBe(200);
    expect(await rowsOf(merchant.merchantId)).toHaveLength(1);
  });

  it('refuses a limit past the page size, and a caller without a session', async () => {
    const { owner } = await ownStore();
    const r = await owner.request('POST', PATH.getAll, { form: { ...PAY_CODES_LIST_FORM, limit: '10000' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'limit' });
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.request('POST', PATH.getAll, { form: PAY_CODES_LIST_FORM })).status).toBe(401);
  });
});

describe('Insert and Update', () => {
  it('adds, renames and deletes a code: each logged, each with a new checksum; the POS transaction reads it', async () => {
    const { merchant, owner } = await ownStore();
    const added = await insert(owner, { ...NEW, Name: '  DELIVERY ', Description: ' Delivery driver cash ' });
    expect(added).toMatchObject({ Name: 'DELIVERY', Description: 'Delivery driver cash', Type: 0, IsSystem: false });
    expect((await listOf(owner)).map((c) => c.Name)).toEqual([SAFEDROP_NAME, 'DELIVERY']);

    const payout = await createTicket(t.db, merchant.store(), {
      transactionType: 'P',
      reasonId: added.ReasonCodeId,
      reasonName: 'DELIVERY',
    });
    const renamed = await owner.post(PATH.update, updateBody(added, { Name: 'DRIVER', Type: 1 }));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ IsSuccessful: true, Entity: { Name: 'DRIVER', Type: 1 } });
    expect(renamed.body.Entity.ConcurrencyChecksum).not.toBe(added.ConcurrencyChecksum);
    const detail = await owner.post('/TicketViewer/GetTicketDetail2', { DocumentId: payout.id });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ PayoutReason: 'DRIVER' });

    const deleted = await owner.post(PATH.update, updateBody(renamed.body.Entity as TPayCode, { IsDeleted: true }));
    expect(deleted.status).toBe(200);
    expect((await listOf(owner)).map((c) => c.Name)).toEqual([SAFEDROP_NAME]);
    // Deleting only marks the row: the ticket keeps its code, and the name is free again.
    expect(await rowsOf(merchant.merchantId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: added.ReasonCodeId, isDeleted: true, name: 'DRIVER' })]),
    );
    expect((await owner.post('/TicketViewer/GetTicketDetail2', { DocumentId: payout.id })).body).toMatchObject({
      PayoutReason: 'DRIVER',
    });
    await insert(owner, { ...NEW, Name: 'driver' });

    const entries = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'payCode')))
      .orderBy(changeLog.id);
    expect(entries.map((e) => e.changes)).toEqual([
      [
        { Field: 'Name', Before: null, After: 'DELIVERY' },
        { Field: 'Description', Before: null, After: 'Delivery driver cash' },
        { Field: 'Type', Before: null, After: 0 },
        { Field: 'IsDeleted', Before: null, After: false },
      ],
      [
        { Field: 'Name', Before: 'DELIVERY', After: 'DRIVER' },
        { Field: 'Type', Before: 0, After: 1 },
      ],
      [{ Field: 'IsDeleted', Before: false, After: true }],
      expect.any(Array),
    ]);
    expect(entries[0]).toMatchObject({ entityId: added.ReasonCodeId, entityName: 'DELIVERY' });
  });

  it('refuses a name another live code has, in any case and SAFEDROP included, with 409 naming Name', async () => {
    const { merchant, owner } = await ownStore();
    const first = await insert(owner);
    const second = await insert(owner, { ...NEW, Name: 'OTHER' });
    const before = await rowsOf(merchant.merchantId);
    for (const Name of ['delivery', ' Delivery ', 'safedrop']) {
      const r = await owner.post(PATH.insert, { ...NEW, Name });
      expect(r.status, Name).toBe(409);
      expect(r.body).toMatchObject({ field: 'Name', messageKey: E.duplicateName });
    }
    const clash = await owner.post(PATH.update, updateBody(second, { Name: 'DELIVERY' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ field: 'Name', messageKey: E.duplicateName });
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
    // Its own current name is no clash.
    expect((await owner.post(PATH.update, updateBody(first, { Name: 'Delivery' }))).status).toBe(200);
  });

  it.each<[string, Partial<TPayCodeInsertRequest>, string, string]>([
    ['an empty name', { Name: '' }, 'Name', E.nameRequired],
    ['a blank name', { Name: '   ' }, 'Name', E.nameBlank],
    ['a name of 11 characters', { Name: 'ABCDEFGHIJK' }, 'Name', E.nameTooLong],
    ['a name of 100,000 characters', { Name: 'A'.repeat(100_000) }, 'Name', E.nameTooLong],
    ['a name with a NUL character', { Name: 'A\u0000B' }, 'Name', API_ERROR_KEY.nulCharacter],
    ['no name', { Name: undefined }, 'Name', E.nameRequired],
    ['an empty description', { Description: '  ' }, 'Description', E.descriptionRequired],
    ['a description of 31 characters', { Description: 'D'.repeat(31) }, 'Description', E.descriptionTooLong],
    ['type 2', { Type: 2 as never }, 'Type', E.typeRequired],
    ['no type', { Type: undefined }, 'Type', E.typeRequired],
  ])('refuses %s with 400 naming the field, nothing written', async (_name, values, field, key) => {
    const { merchant, owner } = await ownStore();
    await listOf(owner);
    const before = await rowsOf(merchant.merchantId);
    const r = await owner.post(PATH.insert, { ...NEW, ...values });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
  });

  it('refuses an update by an id past 2^31 or of no code with a 4xx naming ReasonCodeId', async () => {
    const { owner } = await ownStore();
    const code = await insert(owner);
    const huge = await owner.post(PATH.update, updateBody(code, { ReasonCodeId: 2 ** 31 }));
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ field: 'ReasonCodeId' });
    const missing = await owner.post(PATH.update, updateBody(code, { ReasonCodeId: 2_000_000_000 }));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ field: 'ReasonCodeId', messageKey: E.notFound });
  });

  it("answers another merchant's code as no code, and changes nothing of it", async () => {
    const { owner } = await ownStore();
    const cafe = (await rowsOf(MERCHANT.cornerCafe)).find((r) => r.name === 'SUPPLIES')!;
    const r = await owner.post(PATH.update, {
      ReasonCodeId: cafe.id,
      Name: 'MINE',
      Description: 'Taken',
      Type: 0,
      ConcurrencyChecksum: String(cafe.version),
    });
    expect(r.status).toBe(404);
    expect((await rowsOf(MERCHANT.cornerCafe)).find((row) => row.id === cafe.id)).toEqual(cafe);
  });

  it('refuses a stale checksum with 409, nothing written; of two saves from one load one wins', async () => {
    const { merchant, owner } = await ownStore();
    const code = await insert(owner);
    const [a, b] = await Promise.all([
      owner.post(PATH.update, updateBody(code, { Name: 'ONE' })),
      owner.post(PATH.update, updateBody(code, { Name: 'TWO' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const before = await rowsOf(merchant.merchantId);
    for (const ConcurrencyChecksum of [code.ConcurrencyChecksum, 'not-a-version']) {
      const stale = await owner.post(PATH.update, { ...updateBody(code, { Name: 'THREE' }), ConcurrencyChecksum });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    }
    const deleteStale = await owner.post(PATH.update, updateBody(code, { IsDeleted: true }));
    expect(deleteStale.status).toBe(409);
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
  });

  it('keeps SAFEDROP read-only, undeletable and pay-out only', async () => {
    const { merchant, owner } = await ownStore();
    const [safedrop] = await listOf(owner);
    const before = await rowsOf(merchant.merchantId);
    for (const changes of [{ Type: 1 as const }, { IsDeleted: true }, { Description: 'Renamed' }, {}]) {
      const r = await owner.post(PATH.update, updateBody(safedrop!, changes));
      expect(r.status, JSON.stringify(changes)).toBe(403);
      expect(r.body).toMatchObject({ messageKey: E.systemReadOnly, field: 'ReasonCodeId' });
    }
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
  });
});

describe('who may change the codes', () => {
  it('lets a store of a multi-store company read them but not change them (view-only); its company view may', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    const code = await insert(company);
    const clerk = await storeViewClient(t, merchant);
    expect((await listOf(clerk)).map((c) => c.Name)).toEqual([SAFEDROP_NAME, 'DELIVERY']);
    const before = await rowsOf(merchant.merchantId);
    const added = await clerk.post(PATH.insert, { ...NEW, Name: 'CLERK' });
    const changed = await clerk.post(PATH.update, updateBody(code, { Name: 'CLERK' }));
    for (const r of [added, changed]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ messageKey: E.viewOnly });
    }
    expect(await rowsOf(merchant.merchantId)).toEqual(before);
  });

  it('refuses every call to a role without the Pay In / Pay Out Codes feature with 403', async () => {
    const { merchant, owner } = await ownStore();
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Owner, { [FEATURE_ID.payInOutCodes]: false });
    for (const [path, body] of [
      [PATH.getAll, undefined],
      [PATH.insert, NEW],
      [PATH.update, { ...NEW, ReasonCodeId: 1, ConcurrencyChecksum: '1' }],
    ] as const) {
      const r = await owner.post(path, body);
      expect(r.status, path).toBe(403);
      expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.forbidden });
    }
    expect(await rowsOf(merchant.merchantId)).toEqual([]);
  });
});
