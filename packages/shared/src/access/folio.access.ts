import { type AccessTable, ADMIN_ONLY, MANAGEMENT, STAFF_DESK } from './types.js';

/** Who may call the routes of the folio module (apps/api/src/modules/folio). */
export const folioAccess = {
  // A guest's own folio (another's is 404); charges by the desk; credits by management only.
  'GET /api/bookings/:id/folio': ['guest', 'admin', 'manager', 'receptionist'],
  'POST /api/bookings/:id/charges': STAFF_DESK,
  'POST /api/bookings/:id/adjustments': MANAGEMENT,
  'GET /api/charge-items': STAFF_DESK,
  'POST /api/charge-items': ADMIN_ONLY,
  'PATCH /api/charge-items/:id': ADMIN_ONLY,
} as const satisfies AccessTable;
