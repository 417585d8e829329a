import { defineConfig } from 'vitest/config';

// One Vitest run drives three projects: pure contract rules, web components (jsdom) and the API suite (real HTTP on a real database).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './contracts', include: ['src/**/*.test.ts'] } },
      './web/vite.config.ts',
      './server/vitest.config.ts',
    ],
  },
});
