import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { ORDER_MODE } from '@mp/contracts/order-modes';
import {
  REVENUE_CENTERS_ERROR as E,
  REVENUE_CENTERS_PATH as PATH,
  type TRevenueCenter,
  type TRevenueCenterSaveRequest,
} from '@mp/contracts/revenue-centers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, devices, revenueCenterDevices, revenueCenters } from '../../db/schema.ts';
import { MERCHANT, REVENUE_CENTER, STORE } from '../../demo/ids.ts';
import { createMerchant, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
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

type TWorld = { merchant: TMerchantFixture; company: TestClient; deviceIds: number[][] };

/** A merchant of the test's own with the flag on, two registers per store, and its company view signed in. */
async function world(storeCount = 2): Promise<TWorld> {
  const merchant = await createMerchant(t.db, { storeCount });
  await setFlags(t.db, merchant.company, { [ACCESS_FLAG.revenueCenter]: true });
  const deviceIds: number[][] = [];
  for (const storeId of merchant.storeIds) {
    const rows = await t.db
      .insert(devices)
      .values(
        [1, 2].map((n) => ({
          merchantId: merchant.merchantId,
          storeId,
          name: `Register ${n}`,
          kind: 'register' as const,
        })),
      )
      .returning({ id: devices.id });
    deviceIds.push(rows.map((r) => r.id));
  }
  const company = storeCount === 1 ? await storeViewClient(t, merchant) : await companyViewClient(t, merchant);
  return { merchant, company, deviceIds };
}

const saveBody = (w: TWorld, changes: Partial<TRevenueCenterSaveRequest> = {}): TRevenueCenterSaveRequest => ({
  MerchantId: w.merchant.merchantId,
  RevenueCenterId: 0,
  Name: 'Bar',
  Description: 'Bar counter',
  ExternalId: 'BAR-1',
  LastModifiedUserCode: 'ignored',
  Stores: [
    { StoreId: w.merchant.storeIds[0]!, OrderModes: [ORDER_MODE.takeout], StoreDeviceIds: [w.deviceIds[0]![0]!] },
  ],
  ...changes,
});
const save = async (c: TestClient, body: TRevenueCenterSaveRequest): Promise<TRevenueCenter> => {
  const r = await c.post(PATH.save, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { data: TRevenueCenter }).data;
};
const centresOf = (merchantId: number) =>
  t.db.select().from(revenueCenters).where(eq(revenueCenters.merchantId, merchantId)).orderBy(revenueCenters.id);
const q = (path: string, params: Record<string, number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
const del = (c: TestClient, merchantId: number, revenueCenterId: number) =>
  c.request('DELETE', q(PATH.remove, { merchantId, revenueCenterId }));

describe('reads', () => {
  it("lists Demo Bistro Group's demo centres with their stores, order modes and devices", async () => {
    const admin = t.client();
    await admin.logOn('merchantadmin');
    await admin.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: MERCHANT.demoBistro });
    const r = await admin.get(q(PATH.list, { merchantId: MERCHANT.demoBistro }));
    expect(r.status).toBe(200);
    const list = r.body as TRevenueCenter[];
    expect(list.map((c) => c.revenueCenterName)).toEqual(['Bar', 'Dining Room', 'Patio']);
    const dining = list.find((c) => c.revenueCenterId === REVENUE_CENTER.bistroDiningRoom)!;
    expect(dining.stores.map((s) => s.storeId).sort()).toEqual([STORE.bistroDowntown, STORE.bistroRiverside]);
    expect(dining.stores[0]!.orderModes).toEqual([{ orderModeId: 1, orderModeName: 'Dine In' }]);

    const one = await admin.get(
      q(PATH.byId, { merchantId: MERCHANT.demoBistro, revenueCenterId: REVENUE_CENTER.bistroPatio }),
    );
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ revenueCenterName: 'Patio', merchantId: MERCHANT.demoBistro });
  });

  it('answers stores, order modes, devices and what is left for a new centre', async () => {
    const w = await world();
    const { merchantId, storeIds } = w.merchant;
    const stores = await w.company.get(q(PATH.stores, { merchantId }));
    expect(stores.status).toBe(200);
    expect((stores.body as { storeId: number }[]).map((s) => s.storeId).sort()).toEqual([...storeIds].sort());
    expect((await w.company.get(q(PATH.addValidation, { merchantId }))).body).toEqual({
      isDevicesAvailable: true,
      isOrderModesAvailable: true,
    });
    const centre = await save(w.company, saveBody(w));

    const modes = await w.company.post(PATH.orderModes, { MerchantId: merchantId, Stores: [storeIds[0]] });
    expect(modes.status).toBe(200);
    expect(modes.body).toHaveLength(5);
    expect((modes.body as { orderModeId: number }[]).find((m) => m.orderModeId === ORDER_MODE.takeout)).toMatchObject({
      revenueCenterId: centre.revenueCenterId,
      revenueCenterName: 'Bar',
      storeId: storeIds[0],
    });
    const found = await w.company.post(PATH.devices, { MerchantId: merchantId, Stores: storeIds });
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(4);
    expect(
      (found.body as { storeDeviceId: number }[]).find((d) => d.storeDeviceId === w.deviceIds[0]![0]),
    ).toMatchObject({ revenueCenterId: centre.revenueCenterId, deviceName: 'Register 1', merchantId });
  });

  it('tells Add when no device and no order mode is left', async () => {
    const w = await world(1);
    const [storeId] = w.merchant.storeIds;
    await save(
      w.company,
      saveBody(w, { Stores: [{ StoreId: storeId!, OrderModes: [1, 2, 3, 4, 5], StoreDeviceIds: w.deviceIds[0]! }] }),
    );
    expect((await w.company.get(q(PATH.addValidation, { merchantId: w.merchant.merchantId }))).body).toEqual({
      isDevicesAvailable: false,
      isOrderModesAvailable: false,
    });
  });
});

describe('SaveRevenueCenter and DeleteRevenueCenter', () => {
  it('creates, edits and deletes a centre: each logged once, a new checksum each time, devices freed', async () => {
    const w = await world();
    const created = await save(w.company, saveBody(w));
    expect(created).toMatchObject({ revenueCenterName: 'Bar', externalId: 'BAR-1', merchantId: w.merchant.merchantId });
    const edited = await save(
      w.company,
      saveBody(w, {
        RevenueCenterId: created.revenueCenterId,
        ConcurrencyChecksum: created.concurrencyChecksum,
        Name: 'Lounge',
        Stores: [
          {
            StoreId: w.merchant.storeIds[1]!,
            OrderModes: [ORDER_MODE.delivery],
            StoreDeviceIds: [w.deviceIds[1]![1]!],
          },
        ],
      }),
    );
    expect(edited.concurrencyChecksum).not.toBe(created.concurrencyChecksum);
    expect(edited.stores).toEqual([
      expect.objectContaining({
        storeId: w.merchant.storeIds[1],
        orderModes: [{ orderModeId: 3, orderModeName: 'Delivery' }],
        devices: [{ storeDeviceId: w.deviceIds[1]![1], storeDeviceName: 'Register 2' }],
      }),
    ]);
    const r = await del(w.company, w.merchant.merchantId, created.revenueCenterId);
    expect(r.status).toBe(200);
    expect(await centresOf(w.merchant.merchantId)).toEqual([]);
    expect(
      await t.db.select().from(revenueCenterDevices).where(eq(revenueCenterDevices.merchantId, w.merchant.merchantId)),
    ).toEqual([]);
    const entries = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, w.merchant.merchantId), eq(changeLog.entity, 'revenueCenter')))
      .orderBy(changeLog.id);
    expect(entries).toHaveLength(3);
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ Field: 'Name', Before: null, After: 'Bar' }]));
    expect(entries[1]!.changes).toEqual(expect.arrayContaining([{ Field: 'Name', Before: 'Bar', After: 'Lounge' }]));
    expect(entries[2]!.changes).toEqual(expect.arrayContaining([{ Field: 'Name', Before: 'Lounge', After: null }]));
  });

  it.each<[string, Partial<TRevenueCenterSaveRequest>, string, string]>([
    ['an empty name', { Name: '' }, 'Name', E.nameRequired],
    ['a name starting with a space', { Name: ' Bar' }, 'Name', E.nameLeadingSpace],
    ['a name of 26', { Name: 'N'.repeat(26) }, 'Name', E.nameTooLong],
    ['an empty description', { Description: '' }, 'Description', E.descriptionRequired],
    ['a description starting with a tab', { Description: '\tBar' }, 'Description', E.descriptionLeadingSpace],
    ['a description of 51', { Description: 'D'.repeat(51) }, 'Description', E.descriptionTooLong],
    ['an external id of 26', { ExternalId: 'X'.repeat(26) }, 'ExternalId', E.externalIdTooLong],
    ['no store', { Stores: [] }, 'Stores', E.storesRequired],
    [
      'order mode 6',
      { Stores: [{ StoreId: 1, OrderModes: [6 as 1], StoreDeviceIds: [] }] },
      'Stores.0.OrderModes.0',
      E.unknownOrderMode,
    ],
    [
      'a store id past 2^31',
      { Stores: [{ StoreId: 2 ** 31, OrderModes: [], StoreDeviceIds: [] }] },
      'Stores.0.StoreId',
      API_ERROR_KEY.validation,
    ],
  ])('refuses %s with 400 naming the field, nothing written', async (_name, changes, field, key) => {
    const w = await world();
    const r = await w.company.post(PATH.save, saveBody(w, changes));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await centresOf(w.merchant.merchantId)).toEqual([]);
  });

  it("refuses a store or a device that is not the merchant's with 400 listing each in data.errors", async () => {
    const w = await world();
    const r = await w.company.post(
      PATH.save,
      saveBody(w, {
        Stores: [
          { StoreId: STORE.cornerCafe, OrderModes: [], StoreDeviceIds: [] },
          { StoreId: w.merchant.storeIds[0]!, OrderModes: [], StoreDeviceIds: [w.deviceIds[1]![0]!] },
        ],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'Stores', messageKey: E.unknownStore });
    expect(r.body.data.errors.map((e: { messageKey: string }) => e.messageKey)).toEqual([
      E.unknownStore,
      E.unknownDevice,
    ]);
    expect(await centresOf(w.merchant.merchantId)).toEqual([]);
  });

  it('refuses a taken name (any case), device and order mode with 409, each in data.errors, nothing written', async () => {
    const w = await world();
    await save(w.company, saveBody(w));
    const before = await centresOf(w.merchant.merchantId);
    const r = await w.company.post(PATH.save, saveBody(w, { Name: 'BAR' }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ field: 'Name', messageKey: E.duplicateName });
    expect(r.body.data.errors).toEqual([
      { messageKey: E.duplicateName, field: 'Name' },
      {
        messageKey: E.deviceTaken,
        field: 'StoreDeviceIds',
        values: { device: 'Register 1', store: expect.any(String), revenueCenter: 'Bar' },
      },
      {
        messageKey: E.orderModeTaken,
        field: 'OrderModes',
        values: { orderMode: 'Takeout', store: expect.any(String), revenueCenter: 'Bar' },
      },
    ]);
    expect(await centresOf(w.merchant.merchantId)).toEqual(before);
  });

  it('lets one of two parallel saves take a device; the other gets 409 naming it, never 500', async () => {
    const w = await world();
    const [a, b] = await Promise.all([
      w.company.post(PATH.save, saveBody(w, { Name: 'One' })),
      w.company.post(PATH.save, saveBody(w, { Name: 'Two' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(['StoreDeviceIds', 'OrderModes']).toContain(lost.body.field);
    expect(await centresOf(w.merchant.merchantId)).toHaveLength(1);
  });

  it('refuses a stale checksum with 409, nothing written; an unknown id with 404', async () => {
    const w = await world();
    const created = await save(w.company, saveBody(w));
    const edit = (changes: Partial<TRevenueCenterSaveRequest>) =>
      w.company.post(PATH.save, saveBody(w, { RevenueCenterId: created.revenueCenterId, ...changes }));
    await save(
      w.company,
      saveBody(w, {
        RevenueCenterId: created.revenueCenterId,
        ConcurrencyChecksum: created.concurrencyChecksum,
        Name: 'One',
      }),
    );
    const before = await centresOf(w.merchant.merchantId);
    for (const ConcurrencyChecksum of [created.concurrencyChecksum, 'x', undefined]) {
      const r = await edit({ Name: 'Two', ConcurrencyChecksum });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    }
    expect(await centresOf(w.merchant.merchantId)).toEqual(before);
    const missing = await w.company.post(
      PATH.save,
      saveBody(w, { RevenueCenterId: 2_000_000_000, ConcurrencyChecksum: '1' }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ messageKey: E.notFound, field: 'RevenueCenterId' });
    expect((await del(w.company, w.merchant.merchantId, 2_000_000_000)).status).toBe(404);
  });
});

describe('who may call', () => {
  it("refuses another merchant's id in every call with 403, and another merchant's centre as no centre", async () => {
    const w = await world();
    const other = MERCHANT.cornerCafe;
    for (const r of [
      await w.company.get(q(PATH.list, { merchantId: other })),
      await w.company.get(q(PATH.byId, { merchantId: other, revenueCenterId: REVENUE_CENTER.cornerCafeCounter })),
      await w.company.get(q(PATH.addValidation, { merchantId: other })),
      await w.company.get(q(PATH.stores, { merchantId: other })),
      await w.company.post(PATH.orderModes, { MerchantId: other, Stores: [STORE.cornerCafe] }),
      await w.company.post(PATH.devices, { MerchantId: other, Stores: [STORE.cornerCafe] }),
      await w.company.post(PATH.save, saveBody(w, { MerchantId: other })),
      await del(w.company, other, REVENUE_CENTER.cornerCafeCounter),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ messageKey: E.otherMerchant });
    }
    const own = w.merchant.merchantId;
    const byId = await w.company.get(
      q(PATH.byId, { merchantId: own, revenueCenterId: REVENUE_CENTER.cornerCafeCounter }),
    );
    expect(byId.status).toBe(404);
    expect((await del(w.company, own, REVENUE_CENTER.cornerCafeCounter)).status).toBe(404);
    const stolen = await w.company.post(
      PATH.save,
      saveBody(w, { RevenueCenterId: REVENUE_CENTER.cornerCafeCounter, ConcurrencyChecksum: '1' }),
    );
    expect(stolen.status).toBe(404);
    const lookups = await w.company.post(PATH.devices, { MerchantId: own, Stores: [STORE.cornerCafe] });
    expect(lookups.body).toEqual([]);
    expect(await centresOf(MERCHANT.cornerCafe)).toHaveLength(1);
  });

  it('lets a store of a multi-store company read but not save or delete (view-only)', async () => {
    const w = await world();
    const centre = await save(w.company, saveBody(w));
    const clerk = await storeViewClient(t, w.merchant);
    expect((await clerk.get(q(PATH.list, { merchantId: w.merchant.merchantId }))).status).toBe(200);
    const before = await centresOf(w.merchant.merchantId);
    for (const r of [
      await clerk.post(PATH.save, saveBody(w, { Name: 'Clerk' })),
      await del(clerk, w.merchant.merchantId, centre.revenueCenterId),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ messageKey: E.viewOnly });
    }
    expect(await centresOf(w.merchant.merchantId)).toEqual(before);
  });

  it('refuses every call with 403 when the flag is off or the role lacks the Revenue Centers feature', async () => {
    const calls = (c: TestClient, merchantId: number) => [
      () => c.get(q(PATH.list, { merchantId })),
      () => c.get(q(PATH.stores, { merchantId })),
      () => c.post(PATH.devices, { MerchantId: merchantId, Stores: [] }),
      () => c.post(PATH.save, { MerchantId: merchantId }),
      () => del(c, merchantId, 1),
    ];
    const off = await createMerchant(t.db, { storeCount: 1 });
    const offClient = await storeViewClient(t, off);
    const w = await world(1);
    await setRoleFeatures(t.db, w.merchant, w.merchant.roleIds.Owner, { [FEATURE_ID.revenueCenters]: false });
    for (const [c, merchantId] of [
      [offClient, off.merchantId],
      [w.company, w.merchant.merchantId],
    ] as const)
      for (const call of calls(c, merchantId)) {
        const r = await call();
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.forbidden });
      }
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.get(q(PATH.list, { merchantId: MERCHANT.demoBistro }))).status).toBe(401);
  });
});
