import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { seedDemo } from '../demo/seed.ts';

/** A migrated, seeded database each test file starts from (test-app.ts copies or clones it). */
export type TSeededTemplate =
  | { kind: 'pglite'; dataDir: string }
  /** `fileCopy`: the server (PostgreSQL 15 and later) can clone by copying files, not block by block through WAL. */
  | { kind: 'postgres'; database: string; fileCopy: boolean };

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    seededTemplate: TSeededTemplate;
  }
}

/** `adminUrl` with another database name (the server, user and options stay). */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server of `adminUrl` (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

let cleanUp: (() => Promise<void>) | undefined;

/**
 * Migrating and seeding is the slow part of starting an API test file (PGlite's first start, initdb in
 * WebAssembly, adds seconds more). It is done once here: PGlite gets a seeded data directory that each file copies,
 * PostgreSQL a seeded template database (unique per run, dropped at teardown) that each file clones with
 * `CREATE DATABASE … TEMPLATE`.
 */
export async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-template-'));
  let database: string | undefined;
  let fileCopy = false;
  if (adminUrl) {
    database = `mp_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${database}`);
    const version = await adminQuery(adminUrl, 'show server_version_num');
    fileCopy = Number((version.rows[0] as { server_version_num: string }).server_version_num) >= 150000;
  }
  cleanUp = async () => {
    if (adminUrl && database) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const env = readEnv({
    DATA_DIR: dataDir,
    ...(adminUrl && database ? { DATABASE_URL: databaseUrlFor(adminUrl, database) } : {}),
    NODE_ENV: 'test',
  });
  try {
    const handle = await createDb(env);
    try {
      await seedDemo(handle.db, { nodeEnv: env.nodeEnv });
    } finally {
      // A template database must have no connections left when it is cloned.
      await handle.close();
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
  project.provide('seededTemplate', database ? { kind: 'postgres', database, fileCopy } : { kind: 'pglite', dataDir });
}

export async function teardown(): Promise<void> {
  await cleanUp?.();
}
