import { MSG, type RegisterBody } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
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
import { LOGIN_ATTEMPTS_KEPT_MS } from './auth.cleanup.js';
import { admitAttempt, countFailures, markAttemptSucceeded, signedInFrom } from './auth.login-attempts.repository.js';
import { secondFactorStage } from './auth.mfa.service.js';
import { claimDeskGuest, findUserByEmail, insertGuest } from './auth.users.repository.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

// Per e-mail and address: 5 failures in 15 minutes (API.md).
const IP_WINDOW_MS = 15 * 60_000;
const IP_MAX_FAILURES = 5;
// Per account from addresses its owner has not used: free for 10 failures an hour, then each attempt waits
// twice as long after the last failure (1 s, 2 s, 4 s … at most 15 minutes): slowed, never locked for everyone.
const ACCOUNT_WINDOW_MS = 60 * 60_000;
const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_MAX_DELAY_MS = 15 * 60_000;
// An address the owner signed in from within this long is theirs: others' failures never slow it down.
const KNOWN_ADDRESS_MS = LOGIN_ATTEMPTS_KEPT_MS;

/**
 * The password rules beyond length (checked by the schemas): not one of the common passwords of real leaks, and
 * not containing the account's e-mail name (`iris.watson` in `iris.watson@example.com`). A 400 on `field`.
 */
export function assertPasswordAcceptable(password: string, email: string | null | undefined, field = 'password'): void {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) throw new ValidationError(MSG.validation, { [field]: MSG.passwordTooCommon });
  const name = email?.split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 3 && lower.includes(name)) {
    throw new ValidationError(MSG.validation, { [field]: MSG.passwordHasEmail });
  }
}

export function createAuthService({ database, now }: AppContext) {
  const db = database.db;

  /** When the attempt may come back, or null when it may be checked now (see admitAttempt: one step). */
  async function throttledUntil(tx: Executor, email: string, ip: string, at: number): Promise<Date | null> {
    const byIp = await countFailures(tx, { email, ip, since: new Date(at - IP_WINDOW_MS) });
    if (byIp.count >= IP_MAX_FAILURES && byIp.oldest) return new Date(byIp.oldest.getTime() + IP_WINDOW_MS);
    if (await signedInFrom(tx, email, ip, new Date(at - KNOWN_ADDRESS_MS))) return null;
    const byAccount = await countFailures(tx, { email, since: new Date(at - ACCOUNT_WINDOW_MS) });
    if (byAccount.count < ACCOUNT_FREE_FAILURES || !byAccount.newest) return null;
    const delay = Math.min(2 ** (byAccount.count - ACCOUNT_FREE_FAILURES) * 1000, ACCOUNT_MAX_DELAY_MS);
    const until = byAccount.newest.getTime() + delay;
    return until > at ? new Date(until) : null;
  }

  return {
    /**
     * A check under the sign-in limits of `key` (an e-mail, or `mfa:` and an e-mail for second-factor codes):
     * admitted and recorded in one step, then marked good when `check` says so. 429 while throttled.
     */
    async guarded(key: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      const at = now();
      const attempt = await admitAttempt(db, { email: key, ip, at }, (tx) => throttledUntil(tx, key, ip, at.getTime()));
      if (!attempt.admitted) {
        throw new TooManyRequestsError(MSG.tooManyAttempts, (attempt.retryAt.getTime() - at.getTime()) / 1000);
      }
      const ok = await check();
      if (ok) await markAttemptSucceeded(db, attempt.id);
      return ok;
    },

    /**
     * Checks the credentials; the same answer for an unknown e-mail and a wrong password. `stage` says what the
     * sign-in still needs: the second factor's code, its enrolment, or nothing.
     */
    async login(
      email: string,
      password: string,
      ip: string,
    ): Promise<{ user: SessionUser; stage: 'code' | 'setup' | null }> {
      const at = now();
      const attempt = await admitAttempt(db, { email, ip, at }, (tx) => throttledUntil(tx, email, ip, at.getTime()));
      if (!attempt.admitted) {
        throw new TooManyRequestsError(MSG.tooManyAttempts, (attempt.retryAt.getTime() - at.getTime()) / 1000);
      }
      const user = await findUserByEmail(db, email);
      let ok = false;
      if (user) ok = await verifyPassword(user.passwordHash, password, ip);
      else await burnPasswordCheck(password, ip);
      if (ok) await markAttemptSucceeded(db, attempt.id);
      if (!user || !ok) throw new UnauthorizedError(MSG.invalidLogin);
      if (user.status !== 'active') throw new ForbiddenError(MSG.accountDisabled);
      return {
        user: { id: user.id, name: user.name, email: user.email ?? '', role: user.role },
        stage: secondFactorStage(user),
      };
    },

    /**
     * The signed-in user's own password, before it is changed: checked under the same limits as a sign-in, so
     * that a stolen session can neither skip it nor guess it. A wrong one is a 400 on the field.
     */
    async checkOwnPassword(user: SessionUser, password: string | undefined, ip: string): Promise<void> {
      if (!password) throw new ValidationError(MSG.validation, { currentPassword: MSG.currentPasswordRequired });
      const at = now();
      const email = user.email.toLowerCase();
      const attempt = await admitAttempt(db, { email, ip, at }, (tx) => throttledUntil(tx, email, ip, at.getTime()));
      if (!attempt.admitted) {
        throw new TooManyRequestsError(MSG.tooManyAttempts, (attempt.retryAt.getTime() - at.getTime()) / 1000);
      }
      const row = await findUserByEmail(db, email);
      const ok = row?.id === user.id && (await verifyPassword(row.passwordHash, password, ip));
      if (!ok) throw new ValidationError(MSG.validation, { currentPassword: MSG.currentPasswordWrong });
      await markAttemptSucceeded(db, attempt.id);
    },

    async register(body: RegisterBody, ip?: string): Promise<void> {
      assertPasswordAcceptable(body.password, body.email);
      const passwordHash = await hashPassword(body.password, ip);
      const values = { name: body.name, email: body.email, phone: body.phone || null, passwordHash };
      try {
        await insertGuest(db, values);
      } catch (err) {
        if (sqlState(err) !== '23505') throw err;
        // A guest the desk booked without a password claims their account; any other account is taken.
        if (await claimDeskGuest(db, { ...values, now: now() })) return;
        throw new ConflictError(MSG.emailTaken, { email: MSG.emailTaken });
      }
    },
  };
}

// Read by other modules inside their own transactions.
export { findUserByEmail } from './auth.users.repository.js';
