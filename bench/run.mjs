// `npm run bench`: the throughput of the health route against the production build, as the baseline
// every later figure is a ratio to. The full benchmark (room list, detail, login, bookings, metrics on
// both databases) writes docs/BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = 3900 + Math.floor(Math.random() * 50);
const dataDir = await mkdtemp(path.join(tmpdir(), 'hotel-bench-'));
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  const ok = await fetch(`${base}/api/health/ready`).then((r) => r.ok).catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 500));
}
const run = (url) => autocannon({ url, connections: 20, duration: 5 });
const bare = await run(`${base}/api/health`);
const rooms = await run(`${base}/api/rooms/available/rooms`);
const row = (name, r) => ({
  route: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  ratio: (r.requests.average / bare.requests.average).toFixed(2),
  non2xx: r.non2xx,
});
console.table([row('GET /api/health (bare)', bare), row('GET /api/rooms/available/rooms', rooms)]);
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
await rm(dataDir, { recursive: true, force: true });
