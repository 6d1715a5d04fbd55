import { z } from 'zod';
import type { Role } from '../constants.js';
import { sessionUser } from './auth.js';

/** Staff who must sign in with a second factor; the other staff may choose to. Guests do not use one. */
export const MFA_REQUIRED_ROLES: readonly Role[] = ['admin', 'manager'];
export const MFA_RECOVERY_CODE_COUNT = 10;

/**
 * POST /api/auth/login: the user when signed in; for staff with a second factor, `user` is null and `mfa` says
 * what comes next: `code` (the authenticator's code) or `setup` (enrol first, required for the role).
 */
export const loginAnswer = z.object({
  user: sessionUser.nullable(),
  mfa: z.enum(['code', 'setup']).optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A six-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX). */
export const mfaCodeBody = z.strictObject({
  code: z
    .string({ message: 'Enter the code' })
    .trim()
    .min(6, 'Enter the 6-digit code or a recovery code')
    .max(32, 'That code is too long'),
});
export type MfaCodeBody = z.input<typeof mfaCodeBody>;

/** POST /api/auth/mfa/setup: the secret to enter in an authenticator app, as a QR code and as text. */
export const mfaSetupAnswer = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The QR code of `uri`, as an SVG data URL. */
  qr: z.string(),
});
export type MfaSetupAnswer = z.infer<typeof mfaSetupAnswer>;

/** POST /api/auth/mfa/enable: the second factor is on; the recovery codes are shown this once. */
export const mfaEnableAnswer = z.object({ user: sessionUser, recoveryCodes: z.array(z.string()) });
export type MfaEnableAnswer = z.infer<typeof mfaEnableAnswer>;

export const MFA_MSG = {
  noPendingSignIn: 'Sign in with your password first',
  wrongCode: 'That code is not right, or was already used. Try the next code of your app.',
  alreadyEnabled: 'Two-step sign-in is already on for this account',
  notForGuests: 'Two-step sign-in is for staff accounts',
  reset: 'Two-step sign-in was reset: the staff member sets it up again at the next sign-in',
  setupFirst: 'Set up two-step sign-in to continue',
} as const;
