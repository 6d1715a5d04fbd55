import { type AccessTable, GUEST_ONLY, MANAGEMENT } from './types.js';

/** Who may call the routes of the reviews module (apps/api/src/modules/reviews). */
export const reviewsAccess = {
  'GET /api/reviews/:roomId': 'public',
  'GET /api/reviews': MANAGEMENT,
  'DELETE /api/reviews/:id': MANAGEMENT,
  'POST /api/reviews': GUEST_ONLY,
  'GET /api/reviews/mine': GUEST_ONLY,
} as const satisfies AccessTable;
