import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

export async function recordLoginAttempt(
  db: Executor,
  values: { email: string; ip: string; succeeded: boolean; at: Date },
): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ email: values.email, ip: values.ip, succeeded: values.succeeded, attemptedAt: values.at });
}

/** Failed attempts since `since`, and the oldest of them (when the window starts to free up). */
export async function countFailures(db: Executor, filter: { email: string; ip?: string; since: Date }) {
  const conditions = [
    eq(loginAttempts.email, filter.email),
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.attemptedAt, filter.since),
  ];
  if (filter.ip) conditions.push(eq(loginAttempts.ip, filter.ip));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginAttempts.attemptedAt})` })
    .from(loginAttempts)
    .where(and(...conditions));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
