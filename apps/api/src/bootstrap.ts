import type { Config } from './config.js';
import { type Database, openDatabase, runMigrations } from './db/client.js';
import { loadSessionSecret } from './db/secret.js';
import { seedLargeHotel } from './db/seed/large-hotel.js';
import { seedDemoHotel } from './db/seed/seed.js';
import { hotelToday } from './lib/hotel-time.js';
import { hashPassword } from './lib/passwords.js';
import { randomToken } from './lib/tokens.js';

/** Opens the configured database, brings its schema up to date and, when asked, loads the demo hotel. */
export async function prepareDatabase(config: Config, log: (msg: string) => void) {
  const database: Database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    // Two instances started together (a rolling deploy, two replicas) would both create the migrations table:
    // one migrates and seeds, the other waits and then finds it done.
    await database.exclusively('hotel:startup', async () => {
      await runMigrations(database);
      if (config.seed) {
        const seeded = await seedDemoHotel(database.db, { timeZone: config.hotelTimezone, log });
        if (seeded) log('Loaded the demo hotel into the empty database');
        if (seeded && config.seedExtraRooms > 0) {
          await seedLargeHotel(database.db, {
            rooms: config.seedExtraRooms,
            today: hotelToday(config.hotelTimezone, new Date()),
            passwordHash: await hashPassword(randomToken()),
          });
          log(`Added ${config.seedExtraRooms} rooms with a year of stays`);
        }
      }
    });
    const secret = await loadSessionSecret(database.db, config.session.secret);
    return { database, secret };
  } catch (err) {
    await database.close();
    throw err;
  }
}
