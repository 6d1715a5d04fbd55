import { type AccessTable, ADMIN_ONLY, GUEST_ONLY, MANAGEMENT } from './types.js';

export const billingAccess = {
  'GET /api/billings': ADMIN_ONLY,
  'GET /api/billings/total-revenue': MANAGEMENT,
  'POST /api/billings/:id/refund': MANAGEMENT,
  'GET /api/config': 'public',
  'POST /api/payments/intent': GUEST_ONLY,
  'POST /api/billings/confirm': GUEST_ONLY,
  // Verified by the provider's signature instead of a session (see CSRF_EXEMPT).
  'POST /api/payments/webhook': 'public',
  'POST /api/payments/sandbox/confirm': 'public',
} as const satisfies AccessTable;
