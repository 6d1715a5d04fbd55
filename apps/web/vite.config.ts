import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Dev only: the API runs separately (apps/api, port 3000 by default); Vite forwards /api and /uploads
// to it so that cookies stay first-party. In production the API serves the built app itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // scripts/web-budget.mjs reads the manifest to measure each public route's first load (gzip), the budget
    // that matters; React 19 and the router alone make the first chunk ~400 kB raw, so warn only beyond 600.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
