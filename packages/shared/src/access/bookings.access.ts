import { type AccessTable, MANAGEMENT, STAFF_DESK } from './types.js';

/** Who may call the routes of the bookings module (apps/api/src/modules/bookings). */
export const bookingsAccess = {
  'POST /api/bookings/create': ['guest', 'admin', 'manager', 'receptionist'],
  'GET /api/bookings': STAFF_DESK,
  'POST /api/bookings': STAFF_DESK,
  'PUT /api/bookings/:id': STAFF_DESK,
  'POST /api/bookings/:id/reschedule': STAFF_DESK,
  'DELETE /api/bookings/:id': MANAGEMENT,
  'POST /api/bookings/:id/cancel': ['guest', 'admin', 'manager', 'receptionist'],
  'GET /api/bookings/total': MANAGEMENT,
  'GET /api/bookings/recent/bookings': MANAGEMENT,
} as const satisfies AccessTable;
