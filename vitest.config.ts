import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run drives five projects: contract rules, repository rules (lint layout), the development identity
// provider (real HTTP), web components (jsdom) and the API suite (real HTTP on a real database).
export default defineConfig({
  test: {
    // Said outright: left to its default, this Vitest ran the unit projects in one worker on a 2-core machine
    // (web: 221 s; 64 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: './contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'repo', root: '.', include: ['tools/**/*.test.ts'], testTimeout: 60000 } },
      { test: { name: 'idp', root: './idp', include: ['src/**/*.test.ts'] } },
      './web/vite.config.ts',
      './server/vitest.config.ts',
    ],
  },
});
