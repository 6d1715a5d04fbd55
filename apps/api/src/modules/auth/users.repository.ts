import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
