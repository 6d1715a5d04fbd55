import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function insertGuest(
  db: Executor,
  values: { name: string; email: string; phone: string | null; passwordHash: string },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'guest', status: 'active' })
    .returning({ id: users.id });
  return row!;
}

/**
 * Gives a password to a guest the desk created with this e-mail (they have none yet): registering claims the
 * account and its stays. Nothing happens for an account that already has a password.
 */
export async function claimDeskGuest(
  db: Executor,
  values: { name: string; email: string; phone: string | null; passwordHash: string; now: Date },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({
      name: values.name,
      ...(values.phone ? { phone: values.phone } : {}),
      passwordHash: values.passwordHash,
      hasPassword: true,
      updatedAt: values.now,
    })
    .where(
      and(
        sql`lower(${users.email}) = ${values.email.toLowerCase()}`,
        eq(users.role, 'guest'),
        eq(users.status, 'active'),
        eq(users.hasPassword, false),
      ),
    )
    .returning({ id: users.id });
  return row;
}
