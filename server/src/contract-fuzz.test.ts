import { PG_INT_MAX } from '@mp/contracts/fields';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type TDb } from './db/create-db.ts';
import { createMerchant, createUser } from './test/factories/accounts.ts';
import { createMenu } from './test/factories/menu.ts';
import { arbitraryOf, type TJsonSchema } from './test/schema-arbitraries.ts';
import { startTestApp } from './test/test-app.ts';

// No request a client can send answers 5xx, and a refused one changes nothing. Every route /docs/json lists gets
// bodies and query strings generated from its own contract: valid values, values on each bound, and hostile ones
// (past 2^31, NUL characters, wrong types). A trigger on every table notes each row written, so a 4xx that wrote a
// row shows. FUZZ_RUNS sets the requests per route (25 by default).
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

type TParameter = { in: string; name: string; required?: boolean; schema: TJsonSchema };
type TOperation = { parameters?: TParameter[]; requestBody?: { content: Record<string, { schema: TJsonSchema }> } };
type TDocs = { paths: Record<string, Record<string, TOperation>> };

/**
 * Writes a refusal may make: the failed-attempt count of the signed-in user (LogOn, RenewSession and ChangePassword
 * count a wrong password even when they refuse) and the throttle rows of unknown names.
 */
const BOOKKEEPING_ON_REFUSAL = new Set(['users', 'unknown_sign_ins']);

async function installWriteProbe(db: TDb): Promise<void> {
  await db.execute(sql`create table fuzz_writes (id bigserial primary key, table_name text not null)`);
  await db.execute(sql`create function fuzz_note_write() returns trigger language plpgsql as $$
    begin insert into fuzz_writes (table_name) values (tg_table_name); return null; end $$`);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(`create trigger fuzz_note after insert or update or delete on "${name}"
                 for each row execute function fuzz_note_write()`),
    );
  }
}

const lastWrite = async (db: TDb) =>
  (await queryRows<{ id: string | null }>(db, sql`select max(id)::text as id from fuzz_writes`))[0]?.id ?? '0';
const tablesWrittenAfter = async (db: TDb, id: string) =>
  (
    await queryRows<{ name: string }>(db, sql`select distinct table_name as name from fuzz_writes where id > ${id}`)
  ).map((r) => r.name);

const t = await startTestApp();
afterAll(() => t.close());
const docs = (await t.client().get('/docs/json')).body as TDocs;

const operations = Object.entries(docs.paths)
  .flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ method, url, op })))
  .filter(({ url }) => !url.startsWith('/docs'));

/** Every integer in a request schema, with the path that reaches it. */
function* integersOf(schema: TJsonSchema, path: string): Generator<{ path: string; schema: TJsonSchema }> {
  if (schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'))) {
    yield { path, schema };
  }
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    yield* integersOf(choice, path);
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) yield* integersOf(value, `${path}.${key}`);
  if (schema.items) yield* integersOf(schema.items, `${path}[]`);
}

describe('request contracts', () => {
  it('lists the routes it probes', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('bound every integer a client sends by what a PostgreSQL integer holds', () => {
    const unbounded = operations.flatMap(({ method, url, op }) => {
      const schemas = [
        ...Object.values(op.requestBody?.content ?? {}).map((c) => ({ path: 'body', schema: c.schema })),
        ...(op.parameters ?? []).map((p) => ({ path: `${p.in}.${p.name}`, schema: p.schema })),
      ];
      return schemas
        .flatMap(({ path, schema }) => [...integersOf(schema, path)])
        .filter(({ schema }) => !(schema.maximum !== undefined && schema.maximum <= PG_INT_MAX))
        .map(({ path }) => `${method.toUpperCase()} ${url} ${path}`);
    });
    expect(unbounded).toEqual([]);
  });
});

describe('no request answers 5xx, and a refused one changes nothing', async () => {
  await installWriteProbe(t.db);
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const menu = await createMenu(t.db, merchant);
  const known = [
    merchant.merchantId,
    ...merchant.storeIds,
    ...Object.values(merchant.roleIds),
    ...Object.values(menu.itemIds),
    ...Object.values(menu.categoryIds),
    menu.departmentId,
    menu.tagId,
  ];

  it.each(operations)('$method $url', async ({ method, url, op }) => {
    // A user of its own per route: a route that ends the session or locks the account leaves the next route intact.
    const client = t.client();
    await client.logOn((await createUser(t.db, merchant)).userName);
    // A third of the requests are valid throughout; the rest carry hostile values here and there.
    const valueOf = (schema: TJsonSchema) =>
      fc.oneof(
        { arbitrary: arbitraryOf(schema, { hostileRate: 0, known }), weight: 1 },
        { arbitrary: arbitraryOf(schema, { hostileRate: 8, known }), weight: 2 },
      );
    const json = op.requestBody?.content['application/json']?.schema;
    const parameters = (op.parameters ?? []).filter((p) => p.in === 'query');
    const request = fc.record({
      body: json ? valueOf(json) : fc.constant(undefined),
      query: fc.tuple(...parameters.map((p) => (p.required ? valueOf(p.schema) : fc.option(valueOf(p.schema))))),
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ body, query }) => {
        const search = new URLSearchParams();
        parameters.forEach((p, i) => {
          const value = query[i];
          if (value !== null && value !== undefined)
            search.set(p.name, typeof value === 'string' ? value : JSON.stringify(value));
        });
        const target = search.size > 0 ? `${url}?${search}` : url;
        const before = await lastWrite(t.db);
        const response = await client.request(method.toUpperCase(), target, body === undefined ? {} : { json: body });
        expect(
          response.status,
          `${method.toUpperCase()} ${target} ${JSON.stringify(body)?.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (response.status >= 400) {
          const written = (await tablesWrittenAfter(t.db, before)).filter((name) => !BOOKKEEPING_ON_REFUSAL.has(name));
          expect(written, `${response.status} ${JSON.stringify(response.body)} wrote rows`).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
