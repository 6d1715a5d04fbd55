import { type AccessTable, GUEST_ONLY, MANAGEMENT, STAFF_DESK } from './types.js';

export const authAccess = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'public',
  // A reset link by e-mail: the same answer for any address; the link's token is the credential.
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  // The second factor: these routes check the half-done sign-in (or the signed-in staff member) themselves.
  'POST /api/auth/mfa/verify': 'public',
  'POST /api/auth/mfa/setup': 'public',
  'POST /api/auth/mfa/enable': 'public',
  'POST /api/guest/register': 'public',
  'GET /api/guest/profile': 'auth',
  'PUT /api/guest/profile': 'auth',
  'GET /api/guest/bookings': GUEST_ONLY,
  // One of the guest's own stays (its confirmation page); another guest's is 404.
  'GET /api/guest/bookings/:id': GUEST_ONLY,
  'GET /api/guest/active-guests/count': STAFF_DESK,
  'GET /api/guest': MANAGEMENT,
  'DELETE /api/guest/:id': MANAGEMENT,
} as const satisfies AccessTable;
