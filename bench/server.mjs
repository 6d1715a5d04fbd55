// The production server for a benchmark run: started on a free port with the demo hotel seeded, a browser-like
// sign-in against it, a scratch PostgreSQL database, and the server's resident memory.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../scripts/server-runtime.mjs';

export const root = path.resolve(new URL('..', import.meta.url).pathname);
/** The build under test; BENCH_SERVER points at another build (of another revision, to compare). */
export const serverEntry = path.resolve(process.env.BENCH_SERVER ?? path.join(root, 'apps/api/dist/server.js'));
export const DEMO_PASSWORD = 'demo1234';
/** The booking runs write one-night stays up to this far ahead, past the default horizon (the most it may be). */
export const BOOKING_HORIZON_MONTHS = 60;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server and waits until it is ready (seeding the demo hotel comes first). */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hotel-bench-'));
  let output = '';
  // BENCH_SERVER_ARGS: Node.js flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/some-dir` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'true',
      LOG_LEVEL: 'warn',
      // One client address sends everything here: the per-address limit would measure itself.
      RATE_LIMIT_PER_MINUTE: '0',
      // Likewise the hashing queue's share per address: the login run's connections are one client here.
      PASSWORD_HASH_PER_ADDRESS: '0',
      BOOKING_HORIZON_MONTHS: String(BOOKING_HORIZON_MONTHS),
      // As `npm start` runs it (scripts/server-runtime.mjs): glibc's allocator settings.
      ...SERVER_ENV,
      // Each bench guest books dozens of stays it never pays for: at the default cap (3 unpaid reservations
      // a guest) a run of thousands of bookings would need thousands of accounts. The cap's check runs the same.
      BOOKING_MAX_UNPAID: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output = (output + chunk).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    const ready = await fetch(`${base}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, pid: child.pid, stop };
}

/**
 * Cookies and the XSRF header value, as the browser would hold them (signed in when given an account).
 * `register` ({ name }) creates the guest account first, through the sign-up form's call.
 */
export async function browser(base, email, { password = DEMO_PASSWORD, register } = {}) {
  const cookies = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/api/auth/me`));
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const post = (url, body) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: header(), 'x-xsrf-token': cookies.get('XSRF-TOKEN') },
      body: JSON.stringify(body),
    });
  if (register) {
    const res = await post('/api/guest/register', { name: register.name, email, password });
    if (res.status !== 201) throw new Error(`registering ${email} failed: ${res.status} ${await res.text()}`);
    keep(res);
  }
  if (email) {
    const res = await post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
    keep(res);
  }
  return { cookie: header(), xsrf: cookies.get('XSRF-TOKEN') };
}

/**
 * The PostgreSQL server of `url` and how it is reached, for the report: through a Unix socket when its host is a
 * directory (as on a server beside the app), else over TCP.
 */
export async function describePostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW server_version');
    const version = rows[0].server_version.split(' ')[0];
    const via = client.host.startsWith('/')
      ? `through its Unix socket (\`${client.host}\`), on the same machine`
      : `over TCP (\`${client.host}:${client.port}\`)`;
    return `PostgreSQL ${version}, reached ${via}`;
  } finally {
    await client.end();
  }
}

/** Runs `fn` with the URL of a new database on the server of `adminUrl`, dropped afterwards. */
export async function withScratchDatabase(adminUrl, fn) {
  const name = `hotel_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function rssMegabytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
