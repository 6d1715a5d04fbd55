import type { AccessTable } from './types.js';

/** Who may call the routes of the health module (apps/api/src/modules/health). */
export const healthAccess = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
} as const satisfies AccessTable;
