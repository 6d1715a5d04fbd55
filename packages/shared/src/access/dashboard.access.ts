import { type AccessTable, MANAGEMENT } from './types.js';

/** Who may call the routes of the dashboard module (apps/api/src/modules/dashboard). */
export const dashboardAccess = {
  'GET /api/dashboard/metrics': MANAGEMENT,
} as const satisfies AccessTable;
