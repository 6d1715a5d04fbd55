import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import { EVENTS_CHANNEL, notifyChange } from '../lib/events.js';
import type { Database } from './client.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

async function waitFor(check: () => boolean, ms = 8000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('LISTEN/NOTIFY', () => {
  it('delivers a change announced in a committed transaction', async () => {
    const received: string[] = [];
    const stop = await database.listen(EVENTS_CHANNEL, (payload) => received.push(payload));
    await database.db.transaction(async (tx) => notifyChange(tx, { type: 'task', id: 'a' }));
    await waitFor(() => received.length === 1);
    expect(JSON.parse(received[0]!)).toEqual({ type: 'task', id: 'a' });
    await stop();
  });

  it('listens again after its connection is terminated by the server', async () => {
    if (database.kind !== 'postgres') return;
    const received: string[] = [];
    const stop = await database.listen(EVENTS_CHANNEL, (payload) => received.push(payload));
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await waitFor(() => {
      void notifyChange(database.db, { type: 'room', id: 'after-restart' }).catch(() => {});
      return received.some((p) => p.includes('after-restart'));
    });
    await stop();
  });
});
