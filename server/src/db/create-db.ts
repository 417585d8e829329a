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
export type TDbHandle = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Runs start-up work (migrations, demo seeding) in one process at a time among those sharing the database. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** Names the advisory lock that serializes start-up work; PostgreSQL's hashtext turns it into the lock's key. */
const STARTUP_LOCK = 'merchant-portal:start-up';

/**
 * Several server processes may start at once on one PostgreSQL database (a deployment, a restart behind a proxy);
 * two migrations or two demo seedings at once would collide, so they wait for one another on an advisory lock held
 * by a connection of its own.
 */
const exclusiveOn =
  (pool: pg.Pool) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
      }
    } finally {
      client.release();
    }
  };

/** Embedded PGlite under DATA_DIR/pglite unless DATABASE_URL names a PostgreSQL server; migrations run first. */
export async function createDb(env: Pick<TEnv, 'dataDir' | 'databaseUrl'>): Promise<TDbHandle> {
  if (env.databaseUrl) {
    const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 10 });
    const db = drizzleNodePg({ client: pool, schema });
    const exclusive = exclusiveOn(pool);
    try {
      await exclusive(() => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as TDb, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  const release = acquireDataDirLock(env.dataDir);
  try {
    const client = await PGlite.create(path.join(env.dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as TDb,
      kind: 'pglite',
      // The data-directory lock already keeps every other process out.
      exclusive: (work) => work(),
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
