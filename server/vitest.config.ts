import { defineConfig } from 'vitest/config';

// API suite: each file starts the real app on a fresh database, so files run one at a time.
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    fileParallelism: false,
    // Each file builds its own app on its own database, so the modules can be loaded once for the whole suite
    // rather than once per file (9.5 → 6.1 minutes); the shuffled CI run on PostgreSQL checks no file leans on
    // another's module state.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
