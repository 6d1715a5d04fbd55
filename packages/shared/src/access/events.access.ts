import type { AccessTable } from './types.js';

/** Who may call the routes of the events module (apps/api/src/modules/events). */
export const eventsAccess = {
  'GET /api/events': ['admin', 'manager', 'receptionist', 'housekeeping'],
} as const satisfies AccessTable;
