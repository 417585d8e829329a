import { defineConfig } from 'vitest/config';

// API suite: each file starts the real app on its own fresh database. On a PostgreSQL server each of those is a
// database of its own, cloned from the run's template, so two files run side by side (one per core: 6.5 → 3.7 minutes
// on 2 cores); on PGlite, whose databases live in the test process, files run one at a time.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    fileParallelism: onPostgres,
    // Each file builds its own app on its own database, so the modules can be loaded once for the whole suite
    // rather than once per file (9.5 → 6.1 minutes); the shuffled CI run on PostgreSQL checks no file leans on
    // another's module state.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
