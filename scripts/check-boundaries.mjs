#!/usr/bin/env node
// The import rules that keep modules replaceable, checked on every lint rather than remembered:
//  - a server module uses another module through its services and rules, never its repository; routes and
//    background jobs are registered in one place, modules/index.ts;
//  - Drizzle is written only in repositories and db/ (a service reads as the hotel's rules, not SQL);
//  - a web feature is used by others only through its index (and the router and server through its routes, panel
//    and page-data files); ui/ and lib/ never reach into features;
//  - the shared package depends on no app;
//  - the server render uses React's edge build: the Node build keeps an AsyncLocalStorage, and once one is in use
//    Node runs a hook on every promise of the server, every request's included;
//  - the heavy packages only a few requests or one configuration need (an invoice's PDF, a second factor's QR
//    code, Stripe's library) are loaded where they are used, not when the server starts.
// Usage: node scripts/check-boundaries.mjs [root]   (exit 1 and one line per violation when any is found)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Packages of the server loaded by `await import()` where they are used: each costs megabytes of heap. */
const LOADED_WHEN_USED = new Set(['pdfkit', 'qrcode', 'stripe']);
const STATIC_IMPORT = /(?:^|[^\w.])(?:import|export)\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]/g;

/** What a file loads as it is itself loaded: its static imports, without those of types only. */
function loadedWith(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)].filter((match) => !match[1]).map((match) => match[2]);
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
}

/** The path an import points at, relative to `base`, without its extension; null for packages. */
function target(file, specifier, base, alias) {
  let resolved;
  if (specifier.startsWith('.')) resolved = normalize(join(dirname(file), specifier));
  else if (alias && specifier.startsWith(alias)) resolved = join(base, specifier.slice(alias.length));
  else return null;
  resolved = resolved.replace(/\.(js|ts|tsx|mjs)$/, '');
  return relative(base, resolved).split(sep).join('/');
}

function checkServer(root) {
  const base = join(root, 'apps/api/src');
  const found = [];
  for (const file of sourceFiles(base)) {
    const from = relative(base, file).split(sep).join('/');
    const fromModule = from.match(/^modules\/([^/]+)\//)?.[1];
    for (const specifier of loadedWith(file)) {
      if (LOADED_WHEN_USED.has(specifier)) {
        found.push(`${from}: imports ${specifier} as the server starts; load it where it is used (await import())`);
      }
    }
    for (const specifier of importsOf(file)) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        if (!from.startsWith('db/') && !from.endsWith('.repository.ts')) {
          found.push(`${from}: imports ${specifier}; SQL belongs in a repository or db/`);
        }
        continue;
      }
      const to = target(file, specifier, base);
      const toModule = to?.match(/^modules\/([^/]+)\/(.+)$/);
      if (!toModule || toModule[1] === fromModule) continue;
      if (/\.repository$/.test(toModule[2])) {
        found.push(`${from}: imports ${to}; use the ${toModule[1]} module's service instead`);
      } else if (/\.(routes|plugin|cache)$/.test(toModule[2]) && from !== 'modules/index.ts') {
        found.push(`${from}: imports ${to}; routes and jobs are registered in modules/index.ts only`);
      }
    }
  }
  return found;
}

/**
 * A web feature's public files: index (what other features use), routes (its pages, for the router), panel (a
 * staff panel's menu) and page-data (what the server fetches to draw its public pages).
 */
const FEATURE_ENTRIES = new Set(['index', 'routes', 'panel', 'page-data']);

/** React's server renderers as Node resolves them: the Node build, with its AsyncLocalStorage. */
const REACT_NODE_RENDER = /^react-dom\/(server|static)(\.node)?$/;

function checkWeb(root) {
  const base = join(root, 'apps/web/src');
  const found = [];
  for (const file of sourceFiles(base)) {
    const from = relative(base, file).split(sep).join('/');
    const fromFeature = from.match(/^features\/([^/]+)\//)?.[1];
    for (const specifier of importsOf(file)) {
      if (REACT_NODE_RENDER.test(specifier)) {
        found.push(`${from}: imports ${specifier}; render with ${specifier.replace(/\.node$/, '')}.edge`);
        continue;
      }
      const to = target(file, specifier, base, '@/');
      const toFeature = to?.match(/^features\/([^/]+)(?:\/(.+))?$/);
      if (!toFeature || toFeature[1] === fromFeature) continue;
      if (from.startsWith('ui/') || from.startsWith('lib/')) {
        found.push(`${from}: imports ${to}; ui/ and lib/ must not depend on a feature`);
      } else if (toFeature[2] !== undefined && !FEATURE_ENTRIES.has(toFeature[2])) {
        found.push(`${from}: imports ${to}; use features/${toFeature[1]}/index`);
      }
    }
  }
  return found;
}

function checkShared(root) {
  const base = join(root, 'packages/shared/src');
  const found = [];
  for (const file of sourceFiles(base)) {
    for (const specifier of importsOf(file)) {
      if (/^@hotel\/(api|web|e2e|bench)\b/.test(specifier) || /\/apps\//.test(specifier)) {
        found.push(`${relative(base, file)}: imports ${specifier}; the shared package depends on no app`);
      }
    }
  }
  return found;
}

export function findViolations(root) {
  return [...checkServer(root), ...checkWeb(root), ...checkShared(root)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = findViolations(root);
  for (const line of violations) console.error(line);
  if (violations.length > 0) {
    console.error(`${violations.length} import boundary violation(s)`);
    process.exit(1);
  }
}
