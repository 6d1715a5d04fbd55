import {
  MSG,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_MSG,
  type ResetPasswordBody,
  STAFF_PASSWORD_MIN,
} from '@hotel/shared';
import { createElement } from 'react';
import type { AppContext } from '../../context.js';
import { ValidationError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { createMailService } from '../mail/mail.service.js';
import { PasswordReset } from '../mail/templates/messages.js';
import {
  findPasswordReset,
  insertPasswordReset,
  setPasswordHash,
  spendPasswordResets,
} from './auth.password-reset.repository.js';
import { assertPasswordAcceptable, createAuthService } from './auth.service.js';
import { deleteSessionsOfUser } from './auth.sessions.repository.js';
import { findUserByEmail } from './auth.users.repository.js';

const invalidLink = () =>
  new ValidationError(PASSWORD_RESET_MSG.invalidLink, { token: PASSWORD_RESET_MSG.invalidLink });

export function createPasswordResetService(ctx: AppContext) {
  const db = ctx.database.db;
  const auth = createAuthService(ctx);
  const mail = createMailService(ctx);

  return {
    /**
     * Sends a reset link when the address belongs to an account that signs in with a password; the caller answers
     * the same either way. Requests are limited like sign-in attempts (per address and e-mail), so the link
     * cannot be used to flood a mailbox.
     */
    async requestReset(email: string, ip: string): Promise<void> {
      const key = `reset:${email.toLowerCase()}`;
      await auth.guarded(key, ip, async () => {
        const user = await findUserByEmail(db, email);
        // A guest the desk booked has no password yet: registering claims that account, not a reset.
        if (!user?.email || !user.hasPassword || user.status !== 'active' || user.erasedAt) return false;
        const token = randomToken();
        const now = ctx.now();
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, {
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
            now,
          });
          await mail.enqueueMail(tx, {
            kind: 'password_reset',
            to: user.email!,
            subject: 'Reset your password at The Aurelia',
            body: createElement(PasswordReset, {
              name: user.name,
              link: `${ctx.config.mail.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
            }),
          });
        });
        // Recorded as a failure on purpose: every request counts towards the limit.
        return false;
      });
    },

    /**
     * Sets a new password from a link: once, within 30 minutes. Every session of the account ends (whoever held
     * the old password is signed out) and every other open link of the account is spent. Bad links count
     * towards the address's limit, so tokens cannot be guessed.
     */
    async resetPassword(body: ResetPasswordBody, ip: string): Promise<void> {
      const tokenHash = sha256(body.token);
      let policyError: unknown = null;
      // Keyed by address: a key shared by everyone would let one client's bad links slow every guest's reset.
      const ok = await auth.guarded(`reset-link:${ip}`, ip, async () => {
        const found = await findPasswordReset(db, tokenHash);
        const now = ctx.now();
        if (!found || found.reset.usedAt || found.reset.expiresAt <= now || found.user.status !== 'active')
          return false;
        try {
          if (found.user.role !== 'guest' && body.password.length < STAFF_PASSWORD_MIN) {
            throw new ValidationError(MSG.validation, { password: MSG.staffPasswordTooShort });
          }
          assertPasswordAcceptable(body.password, found.user.email);
        } catch (err) {
          policyError = err;
          return true;
        }
        const passwordHash = await hashPassword(body.password, ip);
        return db.transaction(async (tx) => {
          const locked = await findPasswordReset(tx, tokenHash, { lock: true });
          if (!locked || locked.reset.usedAt || locked.reset.expiresAt <= ctx.now()) return false;
          await setPasswordHash(tx, locked.user.id, passwordHash, ctx.now());
          await spendPasswordResets(tx, locked.user.id, ctx.now());
          await deleteSessionsOfUser(tx, locked.user.id);
          return true;
        });
      });
      if (policyError) throw policyError;
      if (!ok) throw invalidLink();
    },
  };
}
