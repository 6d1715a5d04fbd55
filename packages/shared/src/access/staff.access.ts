import { type AccessTable, ADMIN_ONLY, MANAGEMENT } from './types.js';

/** Who may call the routes of the staff module (apps/api/src/modules/staff). */
export const staffAccess = {
  'GET /api/staff': MANAGEMENT,
  'POST /api/staff': MANAGEMENT,
  'PUT /api/staff/:id': MANAGEMENT,
  'DELETE /api/staff/:id': ADMIN_ONLY,
  'GET /api/staff/housekeeping': MANAGEMENT,
} as const satisfies AccessTable;
