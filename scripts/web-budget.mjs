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
 * KB of JavaScript each public route may load first: what it loads today plus 0.2 KB, so a change that adds
 * weight fails here (the entry chunk holds the lazy chunks' hashed names, so an edit anywhere can move a route
 * by 0.1 KB). When a change saves, lower the numbers; raise one only for a reason given in its commit (the
 * shared icons' chunk added 2 KB to the static pages and spared the catalogue pages ~10 requests). No budget
 * may exceed LIMIT_KB (issue #7; QUALITY.md's cap is 150). React, react-dom and wouter weigh ~69 KB of
 * every route and the shell (navbar, footer, session, route table) ~10 KB; a page adds its own code and the
 * shared parts it draws (vite.config.ts). TanStack Query is loaded only when a public page has to fetch
 * (apps/web/src/lib/page-data.ts), react-hook-form only by the staff panels' forms (the public ones use
 * lib/use-light-form.ts), lucide-react only after the first screen (public pages draw theirs with shellIcon).
 */

/**
 * The cap on every route's budget: every public route is under 90. The room list and a room page load their date
 * search, list states, house policies and reviews after the first render (features/rooms).
 */
export const LIMIT_KB = 90;

/**
 * Files of JavaScript a public route may load first. Each is a request, and on a mobile network each round of
 * requests costs a round trip: a room page once loaded 18, most of them single icons (see vite.config.ts).
 */
export const MAX_FILES = 10;

/**
 * The public routes, the module that renders each one, as apps/web/src/app/router.tsx (through the
 * features' routes.tsx files) declares them, and its budget. `page: null` means the page is part of the
 * entry chunk. `later` lists lazy modules the page fetches once it has rendered (reported, not counted).
 * `laterBudgetKb` caps those too where they run within the page's first seconds on a phone (a room page's booking
 * form: the schemas and zod come only when the visitor reaches the form, the review step only after Book Now).
 * A module that is not a lazy chunk in the build manifest fails the check, so a renamed page cannot go
 * unmeasured.
 */
const PUBLIC_ROUTES = [
  // Below the hero, the home page's sections are a chunk of their own, fetched as the hero renders.
  {
    route: '/',
    page: 'src/features/home/home-page.tsx',
    later: ['src/features/home/home-sections.tsx'],
    budgetKb: 87.4,
  },
  {
    route: '/rooms',
    page: 'src/features/rooms/rooms-page.tsx',
    later: ['src/features/rooms/room-search-form.tsx', 'src/features/rooms/room-list-state.tsx'],
    budgetKb: 89.8,
  },
  {
    route: '/room/:id',
    page: 'src/features/rooms/room-detail-page.tsx',
    later: [
      'src/features/booking/booking-panel.tsx',
      'src/features/booking/stay-policies.tsx',
      'src/features/rooms/room-reviews.tsx',
    ],
    budgetKb: 89.7,
    laterBudgetKb: 36.5,
  },
  { route: '/about', page: 'src/features/static-pages/about-page.tsx', budgetKb: 85.5 },
  { route: '/services', page: 'src/features/static-pages/services-page.tsx', budgetKb: 86 },
  { route: '/amenities', page: 'src/features/static-pages/amenities-page.tsx', budgetKb: 85.7 },
  { route: '/contact', page: 'src/features/static-pages/contact-page.tsx', budgetKb: 86.6 },
  { route: '/login', page: 'src/features/auth/login-page.tsx', budgetKb: 88.1 },
  { route: '/register', page: 'src/features/auth/register-page.tsx', budgetKb: 86.9 },
];

/**
 * The staff panels (app/staff-panels.tsx: their routes, layout and sidebars, fetched on the first visit to a
 * panel) and their pages (features/<panel>/routes.tsx): lazy chunks outside the first load.
 */
const STAFF_CHUNKS = [
  'src/app/staff-panels.tsx',
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
 * Each route has its own budget (PUBLIC_ROUTES); the `budgetKb` option replaces every route's (to try the
 * check). A budget above LIMIT_KB fails.
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

  const lazyModule = (route, module) => {
    if (manifest[module]?.isDynamicEntry) return true;
    problems.push(`${route}: ${module} is not a lazy chunk in the manifest`);
    return false;
  };

  const routes = PUBLIC_ROUTES.map(({ route, page, later = [], budgetKb: own, laterBudgetKb }) => {
    const routeBudget = budgetKb ?? own;
    if (routeBudget > LIMIT_KB) problems.push(`${route}: budget ${routeBudget} KB is above the ${LIMIT_KB} KB limit`);
    const files = new Set(firstLoad);
    if (page && lazyModule(route, page)) closure(manifest, page, files);
    const list = [...files].sort();
    const jsKb = sum(list.filter(isJs));
    const cssKb = sum(list.filter((file) => file.endsWith('.css')));
    if (jsKb > routeBudget)
      problems.push(`${route}: ${jsKb} KB of JavaScript on first load (budget ${routeBudget} KB)`);
    const jsFiles = list.filter(isJs).length;
    if (jsFiles > MAX_FILES)
      problems.push(`${route}: ${jsFiles} JavaScript files on first load (at most ${MAX_FILES})`);
    const laterFiles = new Set();
    for (const module of later) if (lazyModule(route, module)) closure(manifest, module, laterFiles);
    const laterKb = sum([...laterFiles].filter((file) => isJs(file) && !files.has(file)));
    if (laterBudgetKb !== undefined && laterKb > laterBudgetKb)
      problems.push(`${route}: ${laterKb} KB of JavaScript after the first render (budget ${laterBudgetKb} KB)`);
    return { route, jsKb, cssKb, laterKb, budgetKb: routeBudget, files: list };
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

  return {
    limitKb: LIMIT_KB,
    routes,
    entryFiles: [...firstLoad].sort(),
    lazyChunks,
    ok: problems.length === 0,
    problems,
  };
}

function printReport({ limitKb, routes, lazyChunks, problems }) {
  const pad = (value, width) => String(value).padStart(width);
  console.log(`First load per public route (KB gzip; limit ${limitKb}, "later" = JS fetched after the first render)`);
  console.log(`${'route'.padEnd(12)}${pad('JS', 8)}${pad('budget', 8)}${pad('CSS', 8)}${pad('later', 8)}  files`);
  for (const { route, jsKb, budgetKb, cssKb, laterKb, files } of routes) {
    console.log(
      `${route.padEnd(12)}${pad(jsKb, 8)}${pad(budgetKb, 8)}${pad(cssKb, 8)}${pad(laterKb || '', 8)}  ${files.length}`,
    );
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
