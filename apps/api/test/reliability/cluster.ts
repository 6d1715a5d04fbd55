import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { loadSessionSecret } from '../../src/db/secret.js';
import { TEMPLATE_DB, withDatabase } from '../global-setup.js';

/**
 * Several server instances on one PostgreSQL database, as in production behind a load balancer: each has its
 * own connection pool and shares sessions, throttling and the CSRF secret through the database.
 */

/** The PostgreSQL server of the suite, or null on the embedded database (the reliability suite then skips). */
export const postgresTemplateUrl = (): string | null => inject('postgresTemplateUrl');

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A new database copied from the migrated template (or, with `empty`, one with no schema at all, as a first
 * deploy finds it); `url` is what another process connects with.
 */
export async function createSharedDatabase(templateUrl: string, options: { empty?: boolean } = {}) {
  const name = `hotel_rel_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(templateUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'hotel-test' });
  pool.on('error', () => {});
  return {
    url,
    /** Plain SQL on the shared database, outside every instance. */
    async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
      return (await pool.query(text, params)).rows as T[];
    },
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface Instance {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
  /** Its warnings and errors (pino lines), to explain a failure. */
  logs: string[];
  close(): Promise<void>;
}

/** An app in this process, listening on a free port, with its own pool on the shared database. */
export async function startInstance(url: string, env: Record<string, string> = {}): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    PASSWORD_HASH_MAX_WAITING: '0',
    PASSWORD_HASH_PER_ADDRESS: '0',
    DATABASE_URL: url,
    ...env,
  });
  const database = await openDatabase({
    kind: 'postgres',
    url,
    applicationName: 'hotel-api',
    poolSize: config.databasePoolSize,
  });
  const secret = await loadSessionSecret(database.db, undefined);
  const logs: string[] = [];
  const app = await buildApp({ config, database, secret, logStream: { write: (line) => void logs.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ChildInstance {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server entry point (src/server.ts, run through tsx so that no build is needed) in a child
 * process, on the shared database: it can be killed or stopped like a production process.
 */
export async function startChild(url: string, env: Record<string, string> = {}): Promise<ChildInstance> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      PASSWORD_HASH_MAX_WAITING: '0',
      PASSWORD_HASH_PER_ADDRESS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, baseUrl, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not ready within 60 s:\n${output}`);
}

export interface Answer {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A browser session over real HTTP: keeps its cookies and sends the XSRF header, and may talk to any
 * instance (the session lives in the database, not in one process).
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();

  async request(
    baseUrl: string,
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (!['GET', 'HEAD'].includes(method)) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.request(baseUrl, 'GET', '/api/auth/me');
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text, json: <T>() => JSON.parse(text) as T };
  }

  get(baseUrl: string, path: string) {
    return this.request(baseUrl, 'GET', path);
  }
  post(baseUrl: string, path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request(baseUrl, 'POST', path, body, headers);
  }

  async login(baseUrl: string, email: string, password: string) {
    const res = await this.post(baseUrl, '/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${res.body}`);
  }
}

/** Active bookings of one room whose stays share a night: must always be empty. */
export const OVERLAP_INVARIANT = `
  select a.id as first, b.id as second
  from bookings a
  join bookings b
    on a.room_id = b.room_id
   and a.id < b.id
   and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
  where a.status <> 'cancelled' and b.status <> 'cancelled'`;
