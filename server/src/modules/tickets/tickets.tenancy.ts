import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { storeScope } from '../../db/tenant.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import {
  exportLineBatch,
  exportTicketBatch,
  receiptStore,
  ticketCount,
  ticketInScope,
  ticketLineRows,
  ticketNoteRows,
  ticketPage,
  ticketPaymentRows,
  ticketTaxRows,
  viewedStore,
  type TTicketFilter,
} from './tickets.queries.ts';

/** The whole demo history (90 days back from the seed) and a little beyond, any type, no search. */
const ALL: TTicketFilter = {
  FromDate: '2000-01-01',
  ToDate: '2100-01-01',
  TicketFilter: '',
  SearchArg: '',
  SearchColumnFilter: '',
};
const PAGE = { limit: 1000, offset: 0 };

/** A ticket of the tenant's store that has lines, payments, taxes and notes (an id A's calls name to reach B's). */
const ticketOf = async ({ db }: TTenancyWorld, storeId: number) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select t.id from tickets t where t.store_id = ${storeId}
           and exists (select 1 from ticket_notes n where n.ticket_id = t.id)
           and exists (select 1 from ticket_payments p where p.ticket_id = t.id)
         order by t.id limit 1`,
  );
  return row!.id;
};

/** A ticket's child rows read as merchant A: A's own ticket has some, B's none. */
const childCase = (
  fn: (
    db: TTenancyWorld['db'],
    scope: TTenancyWorld['A']['store'],
    id: number,
    page: typeof PAGE,
  ) => Promise<unknown[]>,
): TTenancyCase[] => [
  {
    fn,
    name: `${fn.name} of A's ticket`,
    run: async (world) => fn(world.db, world.A.store, await ticketOf(world, world.A.storeId), PAGE),
    check: (result) => expect((result as unknown[]).length).toBeGreaterThan(0),
  },
  {
    fn,
    name: `${fn.name} of B's ticket`,
    run: async (world) => fn(world.db, world.A.store, await ticketOf(world, world.B.storeId), PAGE),
    check: (result) => expect(result).toEqual([]),
  },
];

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: viewedStore,
    run: ({ db, A }) => viewedStore(db, A.store),
    check: (result, { A }) => expect(result).toMatchObject({ id: A.storeId }),
  },
  { fn: viewedStore, name: 'viewedStore of the company view', run: ({ db, A }) => viewedStore(db, A.company) },
  {
    fn: viewedStore,
    name: "viewedStore naming B's store under A",
    run: ({ db, A, B }) => viewedStore(db, storeScope(A.merchantId, B.storeId)),
    check: (result) => expect(result).toBeNull(),
  },
  {
    fn: receiptStore,
    run: ({ db, A }) => receiptStore(db, A.store),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: receiptStore,
    name: "receiptStore naming B's store under A",
    run: ({ db, A, B }) => receiptStore(db, storeScope(A.merchantId, B.storeId)),
    check: (result) => expect(result).toBeNull(),
  },
  {
    fn: ticketPage,
    run: ({ db, A }) =>
      ticketPage(db, A.store, ALL, { sortColumn: 'TicketDate', sortDirection: 'DESC', limit: 500, offset: 0 }),
    check: (result) => expect((result as { rows: unknown[] }).rows.length).toBe(500),
  },
  {
    fn: ticketPage,
    name: 'ticketPage searching a name only B has',
    run: ({ db, A, B }) =>
      ticketPage(
        db,
        A.store,
        { ...ALL, SearchArg: B.marker, SearchColumnFilter: 'UserName' },
        { sortColumn: 'TicketDate', sortDirection: 'DESC', limit: 25, offset: 0 },
      ),
    check: (result) => expect(result).toEqual({ rows: [], total: 0 }),
  },
  {
    fn: ticketCount,
    run: ({ db, A }) => ticketCount(db, A.store, ALL),
    check: async (result, { db, A }) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from tickets where store_id = ${A.storeId}`,
      );
      expect(result).toBe(row!.n);
    },
  },
  {
    fn: ticketCount,
    name: 'ticketCount searching a name only B has',
    run: ({ db, A, B }) => ticketCount(db, A.store, { ...ALL, SearchArg: B.marker, SearchColumnFilter: 'UserName' }),
    check: (result) => expect(result).toBe(0),
  },
  {
    fn: ticketInScope,
    run: async (world) => ticketInScope(world.db, world.A.store, await ticketOf(world, world.A.storeId)),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: ticketInScope,
    name: "ticketInScope of B's ticket",
    run: async (world) => ticketInScope(world.db, world.A.store, await ticketOf(world, world.B.storeId)),
    check: (result) => expect(result).toBeNull(),
  },
  ...childCase(ticketLineRows),
  ...childCase(ticketPaymentRows),
  ...childCase(ticketTaxRows),
  ...childCase(ticketNoteRows),
  {
    fn: exportTicketBatch,
    run: ({ db, A }) => exportTicketBatch(db, A.store, ALL, null, 500),
    check: (result) => expect((result as unknown[]).length).toBe(500),
  },
  {
    fn: exportLineBatch,
    run: ({ db, A }) => exportLineBatch(db, A.store, ALL, null, 500),
    check: async (result, { db, A }) => {
      const ids = [...new Set((result as { id: number }[]).map((row) => row.id))];
      expect(ids).toHaveLength(500);
      const [foreign] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from tickets
             where id = any(${`{${ids.join(',')}}`}::int[]) and store_id <> ${A.storeId}`,
      );
      expect(foreign!.n).toBe(0);
    },
  },
  {
    fn: exportLineBatch,
    name: 'exportLineBatch searching a name only B has',
    run: ({ db, A, B }) =>
      exportLineBatch(db, A.store, { ...ALL, SearchArg: B.marker, SearchColumnFilter: 'UserName' }, null, 500),
    check: (result) => expect(result).toEqual([]),
  },
];
