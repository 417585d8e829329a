import { RESELLER } from '@mp/contracts/access/resellers';
import type { TStoreRow as TStoreChoice } from '@mp/contracts/stores';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { companyScope, storeScope } from '../../db/tenant.ts';
import { STORE, USER } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import type { TSelectionScope } from './selection-scope.ts';
import { findSelectableView, searchStores, selectableStores } from './store-selection.queries.ts';

/*
 * Store selection runs on selection scopes (selection-scope.ts), not tenant scopes. Each kind that stays inside a
 * tenant has its case: a merchant user sees only merchant A, an assigned user only their own stores of A, a partner
 * only their reseller's merchants (the bank reseller's: neither B nor C is one). An admin's `all` scope spans every
 * merchant by design, so it has no case here.
 */
const merchantUser = ({ A }: TTenancyWorld): TSelectionScope => ({ kind: 'merchant', merchant: A.merchant });
/** ssostore: a store user of A assigned to Bistro Riverside only. */
const assignedUser = ({ A }: TTenancyWorld): TSelectionScope => ({
  kind: 'assigned',
  merchant: A.merchant,
  userId: USER.ssostore,
});
const bankPartner: TSelectionScope = { kind: 'reseller', resellerId: RESELLER.bank };

const EVERY_ROW = { search: '', includeInactive: true, limit: 10_000, offset: 0 };
const rowsOf = (result: unknown) => (result as { rows: TStoreChoice[] }).rows;
const merchantIdsOf = (result: unknown) => [...new Set(rowsOf(result).map((r) => r.MerchantId))].sort();
const viewOf = (result: unknown) => result as { merchant: { id: number }; store: { id: number } | null } | null;

const bankMerchants = async ({ db }: TTenancyWorld) =>
  (
    await queryRows<{ id: number }>(db, sql`select id from merchants where reseller_id = ${RESELLER.bank} order by id`)
  ).map((r) => r.id);

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: searchStores,
    name: 'searchStores as a merchant user of A',
    run: (world) => searchStores(world.db, merchantUser(world), EVERY_ROW),
    check: (result, { A }) => expect(merchantIdsOf(result)).toEqual([A.merchantId]),
  },
  {
    fn: searchStores,
    name: 'searchStores as a store user of A',
    run: (world) => searchStores(world.db, assignedUser(world), EVERY_ROW),
    check: (result) => expect(rowsOf(result).map((r) => r.StoreId)).toEqual([STORE.bistroRiverside]),
  },
  {
    fn: searchStores,
    name: "searchStores as a partner of a reseller neither B's nor C's",
    run: ({ db }) => searchStores(db, bankPartner, EVERY_ROW),
    check: async (result, world) => {
      expect(rowsOf(result).length).toBeGreaterThan(0);
      expect(merchantIdsOf(result)).toEqual(await bankMerchants(world));
    },
  },
  {
    fn: searchStores,
    name: 'searchStores as a merchant user of A, for a name only B has',
    run: (world) => searchStores(world.db, merchantUser(world), { ...EVERY_ROW, search: world.B.marker }),
    check: (result) => expect(result).toEqual({ rows: [], total: 0 }),
  },
  {
    fn: findSelectableView,
    name: "findSelectableView of A's store as a merchant user of A",
    run: (world) => findSelectableView(world.db, merchantUser(world), world.A.store),
    check: (result, { A }) => expect(viewOf(result)?.store?.id).toBe(A.storeId),
  },
  {
    fn: findSelectableView,
    name: "findSelectableView of B's store and company view as a merchant user of A",
    run: async (world) => {
      const { db, B } = world;
      return [
        await findSelectableView(db, merchantUser(world), storeScope(B.merchantId, B.storeId)),
        await findSelectableView(db, merchantUser(world), companyScope(B.merchantId)),
        // A's own merchant id with B's store: the store must be the merchant's.
        await findSelectableView(db, merchantUser(world), storeScope(world.A.merchantId, B.storeId)),
      ];
    },
    check: (result) => expect(result).toEqual([null, null, null]),
  },
  {
    fn: findSelectableView,
    name: "findSelectableView of A's stores as a store user of A",
    run: async (world) => [
      await findSelectableView(world.db, assignedUser(world), storeScope(world.A.merchantId, STORE.bistroRiverside)),
      await findSelectableView(world.db, assignedUser(world), storeScope(world.A.merchantId, STORE.bistroDowntown)),
      await findSelectableView(world.db, assignedUser(world), world.A.company),
    ],
    check: (result) =>
      expect((result as unknown[]).map((v) => viewOf(v)?.store?.id ?? null)).toEqual([
        STORE.bistroRiverside,
        null,
        null,
      ]),
  },
  {
    fn: selectableStores,
    run: (world) => selectableStores(world.db, merchantUser(world), 100),
    check: (result, { A }) =>
      expect((result as { merchantId: number }[]).map((r) => r.merchantId)).toEqual([A.merchantId, A.merchantId]),
  },
];
