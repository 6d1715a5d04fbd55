// Runs the server suite a second time against real PostgreSQL when TEST_DATABASE_URL is set.
// In CI a missing PostgreSQL is a failure, not a skip.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  if (process.env.CI) {
    console.error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL part of the suite cannot be skipped.');
    process.exit(1);
  }
  console.log('TEST_DATABASE_URL is not set: the suite ran on the embedded database only.');
  process.exit(0);
}
console.log('Running the server suite against PostgreSQL');
const run = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } });
process.exit(run.status ?? 1);
