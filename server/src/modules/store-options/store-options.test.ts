import { EDIT_FEATURE_ID, FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import {
  STORE_OPTIONS_ERROR as E,
  STORE_OPTIONS_PATH as PATH,
  type TStoreOptions,
  type TUpdateStoreOptionsRequest,
} from '@mp/contracts/store-options';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, items, roleFeatures, storeOptions } from '../../db/schema.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
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

/** Every flag of the form on, so no part of it is hidden. */
const ALL_FLAGS = {
  [ACCESS_FLAG.kitchenRouting]: true,
  [ACCESS_FLAG.kdsEnabled]: true,
  [ACCESS_FLAG.delivery]: true,
  [ACCESS_FLAG.venueProductCount]: true,
  [ACCESS_FLAG.pucLockerIntegration]: true,
  [ACCESS_FLAG.holdAndReleaseTimers]: true,
};

type TOwn = { merchant: TMerchantFixture; storeId: number; clerk: TestClient; charges: number[] };

async function chargesOf(merchant: TMerchantFixture, names: string[]): Promise<number[]> {
  const rows = await t.db
    .insert(items)
    .values(
      names.map((itemName) => ({ merchantId: merchant.merchantId, itemName, isChargeItem: true, isMenuItem: false })),
    )
    .returning({ id: items.id });
  return rows.map((r) => r.id);
}

async function ownStore(options: { flags?: Record<string, boolean>; storeCount?: number } = {}): Promise<TOwn> {
  const merchant = await createMerchant(t.db, { storeCount: options.storeCount ?? 1 });
  await setFlags(t.db, merchant.company, options.flags ?? ALL_FLAGS);
  const charges = await chargesOf(merchant, ['Takeout Fee', 'Delivery Fee']);
  return { merchant, storeId: merchant.storeIds[0]!, clerk: await storeViewClient(t, merchant), charges };
}

const rowsOf = (merchantId: number) => t.db.select().from(storeOptions).where(eq(storeOptions.merchantId, merchantId));

const load = async (c: TestClient): Promise<TStoreOptions> => {
  const r = await c.get(PATH.get);
  expect(r.status).toBe(200);
  return r.body.Entity;
};

const body = (loaded: TStoreOptions, change: Partial<TUpdateStoreOptionsRequest>): TUpdateStoreOptionsRequest => ({
  ...loaded,
  ...change,
});

describe('GetStoreOptions and UpdateStoreOptions', () => {
  it('answers the defaults before the first save, with the charges to choose from', async () => {
    const own = await ownStore();
    const r = await own.clerk.get(PATH.get);
    expect(r.status).toBe(200);
    expect(r.body.Charges).toEqual([
      { ChargeId: own.charges[1], Name: 'Delivery Fee' },
      { ChargeId: own.charges[0], Name: 'Takeout Fee' },
    ]);
    expect(r.body.Entity).toMatchObject({
      IsTakeoutEnabled: false,
      IsQuickService: true,
      MinimumBreakMinutes: 0,
      BusinessDataThreshold: '03:00:00',
      TakeoutChargeId: null,
      PucStoreId: 0,
      BusinessDateCutOff: '',
      Is86MenuItemsEnabled: true,
      StoreKitchenRoutingMethods: { ForDineIn: 0, ForTakeout: 0, ForDelivery: 0, ForCatering: 0, ForDriveThru: 0 },
      ConcurrencyChecksum: '0',
    });
  });

  it('saves, reads back what it saved and logs one change', async () => {
    const own = await ownStore();
    const change = {
      IsTakeoutEnabled: true,
      TakeoutChargeId: own.charges[0]!,
      DineInChargeId: 0,
      TakeoutOrderNamingStrategy: 1 as const,
      IsBreaksEnabled: true,
      MinimumBreakMinutes: '240',
      BusinessDataThreshold: '04:15:00',
      GuestCountMode: 2,
      IsVenueProductCountEnabled: true,
      ProductCountUrl: 'https://counts.example.com/feed',
      IsPucOrderEnabled: true,
      PucStoreId: '123456789012',
      PucOrgId: '',
      StoreKitchenRoutingMethods: { ForDineIn: 1, ForTakeout: 1, ForDelivery: 0, ForCatering: 0, ForDriveThru: 0 },
    } as const;
    const r = await own.clerk.post(PATH.update, body(await load(own.clerk), change));
    expect(r.status).toBe(200);
    const after = await load(own.clerk);
    expect(after).toMatchObject({
      ...change,
      DineInChargeId: null,
      MinimumBreakMinutes: 240,
      PucStoreId: 123456789012,
      PucOrgId: 0,
      ConcurrencyChecksum: '1',
    });
    expect(r.body.Entity).toEqual(after);
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, own.merchant.merchantId), eq(changeLog.entity, 'storeOptions')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.changes).toContainEqual({ Field: 'minimumBreakMinutes', Before: 0, After: 240 });
    // Only what changed: the options left at their defaults are not listed.
    expect(logged[0]!.changes.map((c) => c.Field)).not.toContain('isGratuityEnabled');
    expect(logged[0]!.storeId).toBe(own.storeId);
  });

  it('applies the resets it is sent past: a mode turned off loses its charge, naming and routing', async () => {
    const own = await ownStore();
    const first = body(await load(own.clerk), {
      IsTakeoutEnabled: true,
      TakeoutChargeId: own.charges[0]!,
      TakeoutOrderNamingStrategy: 1,
      StoreKitchenRoutingMethods: { ForDineIn: 0, ForTakeout: 1, ForDelivery: 0, ForCatering: 0, ForDriveThru: 0 },
    });
    expect((await own.clerk.post(PATH.update, first)).status).toBe(200);
    const off = body(await load(own.clerk), { IsTakeoutEnabled: false });
    expect((await own.clerk.post(PATH.update, off)).status).toBe(200);
    expect(await load(own.clerk)).toMatchObject({
      TakeoutChargeId: null,
      TakeoutOrderNamingStrategy: 0,
      StoreKitchenRoutingMethods: { ForTakeout: 0 },
    });
  });

  it.each([
    ['241 break minutes', { MinimumBreakMinutes: 241 }, 'MinimumBreakMinutes', E.breakMinutes],
    [
      'a takeout threshold of 10000',
      { OrderDownloadThresholdTakeout: 10000 },
      'OrderDownloadThresholdTakeout',
      E.prepThreshold,
    ],
    [
      'no product count URL',
      { IsVenueProductCountEnabled: true, ProductCountUrl: '' },
      'ProductCountUrl',
      E.productCountUrlRequired,
    ],
    ['an ftp product count URL', { ProductCountUrl: 'ftp://x.example.com' }, 'ProductCountUrl', E.productCountUrl],
    ['a PUC id of 25 characters', { IsPucOrderEnabled: true, PucOrgId: '1'.repeat(25) }, 'PucOrgId', E.pucIdLength],
    ['a business date end of 03:10', { BusinessDataThreshold: '03:10:00' }, 'BusinessDataThreshold', E.businessDateEnd],
    ['a guest count mode of 9', { GuestCountMode: 9 }, 'GuestCountMode', E.guestCountMode],
  ] as const)('refuses %s with 400 naming the field, writing nothing', async (_name, change, field, key) => {
    const own = await ownStore();
    const r = await own.clerk.post(PATH.update, body(await load(own.clerk), change as never));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: key, field });
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it("refuses another merchant's charge with 400 naming the field", async () => {
    const own = await ownStore();
    const other = await ownStore();
    const r = await own.clerk.post(
      PATH.update,
      body(await load(own.clerk), { IsDeliveryEnabled: true, DeliveryChargeId: other.charges[1]! }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ messageKey: E.charge, field: 'DeliveryChargeId' });
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const own = await ownStore();
    const loaded = await load(own.clerk);
    expect((await own.clerk.post(PATH.update, body(loaded, { MinimumBreakMinutes: 10 }))).status).toBe(200);
    const r = await own.clerk.post(PATH.update, body(loaded, { MinimumBreakMinutes: 20 }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ messageKey: E.staleChecksum });
    expect((await rowsOf(own.merchant.merchantId))[0]).toMatchObject({ minimumBreakMinutes: 10, version: 1 });
  });

  it('keeps the parts the flags hide: kitchen routing and PUC stay as stored', async () => {
    const own = await ownStore({ flags: { [ACCESS_FLAG.kitchenRouting]: false } });
    const r = await own.clerk.post(
      PATH.update,
      body(await load(own.clerk), {
        IsTakeoutEnabled: true,
        IsPucOrderEnabled: true,
        PucStoreId: 5,
        StoreKitchenRoutingMethods: { ForDineIn: 1, ForTakeout: 1, ForDelivery: 0, ForCatering: 0, ForDriveThru: 0 },
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.Entity).toMatchObject({
      IsTakeoutEnabled: true,
      IsPucOrderEnabled: false,
      PucStoreId: 0,
      StoreKitchenRoutingMethods: { ForDineIn: 0, ForTakeout: 0 },
    });
  });

  it('refuses an account with several stores, in a store view and in the company view', async () => {
    const own = await ownStore({ storeCount: 2 });
    for (const c of [own.clerk, await companyViewClient(t, own.merchant)]) {
      const r = await c.get(PATH.get);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ messageKey: E.multiStore });
      const single = await ownStore();
      const w = await c.post(PATH.update, body(await load(single.clerk), {}));
      expect(w.status).toBe(403);
    }
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it('answers the one store of a single-store company view, and keeps it apart from other merchants', async () => {
    const own = await ownStore();
    const other = await ownStore();
    const company = await companyViewClient(t, own.merchant);
    const loaded = await load(company);
    expect((await company.post(PATH.update, body(loaded, { IsGratuityEnabled: true }))).status).toBe(200);
    expect((await rowsOf(own.merchant.merchantId))[0]).toMatchObject({ storeId: own.storeId, isGratuityEnabled: true });
    expect(await load(other.clerk)).toMatchObject({ IsGratuityEnabled: false, ConcurrencyChecksum: '0' });
    expect(await rowsOf(other.merchant.merchantId)).toEqual([]);
  });

  it('refuses a role without the page (403) and a view-only role (403), writing nothing', async () => {
    const own = await ownStore();
    const loaded = await load(own.clerk);
    const without = async (featureId: number) => {
      await t.db
        .update(roleFeatures)
        .set({ isActive: false })
        .where(and(eq(roleFeatures.roleId, own.merchant.roleIds.Manager), eq(roleFeatures.featureId, featureId)));
    };
    await without(EDIT_FEATURE_ID.companyInformation);
    const manager = await createUser(t.db, own.merchant, { role: 'Manager', storeIds: [own.storeId] });
    const c = t.client();
    await c.logOn(manager.userName);
    expect((await c.get(PATH.get)).status).toBe(200);
    const viewOnly = await c.post(PATH.update, body(loaded, { IsGratuityEnabled: true }));
    expect(viewOnly.status).toBe(403);
    expect(viewOnly.body).toMatchObject({ messageKey: E.viewOnly });
    await without(FEATURE_ID.storeOptions);
    expect((await c.get(PATH.get)).status).toBe(403);
    expect((await c.post(PATH.update, body(loaded, { IsGratuityEnabled: true }))).status).toBe(403);
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });

  it('needs a session and the CSRF token', async () => {
    const own = await ownStore();
    const loaded = await load(own.clerk);
    expect((await t.client().get(PATH.get)).status).toBe(401);
    const r = await own.clerk.post(PATH.update, body(loaded, {}), { csrf: false });
    expect(r.status).toBe(403);
    expect(await rowsOf(own.merchant.merchantId)).toEqual([]);
  });
});
