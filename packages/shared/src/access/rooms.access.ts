import { type AccessTable, ADMIN_ONLY, MANAGEMENT, STAFF_DESK } from './types.js';

/** Who may call the routes of the rooms module (apps/api/src/modules/rooms). */
export const roomsAccess = {
  'GET /api/rooms/available/rooms': 'public',
  'GET /api/rooms/available/rooms/count': STAFF_DESK,
  'GET /api/rooms/:id': 'public',
  'GET /api/rooms/:id/availability': 'public',
  'GET /api/rooms': MANAGEMENT,
  'POST /api/rooms': MANAGEMENT,
  'PUT /api/rooms/:id': MANAGEMENT,
  'DELETE /api/rooms/:id': ADMIN_ONLY,
  // Out-of-order blocks: the desk sees them on its planner; management sets and lifts them.
  'GET /api/room-blocks': STAFF_DESK,
  'POST /api/room-blocks': MANAGEMENT,
  'POST /api/room-blocks/:id/lift': MANAGEMENT,
  // The rooms' pictures, as uploaded and resized.
  'GET /uploads/rooms/:file': 'public',
} as const satisfies AccessTable;
