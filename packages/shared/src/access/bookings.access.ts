import { type AccessTable, MANAGEMENT, STAFF_DESK } from './types.js';

export const bookingsAccess = {
  'POST /api/bookings/create': ['guest', 'admin', 'manager', 'receptionist'],
  'GET /api/bookings': STAFF_DESK,
  'POST /api/bookings': STAFF_DESK,
  'PUT /api/bookings/:id': STAFF_DESK,
  'DELETE /api/bookings/:id': MANAGEMENT,
  'POST /api/bookings/:id/cancel': ['guest', 'admin', 'manager', 'receptionist'],
  'POST /api/bookings/:id/check-in': STAFF_DESK,
  'POST /api/bookings/:id/check-out': STAFF_DESK,
  'GET /api/bookings/total': MANAGEMENT,
  'GET /api/bookings/recent/bookings': MANAGEMENT,
  'GET /api/bookings/checkinandcheckoutguest': STAFF_DESK,
} as const satisfies AccessTable;
