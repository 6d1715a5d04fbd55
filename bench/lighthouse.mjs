// `npm run lighthouse -w @hotel/bench`: Lighthouse scores of the public pages (home, room list, one room)
// against the production build (apps/api/dist/server.js), mobile preset, Debian's Chromium, the run with the
// median performance score of several. Prints a table and saves the full JSON report of each median run.
//
//   LIGHTHOUSE_RUNS=5 node bench/lighthouse.mjs            (after `npm run build`)
//   LIGHTHOUSE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs   (against a running server)
//
// runLighthouse() is exported for bench/run.mjs and other callers that start the server themselves.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serverEntry, startServer } from './server.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium waits on connections a closed network refuses.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The run whose performance score is the median one (the lower middle one for an even count). */
function medianRun(lhrs) {
  const target = median(lhrs.map((lhr) => score(lhr, 'performance')));
  return lhrs.find((lhr) => score(lhr, 'performance') === target);
}

function summary(pagePath, lhr) {
  return {
    path: pagePath,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
    // What the page downloads as JavaScript (compressed, as sent), the main lever left on performance.
    jsKb: Math.round(
      (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    ),
  };
}

/**
 * One Lighthouse run. A run that failed to record (NO_NAVSTART and the like, seen on a busy machine) is
 * tried again, twice at most.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.warn(`Lighthouse on ${url}: ${error.message}; trying again`);
  }
}

/**
 * Runs Lighthouse `runs` times on each path of `baseUrl` (mobile preset, the default) and returns the
 * median run of each path by performance score: its four category scores (0–100), its lab metrics and the
 * JavaScript it downloaded. When `reportDir` is given, the full JSON report of each
 * median run is written there as <path>.json.
 */
export async function runLighthouse({ baseUrl, paths, runs = 3, reportDir }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  const results = [];
  try {
    for (const pagePath of paths) {
      const lhrs = [];
      for (let i = 0; i < runs; i++) lhrs.push(await audit(new URL(pagePath, baseUrl).href, chrome.port));
      const lhr = medianRun(lhrs);
      results.push(summary(pagePath, lhr));
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        const name = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '_') || 'home';
        await writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 2));
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** A seeded room's page (/room/:id), from the list a visitor sees (GET /api/rooms itself is for management). */
async function firstRoomPath(base) {
  const res = await fetch(`${base}/api/rooms/available/rooms`);
  if (!res.ok) throw new Error(`GET /api/rooms/available/rooms answered ${res.status}`);
  const { rooms } = await res.json();
  const id = rooms?.[0]?._id;
  if (!id) throw new Error('The demo hotel has no rooms');
  return `/room/${id}`;
}

async function main() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const server = process.env.LIGHTHOUSE_URL ? { base: process.env.LIGHTHOUSE_URL, stop: async () => {} } : null;
  if (!server && !existsSync(serverEntry)) throw new Error('The server is not built: run `npm run build` first.');
  const { base, stop } = server ?? (await startServer());
  try {
    const paths = ['/', '/rooms', await firstRoomPath(base)];
    const reportDir = await mkdtemp(path.join(os.tmpdir(), 'hotel-lighthouse-reports-'));
    console.log(`Lighthouse (mobile), median of ${runs} runs, on ${base}`);
    const results = await runLighthouse({ baseUrl: base, paths, runs, reportDir });
    console.table(results);
    console.log(`Full reports of the median runs: ${reportDir}`);
  } finally {
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
