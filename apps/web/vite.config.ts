import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig } from 'vite';

// Dev only: the API runs separately (apps/api, port 3000 by default); Vite forwards /api and /uploads
// to it so that cookies stay first-party. In production the API serves the built app itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// `vite build --ssr`: written under dist/, in a dot-directory the server never sends to browsers.
const ssrBuild: BuildOptions = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: false,
  target: 'node20',
  rolldownOptions: {
    input: { 'entry-server': 'src/server/entry-server.tsx' },
    output: { codeSplitting: false },
  },
};

const clientBuild: BuildOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: false,
  target: 'es2022',
  // scripts/web-budget.mjs reads the manifest to measure each public route's first load (gzip), the budget
  // that matters; React 19 and the router alone make the first chunk ~400 kB raw, so warn only beyond 600.
  manifest: true,
  chunkSizeWarningLimit: 600,
  rolldownOptions: {
    output: {
      // Every module the first screen needs goes into the entry chunk, instead of the entry plus a few small
      // chunks it shares with lazy pages: one request, and ~3 KB less gzip (no cross-chunk exports and
      // interop, one compression window). Lazy pages import what they share from the entry.
      codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
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
  // The server's render of public pages (src/server/entry-server.tsx) is one self-contained file: the API
  // loads it from the built app and needs nothing else installed.
  ssr: { noExternal: true },
  build: isSsrBuild ? ssrBuild : clientBuild,
}));
