import { randomBytes } from 'node:crypto';
import { HOTEL, MFA_MSG, MFA_RECOVERY_CODE_COUNT, MFA_REQUIRED_ROLES, MSG, type Role } from '@hotel/shared';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { sha256 } from '../../lib/tokens.js';
import type { SessionUser } from '../../plugins/session.js';
import {
  claimStep,
  enableMfa,
  findMfaState,
  replaceRecoveryCodes,
  resetMfa,
  setPendingSecret,
  useRecoveryCode,
} from './auth.mfa.repository.js';

const PERIOD_S = 30;
// Crockford-style letters and digits without look-alikes (no I, L, O, U, 0, 1).
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: HOTEL.name,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** XXXXX-XXXXX: 10 characters of 30, about 49 bits, from the CSPRNG. */
function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecovery = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What a sign-in needs after the password: nothing, the code, or enrolment first (required for the role). */
export function secondFactorStage(user: { role: Role; isDemo: boolean; mfaEnabledAt: Date | null }) {
  if (user.role === 'guest' || user.isDemo) return null;
  if (user.mfaEnabledAt) return 'code' as const;
  return MFA_REQUIRED_ROLES.includes(user.role) ? ('setup' as const) : null;
}

/**
 * TOTP as the second factor of staff sign-in (ASVS 6.3.2): enrolment with a QR code and the key as text, codes
 * good once (the time step is claimed in the database), ten recovery codes stored hashed, and an admin's reset.
 * The caller throttles the checks as sign-in attempts.
 */
export function createMfaService(ctx: AppContext) {
  const db = ctx.database.db;

  /** True when `code` is the user's current TOTP code (a step not used before) or one of their recovery codes. */
  async function checkCode(userId: string, label: string, code: string, secret: string): Promise<boolean> {
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const timestamp = ctx.now().getTime();
      const delta = totpOf(secret, label).validate({ token: digits, timestamp, window: 1 });
      if (delta === null) return false;
      return claimStep(db, userId, Math.floor(timestamp / 1000 / PERIOD_S) + delta);
    }
    const recovery = normalizeRecovery(code);
    if (recovery.length !== 10) return false;
    return useRecoveryCode(db, userId, sha256(recovery), ctx.now());
  }

  return {
    /** The second step of a sign-in: a code of the app, or a recovery code. */
    async verify(user: SessionUser, code: string): Promise<boolean> {
      const state = await findMfaState(db, user.id);
      if (!state?.secret || !state.enabledAt) throw new ForbiddenError(MFA_MSG.noPendingSignIn);
      return checkCode(user.id, user.email, code, state.secret);
    },

    /** A new secret to enrol (replacing one not confirmed yet); refused once the factor is on. */
    async setup(user: SessionUser) {
      if (user.role === 'guest') throw new ForbiddenError(MFA_MSG.notForGuests);
      const state = await findMfaState(db, user.id);
      if (!state) throw new NotFoundError();
      if (state.enabledAt) throw new ConflictError(MFA_MSG.alreadyEnabled);
      const secret = new Secret({ size: 20 }).base32;
      await setPendingSecret(db, user.id, secret, ctx.now());
      const uri = totpOf(secret, user.email).toString();
      // Loaded when a staff member first sets up a second factor, not with the server.
      const { default: QRCode } = await import('qrcode');
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Confirms enrolment with a first good code; answers the recovery codes, shown this once. */
    async enable(user: SessionUser, code: string): Promise<string[] | null> {
      if (user.role === 'guest') throw new ForbiddenError(MFA_MSG.notForGuests);
      const state = await findMfaState(db, user.id);
      if (!state?.secret) throw new ConflictError(MFA_MSG.setupFirst);
      if (state.enabledAt) throw new ConflictError(MFA_MSG.alreadyEnabled);
      if (!(await checkCode(user.id, user.email, code, state.secret))) return null;
      const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, recoveryCode);
      await db.transaction(async (tx) => {
        await enableMfa(tx, user.id, ctx.now());
        await replaceRecoveryCodes(
          tx,
          user.id,
          codes.map((c) => sha256(normalizeRecovery(c))),
          ctx.now(),
        );
        await audit(tx, {
          actorId: user.id,
          action: 'user.mfa-enable',
          entity: 'user',
          entityId: user.id,
          details: {},
        });
      });
      return codes;
    },

    /** An admin clears another staff member's factor (a lost phone): they enrol again at their next sign-in. */
    async reset(actor: SessionUser, userId: string) {
      const state = await findMfaState(db, userId);
      if (!state || state.role === 'guest') throw new NotFoundError('Staff member not found');
      await db.transaction(async (tx) => {
        await resetMfa(tx, userId, ctx.now());
        await audit(tx, {
          actorId: actor.id,
          action: 'staff.mfa-reset',
          entity: 'user',
          entityId: userId,
          details: {},
        });
      });
      return { message: MFA_MSG.reset };
    },

    wrongCode: () => new ValidationError(MSG.validation, { code: MFA_MSG.wrongCode }),
  };
}
