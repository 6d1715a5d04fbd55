import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';

export async function insertPasswordReset(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(passwordResets).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** The reset a link's token names, with its account; `lock` holds it until the transaction ends (one use). */
export async function findPasswordReset(db: Executor, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: passwordResets }) : await query;
  return row;
}

/** Spends every open link of the account: the one used and any older one still in a mailbox. */
export async function spendPasswordResets(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
