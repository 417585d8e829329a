import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import {
  salesByHour,
  salesByHourRaw,
  salesByItem,
  salesByItemRaw,
  summaryByDay,
  summaryByDayRaw,
  type TDateRange,
} from './report-facts.queries.ts';

/** Beyond the whole demo history. */
const ALL: TDateRange = { from: '2000-01-01', to: '2100-01-01' };

/** Every row is one of A's stores (the viewed one for a store scope), and there are some. */
const onlyStoresOf =
  (view: 'store' | 'company') =>
  async (result: unknown, { db, A }: TTenancyWorld): Promise<void> => {
    const rows = result as { storeId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const own = await queryRows<{ id: number }>(db, sql`select id from stores where merchant_id = ${A.merchantId}`);
    const allowed = view === 'store' ? [A.storeId] : own.map((s) => s.id);
    expect(rows.filter((r) => !allowed.includes(r.storeId))).toEqual([]);
  };

export const TENANCY_CASES: TTenancyCase[] = [
  summaryByDay,
  summaryByDayRaw,
  salesByHour,
  salesByHourRaw,
  salesByItem,
  salesByItemRaw,
].flatMap((fn) => [
  { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL), check: onlyStoresOf('store') },
  {
    fn,
    name: `${fn.name} of A's company view`,
    run: ({ db, A }) => fn(db, A.company, ALL),
    check: onlyStoresOf('company'),
  },
]);
