import type { AccessTable } from './types.js';

/** Who may call the routes of the invoices module (apps/api/src/modules/invoices). */
export const invoicesAccess = {
  // A guest's own invoice (another's is 404), any for the desk and management.
  'GET /api/bookings/:id/invoice': ['guest', 'admin', 'manager', 'receptionist'],
} as const satisfies AccessTable;
