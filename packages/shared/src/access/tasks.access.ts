import { type AccessTable, MANAGEMENT, STAFF_DESK } from './types.js';

/** Who may call the routes of the tasks module (apps/api/src/modules/tasks). */
export const tasksAccess = {
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
} as const satisfies AccessTable;
