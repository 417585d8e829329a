import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readEnv } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import { seedDemo } from '../demo/seed.ts';

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

let templateDir: string | undefined;

/**
 * PGlite's first start (initdb in WebAssembly) takes several seconds; building one migrated, seeded data
 * directory here and copying it per test file keeps the suite fast. PostgreSQL runs need no template.
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  templateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-template-'));
  const env = readEnv({ DATA_DIR: templateDir, NODE_ENV: 'test' });
  const handle = await createDb(env);
  await seedDemo(handle.db, { nodeEnv: env.nodeEnv });
  await handle.close();
  project.provide('pgliteTemplate', templateDir);
}

export async function teardown(): Promise<void> {
  if (templateDir) await fs.rm(templateDir, { recursive: true, force: true });
}
