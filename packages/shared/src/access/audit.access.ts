import { type AccessTable, ADMIN_ONLY } from './types.js';

/** Who may call the routes of the audit module (apps/api/src/modules/audit). */
export const auditAccess = {
  'GET /api/audit': ADMIN_ONLY,
} as const satisfies AccessTable;
