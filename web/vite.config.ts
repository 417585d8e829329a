import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
// Same-origin API in production; in development Vite forwards the server's paths.
const proxied = ['/Account', '/User', '/Company', '/Portal', '/Reseller', '/Notification', '/docs', '/healthz'];
// Page loads of client routes (/Portal/NewIndex/..., /Account/LogOn) stay with Vite so the SPA answers them.
const keepPageLoads = (req: { url?: string; headers: { accept?: string } }) =>
  req.headers.accept?.includes('text/html') && !req.url?.startsWith('/docs') ? '/index.html' : undefined;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: false, bypass: keepPageLoads }]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    globals: false,
    css: false,
    testTimeout: 20_000,
  },
});
