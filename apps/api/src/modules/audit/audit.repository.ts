import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

export async function listAuditEntries(
  db: Executor,
  entity: string | undefined,
  page: { offset: number; limit: number },
) {
  return db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, role: users.role } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(entity ? eq(auditLog.entity, entity) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEntries(db: Executor, entity: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(entity ? eq(auditLog.entity, entity) : undefined);
  return row?.n ?? 0;
}
