import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRoom } from '../../test/factories.js';
import { clientAs } from '../../test/panel-factories.js';
import { createClock, createTestDatabase, testAppOn } from '../../test/test-app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { rowsOf } from './rows.js';
import { bookings } from './schema.js';

// On the same host, PostgreSQL is reached through its Unix socket (docs/OPERATIONS.md): no TCP stack on either side
// of each of a request's round trips.
describe('PostgreSQL through its Unix socket', () => {
  it('takes the socket forms of DATABASE_URL', () => {
    for (const url of [
      'postgres:///hotel?host=/var/run/postgresql',
      'postgresql://hotel@%2Fvar%2Frun%2Fpostgresql/hotel',
    ]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  describe.skipIf(!inject('postgresTemplateUrl'))('a server on this host', () => {
    let tcp: Database;
    let dropDatabase: () => Promise<void>;
    /** Unset when the test server is on another host (reached over the network): it has no socket here. */
    let socketUrl: string | undefined;
    beforeAll(async () => {
      ({ database: tcp, drop: dropDatabase } = await createTestDatabase());
      const [server] = rowsOf(
        await tcp.db.execute(
          sql`select current_setting('unix_socket_directories') as dirs, current_setting('port') as port,
              current_database() as db, current_user as user,
              coalesce(host(inet_server_addr()) in ('127.0.0.1', '::1'), true) as local`,
        ),
      ) as Array<{ dirs: string; port: string; db: string; user: string; local: boolean }>;
      const { dirs, port, db, user, local } = server!;
      if (!local) return;
      const dir = dirs
        .split(',')
        .map((d) => d.trim())
        .find((d) => existsSync(path.join(d, `.s.PGSQL.${port}`)));
      if (!dir) throw new Error(`PostgreSQL's socket is in none of ${dirs} on this host`);
      socketUrl = `postgresql://${user}@${encodeURIComponent(dir)}:${port}/${db}`;
    });
    afterAll(async () => {
      await dropDatabase();
    });

    it('serves the app over the socket: a guest signs in and books a stay', async (test) => {
      if (!socketUrl) return test.skip();
      const database = await openDatabase({ kind: 'postgres', url: socketUrl });
      const t = await testAppOn(database, () => database.close(), { clock: createClock('2027-01-10T12:00:00Z') });
      try {
        // No client address: the connection is not TCP.
        const [connection] = rowsOf(await database.db.execute(sql`select inet_client_addr() as address`));
        expect(connection!.address).toBeNull();

        const { client, user: guest } = await clientAs(t, 'guest');
        const room = await createRoom(database.db, { priceCents: 20000 });
        const res = await client.post('/api/bookings/create', {
          roomId: room.id,
          checkInDate: '2027-02-01',
          checkOutDate: '2027-02-03',
          totalPrice: 400,
        });
        expect(res.statusCode, res.body).toBe(201);
        const stored = await tcp.db.select({ guestId: bookings.guestId }).from(bookings);
        expect(stored).toEqual([{ guestId: guest.id }]);
      } finally {
        await t.close();
      }
    });
  });
});
