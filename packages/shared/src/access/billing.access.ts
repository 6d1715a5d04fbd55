import { type AccessTable, ADMIN_ONLY, MANAGEMENT } from './types.js';

/** Who may call the routes of the billing module (apps/api/src/modules/billing). */
export const billingAccess = {
  'GET /api/billings': ADMIN_ONLY,
  'GET /api/billings/total-revenue': MANAGEMENT,
} as const satisfies AccessTable;
