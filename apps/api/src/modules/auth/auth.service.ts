import { MSG, type RegisterBody, type Role } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import {
  ConflictError,
  ForbiddenError,
  sqlState,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../plugins/session.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { countFailures, recordLoginAttempt } from './login-attempts.repository.js';
import { findUserByEmail, insertGuest } from './users.repository.js';

// Per e-mail and address: 5 failures in 15 minutes (API.md). Per account from anywhere: 100 an hour.
const IP_WINDOW_MS = 15 * 60_000;
const IP_MAX_FAILURES = 5;
const ACCOUNT_WINDOW_MS = 60 * 60_000;
const ACCOUNT_MAX_FAILURES = 100;

export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new ValidationError(MSG.validation, { [field]: MSG.passwordTooCommon });
  }
}

export function createAuthService({ database, now }: AppContext) {
  const db = database.db;

  async function assertNotThrottled(email: string, ip: string) {
    const at = now().getTime();
    const byIp = await countFailures(db, { email, ip, since: new Date(at - IP_WINDOW_MS) });
    if (byIp.count >= IP_MAX_FAILURES && byIp.oldest) {
      throw new TooManyRequestsError(MSG.tooManyAttempts, (byIp.oldest.getTime() + IP_WINDOW_MS - at) / 1000);
    }
    const byAccount = await countFailures(db, { email, since: new Date(at - ACCOUNT_WINDOW_MS) });
    if (byAccount.count >= ACCOUNT_MAX_FAILURES && byAccount.oldest) {
      throw new TooManyRequestsError(MSG.tooManyAttempts, (byAccount.oldest.getTime() + ACCOUNT_WINDOW_MS - at) / 1000);
    }
  }

  return {
    /** Checks the credentials; the same answer for an unknown e-mail and a wrong password. */
    async login(email: string, password: string, ip: string): Promise<SessionUser> {
      await assertNotThrottled(email, ip);
      const user = await findUserByEmail(db, email);
      let ok = false;
      if (user) ok = await verifyPassword(user.passwordHash, password);
      else await burnPasswordCheck(password);
      await recordLoginAttempt(db, { email, ip, succeeded: ok, at: now() });
      if (!user || !ok) throw new UnauthorizedError(MSG.invalidLogin);
      if (user.status !== 'active') throw new ForbiddenError(MSG.accountDisabled);
      return { id: user.id, name: user.name, email: user.email, role: user.role as Role };
    },

    async register(body: RegisterBody): Promise<void> {
      assertPasswordNotCommon(body.password);
      const passwordHash = await hashPassword(body.password);
      try {
        await insertGuest(db, { name: body.name, email: body.email, phone: body.phone || null, passwordHash });
      } catch (err) {
        if (sqlState(err) === '23505') throw new ConflictError(MSG.emailTaken, { email: MSG.emailTaken });
        throw err;
      }
    },
  };
}
