import type { Role } from '@hotel/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { auditLog, reviews, tasks } from '../src/db/schema.js';
import { createUser, TEST_PASSWORD } from './factories.js';
import { Client, type TestApp } from './test-app.js';

/** A logged-in browser-like client for a new user of the role. */
export async function clientAs(t: TestApp, role: Role, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, { role, name: `Test ${role}`, ...overrides });
  const client = new Client(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { client, user };
}

/** One logged-in client per role (and one anonymous), for role-allowed / role-denied checks side by side. */
export async function clientsByRole(t: TestApp) {
  const roles: Role[] = ['admin', 'manager', 'receptionist', 'housekeeping', 'guest'];
  const entries = await Promise.all(roles.map(async (role) => [role, (await clientAs(t, role)).client] as const));
  return { ...Object.fromEntries(entries), anonymous: new Client(t.app) } as Record<Role | 'anonymous', Client>;
}

export async function auditEntries(db: Executor, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));
}

export async function createTask(
  db: Executor,
  values: Partial<typeof tasks.$inferInsert> & { roomId: string; title: string },
) {
  const [row] = await db
    .insert(tasks)
    .values({ dueDate: '2030-01-01', ...values })
    .returning();
  return row!;
}

export async function createReview(db: Executor, values: Partial<typeof reviews.$inferInsert> & { roomId: string }) {
  const [row] = await db
    .insert(reviews)
    .values({ authorName: 'A Guest', rating: 5, comment: 'Lovely stay.', ...values })
    .returning();
  return row!;
}
