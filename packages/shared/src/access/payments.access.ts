import { type AccessTable, MANAGEMENT, STAFF_DESK } from './types.js';

/** Who may call the routes of the payments module (apps/api/src/modules/payments). */
export const paymentsAccess = {
  'POST /api/billings/:id/refund': MANAGEMENT,
  'GET /api/config': 'public',
  // A guest pays their own bill; the desk takes a guest's card for any stay through the same provider form.
  'POST /api/payments/intent': ['guest', ...STAFF_DESK],
  'POST /api/billings/confirm': ['guest', ...STAFF_DESK],
  // Verified by the provider's signature instead of a session (see CSRF_EXEMPT).
  'POST /api/payments/webhook': 'public',
  'POST /api/payments/sandbox/confirm': 'public',
} as const satisfies AccessTable;
