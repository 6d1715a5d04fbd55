import { type AccessTable, ADMIN_ONLY, MANAGEMENT, STAFF_DESK } from './types.js';

export const staffAccess = {
  'GET /api/staff': MANAGEMENT,
  'POST /api/staff': MANAGEMENT,
  'PUT /api/staff/:id': MANAGEMENT,
  'POST /api/staff/:id/mfa/reset': ADMIN_ONLY,
  'DELETE /api/staff/:id': ADMIN_ONLY,
  'GET /api/staff/housekeeping': MANAGEMENT,
  // A housekeeper gets only their own tasks (spec §7: the housekeeping view's counts).
  'GET /api/tasks': [...STAFF_DESK, 'housekeeping'],
  'GET /api/tasks/mine': ['housekeeping'],
  // Housekeepers pick the room of a fault report from it.
  'GET /api/tasks/rooms': [...MANAGEMENT, 'housekeeping'],
  'POST /api/tasks/faults': ['admin', 'manager', 'housekeeping'],
  'POST /api/tasks': MANAGEMENT,
  'PUT /api/tasks/:id': MANAGEMENT,
  'PUT /api/tasks/:id/status': ['admin', 'manager', 'housekeeping'],
  // Staff only; a housekeeper is shown only the photos of their own tasks and those they took (in the service).
  'GET /api/tasks/:id/photo': [...STAFF_DESK, 'housekeeping'],
  'DELETE /api/tasks/:id': MANAGEMENT,
  'GET /api/dashboard/metrics': MANAGEMENT,
  'GET /api/audit': ADMIN_ONLY,
  // Sent mail: what the hotel e-mailed guests, as they received it.
  'GET /api/mail': ADMIN_ONLY,
  'GET /api/mail/:id': ADMIN_ONLY,
  'GET /api/events': ['admin', 'manager', 'receptionist', 'housekeeping'],
} as const satisfies AccessTable;
