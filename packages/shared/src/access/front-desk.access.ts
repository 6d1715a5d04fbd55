import { type AccessTable, STAFF_DESK } from './types.js';

/** Who may call the routes of the front-desk module (apps/api/src/modules/front-desk). */
export const frontDeskAccess = {
  'POST /api/bookings/:id/check-in': STAFF_DESK,
  'POST /api/bookings/:id/check-out': STAFF_DESK,
  'POST /api/bookings/:id/payments': STAFF_DESK,
  'GET /api/bookings/:id/ready-rooms': STAFF_DESK,
  'POST /api/bookings/:id/move': STAFF_DESK,
  'POST /api/bookings/:id/no-show': STAFF_DESK,
  'POST /api/bookings/:id/room-change': STAFF_DESK,
  'POST /api/bookings/:id/undo-check-in': STAFF_DESK,
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
