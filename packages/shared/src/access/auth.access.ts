import { type AccessTable, ADMIN_ONLY } from './types.js';

/** Who may call the routes of the auth module (apps/api/src/modules/auth). */
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
  'POST /api/staff/:id/mfa/reset': ADMIN_ONLY,
} as const satisfies AccessTable;
