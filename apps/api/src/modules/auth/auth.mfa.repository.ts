import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mfaRecoveryCodes, sessions, users } from '../../db/schema.js';
import { sessionsChanging } from './session-cache.js';

export async function findMfaState(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      isDemo: users.isDemo,
      secret: users.mfaSecret,
      enabledAt: users.mfaEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setPendingSecret(db: Executor, userId: string, secret: string, now: Date) {
  await db
    .update(users)
    .set({ mfaSecret: secret, mfaEnabledAt: null, mfaLastStep: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)));
}

/** Takes a TOTP time step once: false when it (or a later one) was already used. */
export async function claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function enableMfa(db: Executor, userId: string, now: Date) {
  await db.update(users).set({ mfaEnabledAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[], now: Date) {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Uses a recovery code once: false for an unknown or already used one. */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

/** An admin's reset: the factor and its recovery codes go, and so does every session of the account. */
export async function resetMfa(db: Executor, userId: string, now: Date) {
  sessionsChanging();
  await db
    .update(users)
    .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
