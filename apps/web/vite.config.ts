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
    // V8 holds this source for as long as the server runs: without the libraries' JSDoc comments, and with the few
    // typographic characters (— → …) escaped, it is kept at a byte a character instead of two.
    output: { codeSplitting: false, charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
  },
};

/**
 * The Lucide icons that more than one lazy chunk draws (their files' names): the home page's sections, the booking
 * panel, the guest dashboard, the 404 page. (A public page's first screen draws its icons with ui/shell-icons.tsx's
 * shellIcon instead, so that no first load needs this chunk or Lucide's component factory.) Each is a module of a
 * few hundred bytes shared by several lazy chunks, so the bundler gave each one a file of its own: a room page
 * fetched 11 of them, each a round trip on a mobile network. Bundled together (~4 KB gzip) they are one
 * request, the same for every public page. An icon drawn by one page only is bundled with that page. An icon
 * missing here still works; it only comes as a file of its own again (`npm test` counts a route's files).
 */
const PUBLIC_ICONS = new Set(
  `arrow-left arrow-right bed-double bell-ring calendar-check calendar-clock car check chevron-left chevron-right
   clock crown dumbbell eye flower-2 mail message-square-quote search shield-check sparkles star users
   utensils-crossed waves wifi wine x`.split(/\s+/),
);
const LUCIDE_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:icons[\\/](?<icon>[\w-]+)|[\w/]+)\.mjs$/;

/** A public page's icon, or Lucide's own code that draws every icon. */
function isPublicIcon(id: string): boolean {
  const match = LUCIDE_MODULE.exec(id);
  if (!match) return false;
  const icon = match.groups?.icon;
  return icon === undefined || PUBLIC_ICONS.has(icon);
}

/**
 * The small modules that several public pages draw on their first screen. Left to the bundler, each set of pages
 * sharing them gets a file of its own: the room list fetched 20 files first, most under 1 KB. Bundled in two
 * files they are few requests: the parts most public pages draw (`public`: form fields, the page intro, the
 * drawn page's answers), the stay search's dates that the home page draws and the room list fetches after its
 * first render (`stay`; the rules' messages come with the rules, on first use), the two date helpers the room list
 * draws with (`dates`: without them the list would load `stay` first), and what the room list and a room page share
 * (`catalog`: badges, stars, room images, the drawn page's query hooks, a stay's nights and price; the room cards
 * and the search stay in the room list's own chunk, so a room page does not load them).
 * A module missing here still works; it only comes as a file of its own again (`npm test` counts a route's files).
 */
const WEB_SRC = String.raw`[\\/]apps[\\/]web[\\/]src[\\/]`;
const PUBLIC_PARTS = new RegExp(
  `${WEB_SRC}(?:ui[\\\\/](?:field|input|select|page-intro|deco-arch|textarea|password-input)|lib[\\\\/](?:toast|use-action|lazy-resolver|page-query-data)|features[\\\\/]rooms[\\\\/](?:index|use-room-count))\\.tsx?$`,
);
const STAY_PARTS = new RegExp(
  `(?:${WEB_SRC}(?:ui[\\\\/](?:date-range-picker|calendar-dates)|lib[\\\\/]stay-dates))\\.tsx?$`,
);
const DATE_PARTS = new RegExp(`${WEB_SRC}ui[\\\\/]iso-dates\\.ts$`);
const CATALOG_PARTS = new RegExp(
  `(?:${WEB_SRC}(?:ui[\\\\/](?:badge|empty|skeleton|stars|room-image)|lib[\\\\/](?:use-page-query|query-defaults)|features[\\\\/]rooms[\\\\/]api[\\\\/]get-room[\\w-]*)|[\\\\/]packages[\\\\/]shared[\\\\/]src[\\\\/](?:room-catalog|stay-price))\\.tsx?$`,
);

const clientBuild: BuildOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: false,
  target: 'es2022',
  // scripts/web-budget.mjs reads the manifest to measure each public route's first load (gzip), the budget
  // that matters; React 19 and the router alone make the first chunk ~400 kB raw, so warn only beyond 600.
  manifest: true,
  chunkSizeWarningLimit: 600,
  // Every browser the app supports (es2022) knows modulepreload: no polyfill in the first load (~0.3 KB).
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // Every module the first screen needs goes into the entry chunk, instead of the entry plus a few small
      // chunks it shares with lazy pages: one request, and ~3 KB less gzip (no cross-chunk exports and
      // interop, one compression window). Lazy pages import what they share from the entry.
      codeSplitting: {
        groups: [
          { name: 'first', tags: ['$initial'] },
          { name: 'icons', test: isPublicIcon },
          { name: 'public', test: PUBLIC_PARTS },
          { name: 'dates', test: DATE_PARTS },
          { name: 'stay', test: STAY_PARTS },
          { name: 'catalog', test: CATALOG_PARTS },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19's own useSyncExternalStore for wouter's imports of the shim (src/lib/sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/sync-external-store.ts', import.meta.url)),
      },
    ],
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
