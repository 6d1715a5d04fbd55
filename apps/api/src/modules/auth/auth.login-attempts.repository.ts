import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

/** Failed attempts since `since`, with the oldest and the newest of them. */
export async function countFailures(db: Executor, filter: { email: string; ip?: string; since: Date }) {
  const conditions = [
    eq(loginAttempts.email, filter.email),
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.attemptedAt, filter.since),
  ];
  if (filter.ip) conditions.push(eq(loginAttempts.ip, filter.ip));
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${loginAttempts.attemptedAt})`,
      newest: sql<string | null>`max(${loginAttempts.attemptedAt})`,
    })
    .from(loginAttempts)
    .where(and(...conditions));
  return {
    count: row?.count ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
    newest: row?.newest ? new Date(row.newest) : null,
  };
}

/** Whether the account was signed in to from this address since `since` (an address its owner uses). */
export async function signedInFrom(db: Executor, email: string, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.attemptedAt, since),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Runs `decide` and records the attempt in one step for the account: a transaction holding an advisory lock on
 * the e-mail, so that attempts for one account are judged one after the other, on every instance. `decide`
 * answers when to come back, or null; only an admitted attempt is recorded, as a failure until its password
 * is known to be right (markAttemptSucceeded).
 */
export async function admitAttempt(
  db: Db,
  values: { email: string; ip: string; at: Date },
  decide: (tx: Executor) => Promise<Date | null>,
): Promise<{ admitted: true; id: number } | { admitted: false; retryAt: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${values.email}`}))`);
    const retryAt = await decide(tx);
    if (retryAt) return { admitted: false as const, retryAt };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email: values.email, ip: values.ip, succeeded: false, attemptedAt: values.at })
      .returning({ id: loginAttempts.id });
    return { admitted: true as const, id: row!.id };
  });
}

export async function markAttemptSucceeded(db: Executor, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Attempts older than `before`: no limit looks that far back. */
export async function deleteLoginAttemptsBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, before))
    .returning({ id: loginAttempts.id });
  return gone.length;
}
