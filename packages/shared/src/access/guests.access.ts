import { type AccessTable, GUEST_ONLY, MANAGEMENT, STAFF_DESK } from './types.js';

/** Who may call the routes of the guests module (apps/api/src/modules/guests). */
export const guestsAccess = {
  'GET /api/guest/profile': 'auth',
  'PUT /api/guest/profile': 'auth',
  'GET /api/guest/bookings': GUEST_ONLY,
  // One of the guest's own stays (its confirmation page); another guest's is 404.
  'GET /api/guest/bookings/:id': GUEST_ONLY,
  'GET /api/guest/active-guests/count': STAFF_DESK,
  'GET /api/guest': MANAGEMENT,
  'DELETE /api/guest/:id': MANAGEMENT,
} as const satisfies AccessTable;
