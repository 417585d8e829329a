import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../db/create-db.ts';
import {
  companyScope,
  merchantScope,
  storeScope,
  type TCompanyScope,
  type TMerchantScope,
  type TStoreScope,
} from '../db/tenant.ts';
import { MERCHANT, STORE } from '../demo/ids.ts';

/**
 * The cross-tenant test's world: merchant A is the one every query runs as; B and C are the others, whose rows must
 * never come back and never change. A and C have several stores; B has one.
 */
export type TTenant = {
  merchantId: number;
  storeId: number;
  merchant: TMerchantScope;
  store: TStoreScope;
  company: TCompanyScope;
  /** Text every text column of this tenant's rows carries (B and C only), so a leaked row is found in any result. */
  marker: string;
};
export type TTenancyWorld = { db: TDb; A: TTenant; B: TTenant; C: TTenant };

const tenant = (merchantId: number, storeId: number, marker: string): TTenant => ({
  merchantId,
  storeId,
  merchant: merchantScope(merchantId),
  store: storeScope(merchantId, storeId),
  company: companyScope(merchantId),
  marker,
});

export const TENANTS = {
  A: tenant(MERCHANT.demoBistro, STORE.bistroDowntown, ''),
  B: tenant(MERCHANT.cornerCafe, STORE.cornerCafe, '«tenant-B»'),
  C: tenant(MERCHANT.processorPub, STORE.processorPubSouth, '«tenant-C»'),
};

/**
 * One row of the table: an exported query function and how merchant A calls it. The harness proves the call returns
 * nothing carrying B's or C's marker and writes no row of B or C; `check` adds what the generic proof cannot see
 * (a lookup of B's id by A finds nothing, a count is A's alone). `run` turns streams and iterators into plain values.
 */
export type TTenancyCase =
  | {
      fn: (...args: never[]) => unknown;
      name?: string;
      run: (world: TTenancyWorld) => Promise<unknown>;
      check?: (result: unknown, world: TTenancyWorld) => void | Promise<void>;
    }
  | {
      fn: (...args: never[]) => unknown;
      /** Why this query is not merchant-scoped (sign-in by user name, the session's own row …): a reviewed reason. */
      unscoped: string;
    };

type TColumn = { table_name: string; column_name: string; data_type: string };

/**
 * Tables that carry a tenant key, and their text columns: read from the catalogue, so new tables join by themselves.
 * A text column a check constraint holds to a list of codes (`kind in ('charge', 'payment')`) is a code, not a name,
 * and cannot carry a marker.
 */
async function tenantTables(db: TDb) {
  const columns = await queryRows<TColumn>(
    db,
    sql`select c.table_name, c.column_name, c.data_type from information_schema.columns c
         where c.table_schema = 'public' and c.table_name not like '__drizzle%'
           and not exists (
             select 1 from information_schema.constraint_column_usage u
               join information_schema.check_constraints k on k.constraint_name = u.constraint_name
                and k.constraint_schema = u.constraint_schema
              where u.table_schema = c.table_schema and u.table_name = c.table_name
                and u.column_name = c.column_name and c.data_type = 'text'
                and k.check_clause like '%= ANY (ARRAY[%')
         order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, TColumn[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
  return [...byTable].flatMap(([table, cols]) => {
    const key = table === 'merchants' ? 'id' : cols.some((c) => c.column_name === 'merchant_id') ? 'merchant_id' : null;
    if (!key) return [];
    const text = cols.filter((c) => c.data_type === 'text' || c.data_type === 'character varying');
    return [{ table, key, text: text.map((c) => c.column_name) }];
  });
}

/**
 * Prepares a seeded database: B's and C's text columns get their marker, and every tenant table gets a trigger that
 * records any insert, update or delete of a B or C row in `tenancy_writes`.
 */
export async function prepareTenancyWorld(db: TDb): Promise<TTenancyWorld> {
  const others = [TENANTS.B, TENANTS.C];
  const tables = await tenantTables(db);
  for (const { table, key, text } of tables) {
    for (const other of others)
      for (const column of text)
        await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} || ${' ' + other.marker}
               where ${sql.identifier(key)} = ${other.merchantId} and ${sql.identifier(column)} is not null`,
        );
  }
  const ids = others.map((o) => o.merchantId).join(', ');
  await db.execute(sql`create table tenancy_writes (table_name text not null, op text not null)`);
  for (const { table, key } of tables) {
    const fn = sql.identifier(`tenancy_guard_${table}`);
    const column = sql.raw(key);
    await db.execute(sql`
      create function ${fn}() returns trigger language plpgsql as $$
      begin
        if (tg_op <> 'INSERT' and old.${column} in (${sql.raw(ids)}))
           or (tg_op <> 'DELETE' and new.${column} in (${sql.raw(ids)})) then
          insert into tenancy_writes values (tg_table_name, tg_op);
        end if;
        return null;
      end $$`);
    await db.execute(
      sql`create trigger tenancy_guard after insert or update or delete on ${sql.identifier(table)}
           for each row execute function ${fn}()`,
    );
  }
  return { db, ...TENANTS };
}

/** Writes to B's or C's rows since the last call (and forgets them). */
export async function takeForeignWrites(db: TDb): Promise<{ table_name: string; op: string }[]> {
  const rows = await queryRows<{ table_name: string; op: string }>(db, sql`select table_name, op from tenancy_writes`);
  await db.execute(sql`delete from tenancy_writes`);
  return rows;
}

/** Every string in a result (rows, nested objects, Maps, Sets, Buffers as text). */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Buffer.isBuffer(value)) out.push(value.toString('utf8'));
  else if (value instanceof Map) for (const [k, v] of value) stringsIn([k, v], out);
  else if (value instanceof Set || Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}
