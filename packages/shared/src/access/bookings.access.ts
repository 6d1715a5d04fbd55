import { type AccessTable, ADMIN_ONLY, MANAGEMENT, STAFF_DESK } from './types.js';

export const bookingsAccess = {
  'POST /api/bookings/create': ['guest', 'admin', 'manager', 'receptionist'],
  'GET /api/bookings': STAFF_DESK,
  'POST /api/bookings': STAFF_DESK,
  'PUT /api/bookings/:id': STAFF_DESK,
  'POST /api/bookings/:id/reschedule': STAFF_DESK,
  'DELETE /api/bookings/:id': MANAGEMENT,
  'POST /api/bookings/:id/cancel': ['guest', 'admin', 'manager', 'receptionist'],
  'POST /api/bookings/:id/check-in': STAFF_DESK,
  'POST /api/bookings/:id/check-out': STAFF_DESK,
  'POST /api/bookings/:id/payments': STAFF_DESK,
  'GET /api/bookings/:id/ready-rooms': STAFF_DESK,
  'POST /api/bookings/:id/move': STAFF_DESK,
  'POST /api/bookings/:id/no-show': STAFF_DESK,
  'POST /api/bookings/:id/room-change': STAFF_DESK,
  'POST /api/bookings/:id/undo-check-in': STAFF_DESK,
  // A guest's own invoice (another's is 404), any for the desk and management.
  'GET /api/bookings/:id/invoice': ['guest', 'admin', 'manager', 'receptionist'],
  // A guest's own folio (another's is 404); charges by the desk; credits by management only.
  'GET /api/bookings/:id/folio': ['guest', 'admin', 'manager', 'receptionist'],
  'POST /api/bookings/:id/charges': STAFF_DESK,
  'POST /api/bookings/:id/adjustments': MANAGEMENT,
  'GET /api/charge-items': STAFF_DESK,
  'POST /api/charge-items': ADMIN_ONLY,
  'PATCH /api/charge-items/:id': ADMIN_ONLY,
  'GET /api/bookings/total': MANAGEMENT,
  'GET /api/bookings/recent/bookings': MANAGEMENT,
  'GET /api/bookings/checkinandcheckoutguest': STAFF_DESK,
  // The desk's room status board: each room's status, open task and next arrival (no guest names).
  'GET /api/front-desk/rooms': ['admin', 'manager', 'receptionist', 'housekeeping'],
  // The desk's guest picker for its booking form (the full guest list is for management).
  'GET /api/front-desk/guests': STAFF_DESK,
  'POST /api/front-desk/guests': STAFF_DESK,
  // The room planner: rooms by night, with each stay (guest name, reference, balance) and block.
  'GET /api/front-desk/planner': STAFF_DESK,
  // The staff side's one search box (guests, stays, rooms).
  'GET /api/front-desk/search': STAFF_DESK,
} as const satisfies AccessTable;
