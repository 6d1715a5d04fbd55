import type { Role } from '../constants.js';
import { auditAccess } from './audit.access.js';
import { authAccess } from './auth.access.js';
import { billingAccess } from './billing.access.js';
import { bookingsAccess } from './bookings.access.js';
import { dashboardAccess } from './dashboard.access.js';
import { eventsAccess } from './events.access.js';
import { folioAccess } from './folio.access.js';
import { frontDeskAccess } from './front-desk.access.js';
import { guestsAccess } from './guests.access.js';
import { healthAccess } from './health.access.js';
import { invoicesAccess } from './invoices.access.js';
import { mailAccess } from './mail.access.js';
import { paymentsAccess } from './payments.access.js';
import { reviewsAccess } from './reviews.access.js';
import { roomsAccess } from './rooms.access.js';
import { staffAccess } from './staff.access.js';
import { systemAccess } from './system.access.js';
import { tasksAccess } from './tasks.access.js';
import { type Access, type AccessTable, MANAGEMENT } from './types.js';

export * from './panels.js';
export * from './types.js';

const ROUTES = {
  ...auditAccess,
  ...authAccess,
  ...billingAccess,
  ...bookingsAccess,
  ...dashboardAccess,
  ...eventsAccess,
  ...folioAccess,
  ...frontDeskAccess,
  ...guestsAccess,
  ...healthAccess,
  ...invoicesAccess,
  ...mailAccess,
  ...paymentsAccess,
  ...reviewsAccess,
  ...roomsAccess,
  ...staffAccess,
  ...systemAccess,
  ...tasksAccess,
} as const satisfies AccessTable;

/** A route of the access table, `METHOD path`: a misspelt or removed route fails to compile where it is asked about. */
export type RouteKey = keyof typeof ROUTES;

/** The single definition of who may call which route: `METHOD path` → access. */
export const ACCESS: AccessTable = ROUTES;

/**
 * What some callers of a route may do beyond calling it: decisions the route's access cannot express because they
 * depend on the request. Kept here with the table, so that who may do what is read in one place.
 */
export const ACTIONS = {
  /** Check a guest out who still owes money, with a reason (POST /api/bookings/:id/check-out). */
  checkOutWithBalance: MANAGEMENT,
  /** Book or edit a stay at a total other than the server's price, with a reason (POST and PUT /api/bookings). */
  setBookingPrice: MANAGEMENT,
} as const satisfies Record<string, Access>;

/** Unsafe routes that prove themselves by a provider signature instead of the CSRF token. */
export const CSRF_EXEMPT: readonly string[] = ['POST /api/payments/webhook'];

export function allows(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'auth') return true;
  return access.includes(role);
}

/** Whether a signed-in role (or `null`, nobody signed in) may call a route: the screens ask this before offering it. */
export function allowsRoute(route: RouteKey, role: Role | null): boolean {
  return allows(ROUTES[route], role);
}
