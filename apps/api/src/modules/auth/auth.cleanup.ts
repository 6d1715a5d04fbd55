import type { AppContext } from '../../context.js';
import { deleteLoginAttemptsBefore } from './auth.login-attempts.repository.js';
import { deleteExpiredSessions } from './auth.sessions.repository.js';

/** How far back the login limits look: an address the owner used within this long is theirs (auth.service.ts). */
export const LOGIN_ATTEMPTS_KEPT_MS = 90 * 86_400_000;

/**
 * Removes what can never be used again: sessions past their lifetime or idle longer than any role may be, and
 * login attempts older than any limit looks. Safe to run on several instances at once.
 */
export async function purgeAuthRecords(ctx: AppContext): Promise<{ sessions: number; attempts: number }> {
  const now = ctx.now();
  const idleLimit = new Date(now.getTime() - ctx.config.session.guestIdleHours * 3_600_000);
  const sessions = await deleteExpiredSessions(ctx.database.db, now, idleLimit);
  const attempts = await deleteLoginAttemptsBefore(ctx.database.db, new Date(now.getTime() - LOGIN_ATTEMPTS_KEPT_MS));
  return { sessions, attempts };
}
