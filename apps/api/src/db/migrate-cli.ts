import { loadConfig } from '../config.js';
import { openDatabase, runMigrations } from './client.js';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
try {
  // The same lock as the servers' start-up: a migration run during a rollout waits for a starting instance.
  await database.exclusively('hotel:startup', () => runMigrations(database));
  console.log(`Migrations applied (${database.kind})`);
} finally {
  await database.close();
}
