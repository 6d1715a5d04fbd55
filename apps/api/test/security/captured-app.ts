import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { createClock, createTestDatabase, type TestApp } from '../test-app.js';
import { FIXED_NOW } from './security-fixtures.js';

export interface Exchange {
  method: string;
  url: string;
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * A test app whose log lines (at the most talkative level) and every answer are kept for inspection:
 * `lines` holds what pino wrote, `exchanges` each injected request with its answer.
 */
export async function createCapturedApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const exchanges: Exchange[] = [];
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    SEED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const clock = createClock(FIXED_NOW);
  const ctx: AppContext = { config, database, secret: 'captured-app-secret-that-is-long-enough-0123', now: clock.now };
  const app = await buildApp({ ...ctx, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();

  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: typeof inject }).inject = async (options) => {
    const res = await inject(options);
    exchanges.push({
      method: options.method ?? 'GET',
      url: String(options.url),
      status: res.statusCode,
      headers: res.headers,
      body: res.body,
    });
    return res;
  };

  const t: TestApp = {
    app,
    ctx,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
  return { t, lines, exchanges };
}
