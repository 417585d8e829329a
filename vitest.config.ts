import { defineConfig } from 'vitest/config';

// One Vitest run drives four projects: contract rules, repository rules (lint layout), web components (jsdom)
// and the API suite (real HTTP on a real database).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'repo', root: '.', include: ['tools/**/*.test.ts'], testTimeout: 60000 } },
      './web/vite.config.ts',
      './server/vitest.config.ts',
    ],
  },
});
