import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatementClient, type TPgliteClient } from './pglite-statements.ts';

/** Statements sent named: these texts; anything else goes through PGlite's own query(). */
const ROUND_TRIP =
  'select $1::int + 1 as n, $2::text as t, $3::timestamptz as at, $4::jsonb as j, $5::numeric as x, $6::int[] as a';
const INSERT = 'insert into things (id, name) values ($1, $2) returning id';
const COUNT = 'select count(*)::int as n from things';
const NAME_OF = 'select name from things where id = $1';
const [N, M, K] = ['select $1::int as n', 'select $1::int as m', 'select $1::int as k'] as const;
const BROKEN = 'select nosuchcolumn from things';
const NAMED = new Set([ROUND_TRIP, INSERT, COUNT, NAME_OF, N, M, K, BROKEN]);

let pg: PGlite;
let client: TPgliteClient;
const preparedNames = async () =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);
/** The texts of the statements kept, sorted. */
const preparedTexts = async () =>
  (await pg.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((r) => r.statement)
    .sort();

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec('create table things (id int primary key, name text not null)');
  client = namedStatementClient(pg, (text) => NAMED.has(text), 2);
});
afterAll(() => pg.close());

describe('namedStatementClient', () => {
  it('answers a named statement as PGlite answers the same unnamed one, with its parameters and parsers', async () => {
    const params = [41, 'x', '2026-01-05T14:30:00.000Z', JSON.stringify({ a: [1, null] }), '12.50', [1, 2]];
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `at ${value}` } };
    const named = await client.query(ROUND_TRIP, params, options);
    expect(named.rows).toEqual((await pg.query(ROUND_TRIP, params, options)).rows);
    expect(named.rows).toEqual([[42, 'x', 'at 2026-01-05 14:30:00+00', { a: [1, null] }, '12.50', [1, 2]]]);
    expect(named.fields.map((f) => f.name)).toEqual(['n', 't', 'at', 'j', 'x', 'a']);
    expect((await client.query(N, [null])).rows).toEqual([{ n: null }]);
  });

  it('parses a statement once and reuses it; an unlisted text stays unnamed', async () => {
    await client.query(N, [1]);
    const before = await preparedNames();
    expect((await client.query<{ n: number }>(N, [2])).rows).toEqual([{ n: 2 }]);
    expect(await preparedNames()).toEqual(before);
    expect((await client.query<{ v: number }>('select 7 as v')).rows).toEqual([{ v: 7 }]);
    expect(await preparedNames()).toEqual(before);
  });

  it('closes the least recently used statement past the limit, and parses it again when it comes back', async () => {
    await client.query(N, [1]);
    await client.query(M, [1]);
    expect(await preparedTexts()).toEqual([M, N].sort());
    await client.query(K, [3]);
    expect(await preparedTexts()).toEqual([K, M].sort());
    expect((await client.query<{ n: number }>(N, [5])).rows).toEqual([{ n: 5 }]);
    expect(await preparedTexts()).toEqual([K, N].sort());
  });

  it('reports a failed statement with its text and keeps the connection usable; a text that does not parse is not kept', async () => {
    await client.query(INSERT, [1, 'one']);
    const duplicate = client.query(INSERT, [1, 'again']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', query: INSERT });
    await expect(client.query(BROKEN)).rejects.toMatchObject({ code: '42703' });
    await expect(client.query(BROKEN)).rejects.toMatchObject({ code: '42703' });
    expect((await client.query<{ name: string }>(NAME_OF, [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('runs named statements in a transaction, which rolls them back on failure', async () => {
    const count = async () => (await client.query<{ n: number }>(COUNT)).rows[0]!.n;
    const before = await count();
    await expect(
      client.transaction(async (tx) => {
        await tx.query(INSERT, [2, 'two']);
        expect((await tx.query<{ n: number }>(COUNT)).rows[0]!.n).toBe(before + 1);
        await tx.query(INSERT, [2, 'twice']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
    await client.transaction((tx) => tx.query(INSERT, [3, 'three']));
    expect(await count()).toBe(before + 1);
  });

  it('lets no named call outside a transaction in while another caller’s transaction is open', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query(INSERT, [4, 'four']);
      order.push('written');
      await held;
      await tx.query(INSERT, [4, 'clash']).catch(() => order.push('rolled back'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query<{ name: string }>(NAME_OF, [4]).then((r) => {
      order.push(`read ${r.rows.length}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('released');
    release();
    await Promise.allSettled([transaction, outside]);
    expect(order).toEqual(['written', 'released', 'rolled back', 'read 0']);
  });
});
