import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_DIR, type TEnv } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** One handle type for both drivers: the pg-core surface they share. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type TDbHandle = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** Embedded PGlite under DATA_DIR/pglite unless DATABASE_URL names a PostgreSQL server; migrations run first. */
export async function createDb(env: Pick<TEnv, 'dataDir' | 'databaseUrl'>): Promise<TDbHandle> {
  if (env.databaseUrl) {
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 10 });
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as TDb, kind: 'postgres', close: () => pool.end() };
  }
  const release = acquireDataDirLock(env.dataDir);
  try {
    const client = await PGlite.create(path.join(env.dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as TDb,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rows of a raw query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function isDbReady(db: TDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
