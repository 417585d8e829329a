import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import { cardSettlementDays, cashByDeviceDay, cashMovements, giftCardDays } from './settlement.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };
type TView = 'store' | 'company';

/**
 * Rows carry store ids and money, which no marker reaches: each row's store must be A's own (the view's), and A's
 * demo data must give some rows, so an empty answer proves nothing by accident.
 */
async function onlyViewStores(result: unknown, { db, A }: TTenancyWorld, view: TView): Promise<void> {
  const ids = [...new Set((result as { storeId: number }[]).map((r) => r.storeId))];
  expect(ids.length).toBeGreaterThan(0);
  const own = await queryRows<{ id: number }>(db, sql`select id from stores where merchant_id = ${A.merchantId}`);
  const allowed = view === 'store' ? [A.storeId] : own.map((s) => s.id);
  expect(ids.filter((id) => !allowed.includes(id))).toEqual([]);
}

const inEachView = (
  fn: (...args: never[]) => unknown,
  label: string,
  run: (world: TTenancyWorld, view: TView) => Promise<unknown>,
): TTenancyCase[] =>
  (['store', 'company'] as const).map((view) => ({
    fn,
    name: `${label} of A's ${view === 'store' ? 'store' : 'company view'}`,
    run: (world: TTenancyWorld) => run(world, view),
    check: (result: unknown, world: TTenancyWorld) => onlyViewStores(result, world, view),
  }));

/** Every settlement query takes the view and a range (the card batches also their source). */
export const TENANCY_CASES: TTenancyCase[] = [
  ...inEachView(cardSettlementDays, 'cardSettlementDays (pos)', ({ db, A }, v) =>
    cardSettlementDays(db, A[v], ALL, 'pos'),
  ),
  ...inEachView(cardSettlementDays, 'cardSettlementDays (commerce)', ({ db, A }, v) =>
    cardSettlementDays(db, A[v], ALL, 'commerce'),
  ),
  ...inEachView(cashByDeviceDay, 'cashByDeviceDay', ({ db, A }, v) => cashByDeviceDay(db, A[v], ALL)),
  ...inEachView(cashMovements, 'cashMovements', ({ db, A }, v) => cashMovements(db, A[v], ALL)),
  ...inEachView(giftCardDays, 'giftCardDays', ({ db, A }, v) => giftCardDays(db, A[v], ALL)),
];
