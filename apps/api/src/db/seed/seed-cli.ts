/** `npm run db:seed`: opens the database as the server does, migrates it and loads the demo hotel if it is empty. */
import { loadConfig } from '../../config.js';
import { openDatabase, runMigrations } from '../client.js';
import { seedDemoHotel } from './seed.js';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, applicationName: 'hotel-seed' })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
try {
  await runMigrations(database);
  const seeded = await seedDemoHotel(database.db, { timeZone: config.hotelTimezone, log: (msg) => console.log(msg) });
  if (!seeded) console.log('The database already has users: the demo hotel was not loaded.');
} finally {
  await database.close();
}
