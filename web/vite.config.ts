import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// By relative path, not @mp/contracts: the config loader bundles relative imports, while a workspace package would be
// loaded by Node as raw TypeScript.
import { API_PREFIXES } from '../contracts/src/api-prefixes.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { vendorChunks } from './vite-plugins/vendor-chunks.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
// Same-origin API in production; in development Vite forwards exactly the server's route prefixes (the list the
// server checks its routes against), each as a whole path segment.
const apiPaths = `^(?:${API_PREFIXES.join('|')})(?:[/?]|$)`;
// Page loads of client routes (/Portal/NewIndex/..., /Account/LogOn) stay with Vite so the SPA answers them.
const keepPageLoads = (req: { url?: string; headers: { accept?: string } }) =>
  req.headers.accept?.includes('text/html') && !req.url?.startsWith('/docs') ? '/index.html' : undefined;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { [apiPaths]: { target: apiTarget, changeOrigin: false, bypass: keepPageLoads } },
  },
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { output: { codeSplitting: vendorChunks() } } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    globals: false,
    css: false,
    // jsdom and the modules load once per worker rather than once per file (about a minute of a two-minute run);
    // each test renders into a fresh container and setup.ts resets what a file may leave behind. `npm run
    // test:unit` shuffles the files and tests, so one that leans on another's leftovers fails.
    isolate: false,
    testTimeout: 20_000,
    // A fixed browser zone, so a store time in another zone is named the same way on every machine.
    env: { TZ: 'UTC' },
  },
});
