// `npm run bench`: throughput and latency of the API against the production build (apps/api/dist/server.js),
// each route as a ratio to a bare Fastify measured in the same run (bench/bare-server.mjs: the project's own
// `fastify`, no plugins, its own process), latency at an offered rate, the event-loop test and the server's
// memory, each against its goal, on the embedded database and, when BENCH_DATABASE_URL names a PostgreSQL
// server, on PostgreSQL too (in a scratch database created and dropped here); then Lighthouse on the public
// pages and the web build's sizes. Prints the tables and a summary of the goals, writes docs/BENCHMARKS.md,
// and compares the ratios with bench/baseline.json: exits 1 when one fell more than 15 % below it.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//   BENCH_DURATION=8 BENCH_CONNECTIONS=10 node bench/run.mjs      (against an existing build)
//   node bench/run.mjs --update-baseline   (or BENCH_UPDATE_BASELINE=1): store this run's ratios as the baseline
//   BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse; BENCH_SERVER=<path to server.js> measures another build;
//   BENCH_GUESTS=200 guest accounts book in turn in the many-guests booking runs; BENCH_SERVER_ARGS=<node flags>
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APP_HEALTH,
  BOOKING_RATE,
  benchDatabase,
  benchPlanner,
  CONNECTIONS,
  DURATION,
  FIXED_RATE,
  GOALS,
  GUEST_BOOKING,
  GUESTS,
  NEW_STAY,
  PROBE_RATE,
} from './api-runs.mjs';
import { baselineFile, readBaseline, TOLERANCE, writeBaseline } from './baseline.mjs';
import { baselineTable, lighthouseSection, machine, markdownTable, webSection } from './report.mjs';
import { root, serverEntry, startServer, withScratchDatabase } from './server.mjs';

const updateBaseline = process.argv.includes('--update-baseline') || process.env.BENCH_UPDATE_BASELINE === '1';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const webDist = path.join(root, 'apps/web/dist');

if (!existsSync(serverEntry)) {
  console.error('The server is not built: run `npm run build` first (`npm run bench` does).');
  process.exit(1);
}

const stored = updateBaseline ? null : await readBaseline();
if (!updateBaseline && !stored) console.log(`No ${path.relative(root, baselineFile)} yet: nothing to compare with.`);

/** Lighthouse on home, the room list and one room page, if bench/lighthouse.mjs is there to run it. */
async function lighthouse() {
  if (LIGHTHOUSE_RUNS <= 0) {
    console.log('\nLighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0).');
    return null;
  }
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log('\nLighthouse: skipped, the web app is not built.');
    return null;
  }
  let runLighthouse;
  try {
    ({ runLighthouse } = await import('./lighthouse.mjs'));
  } catch (err) {
    console.log(`\nLighthouse: skipped, bench/lighthouse.mjs cannot be loaded (${err.code ?? err.message}).`);
    return null;
  }
  console.log(`\nLighthouse: median of ${LIGHTHOUSE_RUNS} runs on /, /rooms and a room page`);
  const server = await startServer();
  try {
    const { rooms } = await (await fetch(`${server.base}/api/rooms/available/rooms`)).json();
    const paths = ['/', '/rooms', `/room/${rooms[0]._id}`];
    const results = await runLighthouse({ baseUrl: server.base, paths, runs: LIGHTHOUSE_RUNS });
    console.table(results);
    return { runs: LIGHTHOUSE_RUNS, results };
  } finally {
    await server.stop();
  }
}

async function web() {
  const { measureWeb } = await import('../scripts/web-budget.mjs');
  try {
    return await measureWeb(webDist);
  } catch (err) {
    console.log(`\nWeb: not measured (${err.message})`);
    return null;
  }
}

const runs = [
  await benchDatabase({ label: 'Embedded database (PGlite)', key: 'pglite', env: {}, stored: stored?.pglite }),
];
const planners = [await benchPlanner({ label: 'Embedded database (PGlite)' })];
if (process.env.BENCH_DATABASE_URL) {
  planners.push(
    await withScratchDatabase(process.env.BENCH_DATABASE_URL, (url) =>
      benchPlanner({ label: 'PostgreSQL', env: { DATABASE_URL: url } }),
    ),
  );
}
const lighthouseResults = await lighthouse();
if (process.env.BENCH_DATABASE_URL) {
  runs.push(
    await withScratchDatabase(process.env.BENCH_DATABASE_URL, (url) =>
      benchDatabase({ label: 'PostgreSQL', key: 'postgres', env: { DATABASE_URL: url }, stored: stored?.postgres }),
    ),
  );
} else {
  console.log('\nBENCH_DATABASE_URL is not set: PostgreSQL was not measured.');
}

const webSizes = await web();
if (webSizes) {
  console.log('\nWeb: first-load JavaScript and CSS per public route (gzip KB)');
  console.table(webSizes.routes.map(({ route, jsKb, cssKb, budgetKb }) => ({ route, jsKb, budgetKb, cssKb })));
}

// Reading of the figures, kept with them: update it when a run tells a different story.
const NOTES = `## What the figures say (measured 2026-11-23, on the machine above)

**The reference has changed since these notes were written:** every ratio in the tables above is now to a bare
Fastify (the same \`fastify\` package, no plugins, its own process), several times faster than the app's own
\`GET /api/health\`, which was the reference until then. The ratios and goals quoted below are on that old
scale (a ratio to the app's health route) and the baseline they cite has been replaced.

Ranges are over this run and the runs made while changing the code (the machine is shared: single runs move
by a fifth). "Before" is the code of the previous version of this page, measured the same way.

- **PostgreSQL: goals met.** Room list 0.86–1.02 of the bare route (before 0.10–0.13; goal 0.25), the same
  date search again and again 0.78–1.04 (before 0.12–0.14), room detail 0.95–1.30 (before 0.20–0.29; goal
  0.35), and a search for a stay nobody asked for just before 0.19–0.27 (before 0.12–0.16): that one meets
  0.25 only when the machine is quiet. p99 at 200 req/s under 20 ms for both reads.
- **What changed.** The room list, each date search and each room page answer the same to every visitor:
  the server serializes each once (with the response schema, as before) and keeps it in memory
  (\`apps/api/src/modules/rooms/rooms.public.cache.ts\`). Any POST, PUT, PATCH or DELETE on a server drops
  what it keeps before its own answer goes out, so a change is seen by the very next request; a change made
  through another server drops it when that server's change notice (PostgreSQL NOTIFY, sent on commit)
  arrives, a few milliseconds later; what no notice announces (a new review, SQL by hand) is seen within
  1 s; while the notice connection is down, nothing is kept. A search that is not kept is one prepared
  statement (rooms, ratings and image names in one round trip, only the columns the answer shows; before,
  two queries whose SQL was built on every request), and the hotel's "today" no longer builds a date
  formatter per request (that alone was a tenth of a search's CPU).
- **What was left alone.** Serializing with fast-json-stringify: the schema now runs once per kept answer,
  so it would save nothing measurable. ETag/304: API answers are \`no-store\` by policy. On a search that is
  not kept, what remains is spread thin: socket writes (a fifth of the samples, on two cores shared with
  PostgreSQL and the load generator), row parsing, the Room JSON and the response schema.
- **Embedded database:** the kept answers lift the room list (0.75–1.22, before 0.04–0.05), the repeated date
  search (0.72–1.00, before 0.04–0.07) and room detail (0.87–1.19, before 0.08–0.12) above the 0.10 goal;
  a new search still runs PGlite on the server's own event loop (0.05–0.07, before 0.04–0.06), and booking
  create stays over its p99 goal for the same reason.
- **Against the baseline:** the run exits 1 on one figure, PostgreSQL's admin metrics, 19 % under
  \`bench/baseline.json\` (0.0517 against 0.0635; the previous version's runs 18–23 % under). The code the
  baseline was stored from, built and measured today beside this version on the same PostgreSQL, 3 runs of
  each twice: 0.042–0.056 against 0.042–0.057 for this version. The route has not slowed; the stored figure was
  one high run. It is set to 0.050, the mean of those 12 runs; every other figure is left as stored.
- **Admin metrics** now runs before the booking run, on the demo hotel's bookings only, so its figure no
  longer depends on how many bookings that run added.
- **Memory** after the run: 770–860 MB on the embedded database, 300–380 MB on PostgreSQL (before: about
  800 and 360–440 MB); the kept answers hold at most 500 entries of a few KB.
- **Web, first load: the 120 KB goal is met on every public page**: 92 KB on \`/\`, 99 on the hotel's
  pages, 106 on the room list and a room, 113–115 on contact, login and register (before the work on size,
  170). \`npm test\` enforces each route's figure as reached plus 0.2 KB (lower it as the page shrinks), fails
  above 120, and fails a route that loads more than 10 files of JavaScript first. The libraries are 76 KB:
  react-dom 62, TanStack Query 7, react and scheduler 4.5, wouter 2.5; the form pages add react-hook-form
  (13). Steps: React Router replaced by wouter (−30 KB on every page,
  \`docs/decisions/005-wouter-for-routing.md\`), zod and the schemas out of the first load, one entry chunk
  instead of nine, the home page's lower sections and the staff panels as lazy chunks, the shell's 15 icons
  drawn in place, and in this version the icons several public pages share bundled as one file (a room page
  fetched 18 files first, 11 of them single icons of a few hundred bytes; now 7; the static pages pay ~2 KB
  for icons they do not draw). Tried and dropped: esbuild's minifier (+5.7 KB), \`esnext\` (no change),
  inlining small shared chunks (+2), one chunk for every public page's shared code (+25 KB on each). Not
  done, for the trade-off: a hand-written form hook instead of react-hook-form (−12 KB on the three forms).
- **Lighthouse: performance 98 on \`/\` and \`/rooms\`, 97 on a room page; accessibility 100, best practices 96,
  SEO 100 on the three (goal 95 / 100 / 95 / 95).** Over the other runs since these changes: 98 on \`/\`, 97 on
  \`/rooms\`, 89–98 on a room page (median 97); a run disturbed by other work on the machine gave 95, 95 and 93. Before the public pages were drawn by the server it was 81–91
  (\`docs/decisions/004-server-drawn-public-pages.md\`); at the start of this version 94 on \`/\`, 95 on
  \`/rooms\`, 88–95 on a room page. Each step below was measured as interleaved runs of the old and the new
  build on the same server (single runs on this machine move by up to 10 points):
  - *The shared icons as one file* (above): the largest paint on a room page and the room list 2.65–2.80 s →
    2.37–2.57 s. Lighthouse's model replays every request that started before the paint it observed, and a
    mobile connection pays a round trip for each small file.
  - *The take-over without an urgent update.* An instrumented build of React showed, on a room page, a
    synchronous render of the whole route (22 ms, ~90 ms at Lighthouse's 4× CPU) right after the session's
    \`/api/auth/me\` answered: that answer, and the switch that tells components the page is live (a
    \`useSyncExternalStore\`), were urgent updates, and an urgent update that reaches a part of the page still
    being taken over makes React finish that part in one task (for a visitor with a dark theme, so was the
    theme read after the take-over). All are transitions now; every render of the take-over is under 13 ms. Room page, 6 runs each: performance 88–96 → 95–97, blocking time 98–416 ms →
    1–178 ms.
  - *The fonts cut to the site's letters* (\`apps/web/scripts/subset-fonts.mjs\`): the two preloaded fonts
    87 KB → 51 KB, the hero's italic 39 → 25; pages render pixel for pixel as before. Largest paint: \`/\`
    2.30–2.52 s → 2.05–2.17 s, a room page 2.48–2.73 → 2.22–2.46, the room list 2.48–2.61 → 2.41–2.46.
  What remains: a room page still has an occasional run with 250–370 ms of blocking time. The drawn page's
  first style and layout cost 45–55 ms (526 elements; ~200 ms at 4× CPU), and when the browser lays the page
  out in two parts, the second part falls after the app's script in Lighthouse's replay. Tried and dropped
  earlier: no font preloads, \`content-visibility: auto\`, waiting a paint before the take-over, the app's
  script at low priority. Best practices was 96 in these figures because an anonymous visit's session check
  (\`GET /api/auth/me\`) then answered 401, which the browser logs as a failed request; it now answers
  200 \`{"user": null}\`.`;

const yesNo = (met) => (met === 'yes' ? 'met' : 'not met');
const sections = runs.map((r) => {
  const against = baselineTable(r.comparison);
  return `## ${r.label}

Throughput: ${CONNECTIONS} connections, ${DURATION} s per route; ratio = req/s ÷ the mean of the two runs of the bare
Fastify ${r.bareVersion} (at the start and the end); \`GET /api/health\` is the app's own, also the mean of a run at the
start and one at the end.
${r.spread > 0.3 ? `\nThe two bare runs differ by ${Math.round(r.spread * 100)} %: other work shared the machine.\n` : ''}
${markdownTable(r.table)}

Latency at an offered rate, ${DURATION} s each: requests sent evenly spaced from a thread of their own, each latency from
the moment the request was due (so a stalled server is charged for the requests queued behind it):

${markdownTable(r.fixedTable)}

The event loop: while one run (${CONNECTIONS} connections) goes flat out, a search for a new stay each request and then
bookings by many guests, the cached room list and the web app's entry script (a static file,
\`${r.entryScript}\`) are each asked for ${PROBE_RATE} times a second, as above; first the two alone:

${markdownTable(r.eventLoopTable)}

Resident memory of the server after the run: **${r.rss} MB** (goal ${r.memory.goal}: ${yesNo(r.memory.met)}).
${against ? `\nAgainst \`bench/baseline.json\` (a drop of more than ${TOLERANCE * 100} % fails the run):\n\n${against}\n` : ''}`;
});

const goalRows = runs.flatMap((r) => r.goals.map((g) => ({ database: r.label, ...g })));
const goalsMet = goalRows.filter((g) => g.met === 'yes').length;
const goalsSection = `## Goals

${goalsMet} of ${goalRows.length} goals met in this run.

${markdownTable(goalRows.map((g) => ({ ...g, met: g.met === 'yes' ? 'yes' : '**no**' })))}
`;

const plannerSection = `## The room planner on a larger hotel

150 rooms (the demo's 14 and 136 more, \`SEED_EXTRA_ROOMS=136\`), each with a year of stays; the desk's
\`GET /api/front-desk/planner\` for two weeks and for two months, ${CONNECTIONS} connections, ${DURATION} s;
ratio = req/s ÷ the bare Fastify, measured before and after.

${planners.map((p) => `### ${p.label}\n\n${markdownTable(p.table)}`).join('\n\n')}
`;

const doc = `# Benchmarks

Measured on ${new Date().toISOString().slice(0, 10)} with:

\`\`\`
npm run build && ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL=postgres://… ' : ''}node bench/run.mjs
\`\`\`

(\`npm run bench\` builds and runs the same; set \`BENCH_DATABASE_URL\` to a PostgreSQL server to measure it too:
the run creates a scratch database there and drops it afterwards.)

The server is the production build (\`apps/api/dist/server.js\`, \`NODE_ENV=production\`) with the demo hotel seeded,
the per-address rate limit off (every request comes from one address) and \`LOG_LEVEL=warn\`. Each figure is
compared with a bare Fastify measured in the same run (\`bench/bare-server.mjs\`: the project's own \`fastify\`
package answering \`GET /api/health\` with no plugins and the logger off, in a process of its own), so the ratios
hold across machines where the absolute numbers do not. "Room list, date search" asks for the same stay again and
again, as visitors looking at the same weekend do; "a new stay each request" never asks for the same stay twice in
a row (2 000 stays in turn), so no answer kept for one stay can serve it. Before the runs, ${GUESTS} guests register
and sign in through the API; the login run signs them in, each request the next guest. "Booking create, many guests"
books one-night stays, each room and night once, each request as the next guest; "staff for one guest" books them as
an administrator for the demo guest. A guest may hold only 3 unpaid reservations by default, which would make
thousands of bookings need thousands of accounts: the bench server allows 100 (\`BOOKING_MAX_UNPAID=100\`, checked
the same way).

The run compares each ratio with \`bench/baseline.json\` and fails when one is more than ${TOLERANCE * 100} % below it
(a route that falls below is measured once more, and the better figure counts: the machine is shared);
\`node bench/run.mjs --update-baseline\` stores a run's ratios as the new baseline.

## Machine

${machine()}

Goals, each measured in the same run (ratios to the bare Fastify):

- \`GET /api/health\` ≥ ${GOALS.ratio[APP_HEALTH].postgres}; the cached room list (and the repeated date search) and room
  detail ≥ ${GOALS.ratio['Room list'].postgres}; the server-drawn room page ≥ ${GOALS.ratio['Room page (drawn)'].postgres};
- a date search for a new stay each request ≥ ${GOALS.ratio[NEW_STAY].postgres} on PostgreSQL, ≥ ${GOALS.ratio[NEW_STAY].pglite} on the
  embedded database;
- booking create by many guests (distinct stays) ≥ ${GOALS.rate[GUEST_BOOKING].postgres} req/s on PostgreSQL,
  ≥ ${GOALS.rate[GUEST_BOOKING].pglite} on the embedded database, and p99 ≤ ${GOALS.fixedP99[GUEST_BOOKING]} ms at ${BOOKING_RATE} bookings a
  second offered (bookings of one guest may wait on each other; of different guests, not);
- p99 ≤ ${GOALS.fixedP99['Room list']} ms for the room list and room detail at ${FIXED_RATE} req/s;
- the event loop: while a new-stay search or a booking run saturates the database, the cached room list and a
  static file keep p99 ≤ ${GOALS.probeP99} ms;
- resident memory after the full run ≤ ${GOALS.rssMb.pglite} MB on the embedded database, ≤ ${GOALS.rssMb.postgres} MB on PostgreSQL.

${sections.join('\n')}
${goalsSection}
${plannerSection}
${NOTES}

## Lighthouse

${lighthouseSection(lighthouseResults)}
## Web

${webSection(webSizes)}`;

await writeFile(path.join(root, 'docs/BENCHMARKS.md'), doc);
console.log('\nWrote docs/BENCHMARKS.md');

console.log(`\nGoals: ${goalsMet} of ${goalRows.length} met`);
console.table(goalRows);

if (updateBaseline) {
  await writeBaseline(runs, await readBaseline());
  console.log(`Wrote ${path.relative(root, baselineFile)}`);
} else {
  const dropped = runs.flatMap((r) => r.comparison.filter((c) => c.dropped).map((c) => ({ ...c, database: r.label })));
  if (dropped.length > 0) {
    console.error(`\nThroughput fell more than ${TOLERANCE * 100} % below bench/baseline.json:`);
    for (const d of dropped) {
      console.error(
        `  ${d.database}, ${d.route}: ${d.ratio} (baseline ${d.baseline}, ${Math.round(d.change * 100)} %)`,
      );
    }
    process.exitCode = 1;
  } else if (stored) {
    console.log(`\nEvery ratio is within ${TOLERANCE * 100} % of bench/baseline.json (or above it).`);
  }
}
