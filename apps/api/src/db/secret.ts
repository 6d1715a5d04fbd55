import { eq } from 'drizzle-orm';
import { randomToken } from '../lib/tokens.js';
import type { Executor } from './client.js';
import { settings } from './schema.js';

/** The configured secret, or one generated once and kept in the database so every instance shares it. */
export async function loadSessionSecret(db: Executor, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: 'session_secret', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'session_secret'));
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}
