import type { Config } from './config.js';
import type { Database } from './db/client.js';

/** What every module needs, handed to each at registration; nothing reads globals. */
export interface AppContext {
  config: Config;
  database: Database;
  /** The current instant; tests pass a controllable clock. */
  now: () => Date;
  /** The secret that signs CSRF tokens, shared by every instance through the database. */
  secret: string;
  /** The app's logger, for work done outside a request (a message that could not be queued). */
  log?: { warn(details: object, message: string): void };
}
