import { type AccessTable, ADMIN_ONLY } from './types.js';

/** Who may call the routes of the mail module (apps/api/src/modules/mail). */
export const mailAccess = {
  // Sent mail: what the hotel e-mailed guests, as they received it.
  'GET /api/mail': ADMIN_ONLY,
  'GET /api/mail/:id': ADMIN_ONLY,
} as const satisfies AccessTable;
