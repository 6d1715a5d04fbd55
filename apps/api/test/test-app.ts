import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';

export interface TestClock {
  now: () => Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** A fresh database for one test file: a PGlite clone, or a new PostgreSQL database copied from the template. */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) {
    const bytes = await readFile(inject('pgliteDump'));
    const database = await openDatabase({ kind: 'pglite-clone', dump: new Blob([bytes]) });
    return { database, drop: () => database.close() };
  }
  const name = `hotel_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE hotel_test_template`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(templateUrl, name),
    applicationName: 'hotel-test',
  });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The context the app's services were built with: for running a background job by hand. */
  ctx: AppContext;
  database: Database;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
}

interface TestAppOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  serveWeb?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  return testAppOn(database, drop, options);
}

/** The app createTestApp builds, on a database the caller opened; `close` closes the app, then calls `release`. */
export async function testAppOn(
  database: Database,
  release: () => Promise<void>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Every injected request comes from one address: a test file may send thousands, so the limit is high here.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every injected request comes from one address: the hashing queue's per-address share would measure itself.
    PASSWORD_HASH_MAX_WAITING: '0',
    PASSWORD_HASH_PER_ADDRESS: '0',
    ...options.env,
  });
  const clock = options.clock ?? createClock();
  const ctx: AppContext = { config, database, secret: 'test-secret-that-is-long-enough-0123456789', now: clock.now };
  const app = await buildApp({ ...ctx, serveWeb: options.serveWeb });
  await app.ready();
  return {
    app,
    ctx,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await release();
    },
  };
}

type Body = Record<string, unknown> | unknown[] | string;

/** A browser-like client: keeps cookies and sends the XSRF token back, as the web app does. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly app: FastifyInstance) {}

  get csrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    const method = (options.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && options.csrf !== false) {
      if (!this.csrf) await this.get('/api/auth/me');
      if (this.csrf && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = this.csrf;
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await this.app.inject({ ...options, headers });
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      // Cleared cookies carry the epoch; other expiry dates follow the app's (possibly simulated) clock.
      const expired = (c.expires && c.expires.getTime() <= 0) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: body, headers });
  }
  put(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request({ method: 'PUT', url, payload: body, headers });
  }
  patch(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request({ method: 'PATCH', url, payload: body, headers });
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'DELETE', url, headers });
  }

  async login(email: string, password: string) {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().user as { id: string; name: string; email: string; role: string };
  }
}
