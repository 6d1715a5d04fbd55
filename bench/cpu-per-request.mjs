// The server's own CPU for one request, for the app's small answers and for the bare Fastify: each server on a core
// of its own and the load generator on the other (`taskset`), a fixed number of requests, the server's CPU time
// (every thread, user and system) read from /proc before and after. Unlike req/s, this does not depend on how the
// scheduler shares two cores between the server, its helper threads and the load generator. The bare Fastify's figures
// hold within 5 % from one run to the next, the app's move by up to a quarter (a new process each run): compare two
// builds (`BENCH_SERVER` names another) over several runs. Every route here is answered from memory; the app runs on
// the embedded database, or on a scratch database of the PostgreSQL server BENCH_DATABASE_URL names (as in
// bench/run.mjs), to compare the two: a full run's two sides are minutes apart on a shared machine.
//
//   npm run build && node bench/cpu-per-request.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import {
  APP_HEALTH,
  addDays,
  CONNECTIONS,
  HEADERS_LIST_ROW,
  HEADERS_ROW,
  LIST_PATH,
  run,
  startBareWithAppAnswers,
} from './api-runs.mjs';
import { startBare } from './bare-server.mjs';
import { serverEntry, startServer, withScratchDatabase } from './server.mjs';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const SERVER_CORE = 1;
const LOAD_CORE = 0;

if (os.availableParallelism() < 2)
  throw new Error('This measure needs two cores: one for the server, one for the load');
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());
/** Every thread of `pid`, those it starts later included, on `core` only. */
const pin = (pid, core) => execFileSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

pin(process.pid, LOAD_CORE);
const database = process.env.BENCH_DATABASE_URL;
const { rows, samples } = await (database
  ? withScratchDatabase(database, (url) => measure({ DATABASE_URL: url }))
  : measure({}));

/** Starts the app (with `env`), the bare Fastify and the one sending the app's answers, and measures each row. */
async function measure(env) {
  const app = await startServer(env);
  const bare = await startBare();
  const today = new Date().toISOString().slice(0, 10);
  const { server: withHeaders, list } = await startBareWithAppAnswers(app.base);
  const { rooms } = JSON.parse(list.body);
  const rows = [
    ['Bare Fastify', bare, '/api/health'],
    [HEADERS_ROW, withHeaders, '/api/health'],
    [HEADERS_LIST_ROW, withHeaders, LIST_PATH],
    [APP_HEALTH, app, '/api/health'],
    ['Room list', app, LIST_PATH],
    ['Room list, date search', app, `${LIST_PATH}?checkIn=${addDays(today, 30)}&checkOut=${addDays(today, 33)}`],
    ['Room detail', app, `/api/rooms/${rooms[0]._id}`],
  ];
  const samples = new Map(rows.map(([label]) => [label, []]));
  try {
    for (const server of [app, bare, withHeaders]) pin(server.pid, SERVER_CORE);
    for (const [, server, path] of rows) await run({ url: `${server.base}${path}`, amount: 20_000 });
    for (let round = 0; round < ROUNDS; round++) {
      // Each round in the other order, so that a slow minute of the machine falls on every row alike.
      for (const [label, server, path] of round % 2 ? [...rows].reverse() : rows) {
        const before = cpuSeconds(server.pid);
        const result = await run({ url: `${server.base}${path}`, amount: REQUESTS });
        if (result.non2xx || result.errors)
          throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        samples.get(label).push(((cpuSeconds(server.pid) - before) * 1e6) / REQUESTS);
      }
    }
  } finally {
    await Promise.all([app.stop(), bare.stop(), withHeaders.stop()]);
  }
  return { rows, samples };
}

const bareMedian = median(samples.get('Bare Fastify'));
console.log(
  `\nServer CPU per request (${serverEntry} on ${database ? 'PostgreSQL' : 'the embedded database'}; ${ROUNDS} rounds of ${REQUESTS} requests, ${CONNECTIONS} connections):\n`,
);
console.log('| answer | µs per request (median) | least | bare ÷ this |');
console.log('|---|---|---|---|');
for (const [label] of rows) {
  const values = samples.get(label);
  const mid = median(values);
  console.log(
    `| ${label} | ${mid.toFixed(1)} | ${Math.min(...values).toFixed(1)} | ${(bareMedian / mid).toFixed(2)} |`,
  );
}
