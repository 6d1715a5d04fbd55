import { z } from 'zod';
import { pageAnswerShape, pageQueryShape } from './lists.js';

export const AUDIT_ENTITIES = ['user', 'room', 'booking', 'task', 'review', 'billing'] as const;

export const auditListQuery = z.strictObject({
  ...pageQueryShape,
  entity: z.enum(AUDIT_ENTITIES).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

/** One staff change: who, what, when, and the record before and after. */
export const auditEntryDto = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string(), role: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export const auditListAnswer = z.object({ entries: z.array(auditEntryDto), ...pageAnswerShape });
export type AuditListAnswer = z.infer<typeof auditListAnswer>;
