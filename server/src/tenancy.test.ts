import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/create-db.ts';
import { startTestApp, type TTestApp } from './test/test-app.ts';
import {
  prepareTenancyWorld,
  stringsIn,
  takeForeignWrites,
  type TTenancyCase,
  type TTenancyWorld,
} from './test/tenancy.ts';

/**
 * Tenancy as a mechanism, proven: every exported function of every `*.queries.ts` file runs as merchant A on a
 * database where merchants B and C have rows of every kind, and none of them may return B's or C's rows or write one.
 * Each module lists its query functions in its `*.tenancy.ts` table; a query function missing from the tables fails
 * here, so a new query cannot skip the proof.
 */
const SRC = import.meta.dirname;
const filesEnding = (suffix: string) =>
  (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith(suffix)).sort();

const queryModules = await Promise.all(
  filesEnding('.queries.ts').map(async (file) => ({
    file,
    exports: (await import(path.join(SRC, file))) as Record<string, unknown>,
  })),
);
const cases: TTenancyCase[] = (
  await Promise.all(
    filesEnding('.tenancy.ts').map(
      async (file) => ((await import(path.join(SRC, file))) as { TENANCY_CASES: TTenancyCase[] }).TENANCY_CASES,
    ),
  )
).flat();

const queryFunctions = queryModules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter((entry): entry is [string, (...args: never[]) => unknown] => typeof entry[1] === 'function')
    .map(([name, fn]) => ({ label: `${file}: ${name}`, fn })),
);

describe('the tenancy table', () => {
  it.each(queryFunctions)('lists $label', ({ fn }) => {
    expect(cases.some((c) => c.fn === fn)).toBe(true);
  });

  it('lists only query functions', () => {
    const known = new Set(queryFunctions.map((q) => q.fn));
    expect(cases.filter((c) => !known.has(c.fn)).map((c) => c.fn.name)).toEqual([]);
  });
});

let t: TTestApp;
let world: TTenancyWorld;
beforeAll(async () => {
  t = await startTestApp();
  world = await prepareTenancyWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

const scoped = cases.flatMap((c) => ('run' in c ? [{ ...c, label: c.name ?? c.fn.name }] : []));

describe("merchant A's queries never reach B's or C's rows", () => {
  it.each(scoped)('$label', async ({ run, check }) => {
    await takeForeignWrites(world.db);
    const result = await run(world);
    const leaked = stringsIn(result).filter((s) => s.includes(world.B.marker) || s.includes(world.C.marker));
    expect(leaked).toEqual([]);
    expect(await takeForeignWrites(world.db)).toEqual([]);
    await check?.(result, world);
  });
});

describe('the harness', () => {
  it("finds B's marker in a result that reads B's rows", async () => {
    const rows = await queryRows<{ name: string }>(
      world.db,
      sql`select item_name as name from items where merchant_id = ${world.B.merchantId} limit 1`,
    );
    expect(stringsIn(rows).some((s) => s.includes(world.B.marker))).toBe(true);
  });

  it("records a write to C's rows", async () => {
    await takeForeignWrites(world.db);
    await world.db.execute(sql`update stores set name = name where merchant_id = ${world.C.merchantId}`);
    expect((await takeForeignWrites(world.db)).map((w) => w.table_name)).toContain('stores');
  });

  it("lets A's own writes pass", async () => {
    await world.db.execute(sql`update stores set name = name where merchant_id = ${world.A.merchantId}`);
    expect(await takeForeignWrites(world.db)).toEqual([]);
  });
});

/**
 * The other half of the mechanism: a query names its tenant only through db/tenant.ts (ofMerchant, ofStore,
 * merchantOf, merchantKey, PREPARED_SCOPE …), never by unpacking a scope, comparing a tenant column with a value it
 * was handed, or taking a bare merchant or store id.
 */
const HAND_WRITTEN_TENANCY: [string, RegExp][] = [
  ['unpacks a scope', /\bscope\w*\.(merchantId|storeId)\b/],
  [
    'compares a tenant column with a value in SQL',
    /\b(merchant_id|store_id)\s*(=|<>)\s*\$\{|\b(merchant_id|store_id)\s+in\s*\(\s*\$\{/,
  ],
  [
    'compares a tenant column with a value',
    /\b(eq|ne|inArray)\(\s*[\w.]+\.(merchantId|storeId)\s*,(?!\s*[\w]+\.\w+\s*\))/,
  ],
  ['takes a bare merchant or store id', /(function\s+\w+|=\s*(async\s*)?)\([^)]*\b(merchantId|storeId)\s*:\s*number/],
];

describe('queries name the tenant only through db/tenant.ts', () => {
  const sources = filesEnding('.queries.ts').map((file) => ({
    file,
    text: readFileSync(path.join(SRC, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, ''),
  }));
  it.each(sources)('$file', ({ text }) => {
    const broken = HAND_WRITTEN_TENANCY.filter(([, pattern]) => pattern.test(text)).map(([rule]) => rule);
    expect(broken).toEqual([]);
  });

  it.each(HAND_WRITTEN_TENANCY)('the rule "%s" catches what it names', (rule) => {
    const samples: Record<string, string> = {
      'unpacks a scope': 'where(eq(items.merchantId, scope.merchantId))',
      'compares a tenant column with a value in SQL': 'sql`select 1 from items where merchant_id = ${id}`',
      'compares a tenant column with a value': 'where(eq(items.merchantId, id))',
      'takes a bare merchant or store id': 'export async function f(db: TDb, merchantId: number) {}',
    };
    expect(HAND_WRITTEN_TENANCY.find(([name]) => name === rule)![1].test(samples[rule]!)).toBe(true);
  });
});
