import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Record a staff change in the same transaction as the change itself. */
export async function audit(
  db: Executor,
  entry: {
    actorId: string | null;
    action: string;
    entity: string;
    entityId?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
