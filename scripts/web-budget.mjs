// `node scripts/web-budget.mjs [distDir] [--budget KB]` (part of `npm run test:e2e`): the web app's first-load
// budget. For each public route, the gzip size of the JavaScript (and CSS) the browser fetches before the page
// first renders: index.html's scripts, the entry chunk and its static imports, and the route's lazy page chunk
// (the router loads it before rendering) with its static imports. Reads the Vite build (apps/web/dist with
// .vite/manifest.json); prints a table and exits 1 when a route is over budget or a staff panel has slipped
// into the first load.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * KB of JavaScript a public route may load first. The aim is 120, but React, react-dom, the router and
 * TanStack Query alone weigh ~104 KB, so a page gets what the shell and its own needs leave: a page
 * that fetches data adds the query hooks, a form adds react-hook-form (~13 KB); 150 is QUALITY.md's cap.
 */
export const BUDGET_KB = 135;
const DATA_PAGE_KB = 145;
const FORM_PAGE_KB = 150;

/**
 * The public routes and the module that renders each one, as apps/web/src/app/router.tsx (through the
 * features' routes.tsx files) declares them. `page: null` means the page is part of the entry chunk.
 * A page that is not in the build manifest fails the check, so a renamed page cannot go unmeasured.
 */
const PUBLIC_ROUTES = [
  { route: '/', page: null }, // features/home/home-page.tsx is bundled with the entry (the usual landing page)
  { route: '/rooms', page: 'src/features/rooms/rooms-page.tsx', budgetKb: DATA_PAGE_KB },
  { route: '/room/:id', page: 'src/features/rooms/room-detail-page.tsx', budgetKb: DATA_PAGE_KB },
  { route: '/about', page: 'src/features/static-pages/about-page.tsx' },
  { route: '/services', page: 'src/features/static-pages/services-page.tsx' },
  { route: '/amenities', page: 'src/features/static-pages/amenities-page.tsx' },
  { route: '/contact', page: 'src/features/static-pages/contact-page.tsx', budgetKb: FORM_PAGE_KB },
  { route: '/login', page: 'src/features/auth/login-page.tsx', budgetKb: FORM_PAGE_KB },
  { route: '/register', page: 'src/features/auth/register-page.tsx', budgetKb: FORM_PAGE_KB },
];

/** The staff panels' layout and pages (router.tsx, features/<panel>/routes.tsx): lazy chunks outside the first load. */
const STAFF_CHUNKS = [
  'src/app/layouts/panel-layout.tsx',
  'src/features/admin/overview/overview-page.tsx',
  'src/features/admin/billing/billing-page.tsx',
  'src/features/admin/activity/activity-page.tsx',
  'src/features/admin/index.ts',
  'src/features/staff-screens/index.ts',
  'src/features/receptionist/front-desk-page.tsx',
  'src/features/receptionist/bookings/desk-bookings-page.tsx',
  'src/features/housekeeping/housekeeping-page.tsx',
  'src/features/guest/guest-dashboard-page.tsx',
];

const toKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (vite.config.ts sets build.manifest).`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Files that index.html itself loads: the entry, its modulepreloads, stylesheets and classic scripts. */
function htmlFiles(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const url = (isScript ? /\bsrc="([^"]*)"/ : /\bhref="([^"]*)"/).exec(tag)?.[1];
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    files.add(url.replace(/^\//, '').split(/[?#]/)[0]);
  }
  return files;
}

/** A chunk's file, CSS and static imports, transitively: what the browser fetches with it. */
function closure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Measures a Vite build of the web app. KB = 1024 bytes of gzip (zlib's default level), one decimal.
 * `budgetKb` is the default budget; a route may have its own (`routes[].budgetKb`). The `budgetKb` option
 * replaces every route's budget (to try the check).
 * @param {string} distDir the build's output directory (apps/web/dist)
 * @param {{ budgetKb?: number }} [options]
 */
export async function measureWeb(distDir, { budgetKb } = {}) {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return sizes.get(file);
  };
  const sum = (files) => toKb(files.reduce((total, file) => total + gzipKb(file), 0));
  const isJs = (file) => /\.m?js$/.test(file);
  const problems = [];

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const firstLoad = closure(manifest, entryKey, htmlFiles(distDir));

  const routes = PUBLIC_ROUTES.map(({ route, page, budgetKb: own }) => {
    const routeBudget = budgetKb ?? own ?? BUDGET_KB;
    const files = new Set(firstLoad);
    if (page) {
      if (!manifest[page]?.isDynamicEntry) problems.push(`${route}: ${page} is not a lazy chunk in the manifest`);
      closure(manifest, page, files);
    }
    const list = [...files].sort();
    const jsKb = sum(list.filter(isJs));
    const cssKb = sum(list.filter((file) => file.endsWith('.css')));
    if (jsKb > routeBudget)
      problems.push(`${route}: ${jsKb} KB of JavaScript on first load (budget ${routeBudget} KB)`);
    return { route, jsKb, cssKb, budgetKb: routeBudget, files: list };
  });

  for (const module of STAFF_CHUNKS) {
    const chunk = manifest[module];
    if (!chunk?.isDynamicEntry) problems.push(`staff panel module ${module} is not a lazy chunk of its own`);
    else if (firstLoad.has(chunk.file)) problems.push(`staff panel module ${module} is part of the first load`);
  }

  const lazyChunks = Object.entries(manifest)
    .filter(([, chunk]) => isJs(chunk.file) && !firstLoad.has(chunk.file))
    .map(([key, chunk]) => ({
      name: chunk.src?.replace(/^(\.\.\/)*node_modules\//, '') ?? chunk.name ?? key,
      kb: sum([chunk.file]),
    }))
    .sort((a, b) => b.kb - a.kb || a.name.localeCompare(b.name));

  return { budgetKb: budgetKb ?? BUDGET_KB, routes, lazyChunks, ok: problems.length === 0, problems };
}

function printReport({ routes, lazyChunks, problems }) {
  const pad = (value, width) => String(value).padStart(width);
  console.log('First load per public route (KB gzip)');
  console.log(`${'route'.padEnd(12)}${pad('JS', 8)}${pad('budget', 8)}${pad('CSS', 8)}  files`);
  for (const { route, jsKb, budgetKb, cssKb, files } of routes) {
    console.log(`${route.padEnd(12)}${pad(jsKb, 8)}${pad(budgetKb, 8)}${pad(cssKb, 8)}  ${files.length}`);
  }
  console.log(`\nLazy chunks (KB gzip): ${lazyChunks.length}`);
  for (const { name, kb } of lazyChunks) console.log(`${pad(kb, 8)}  ${name}`);
  for (const problem of problems) console.error(`over budget or misplaced: ${problem}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const budgetAt = args.indexOf('--budget');
  const budgetKb = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : undefined;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(args[0] ?? path.join(root, 'apps/web/dist'));
  try {
    const result = await measureWeb(distDir, { budgetKb });
    printReport(result);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
