import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { auditRoutes } from './audit/audit.routes.js';
import { authCleanupPlugin } from './auth/auth.cleanup.plugin.js';
import { mfaRoutes } from './auth/auth.mfa.routes.js';
import { passwordResetRoutes } from './auth/auth.password-reset.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { cancelRoutes } from './bookings/bookings.cancel.routes.js';
import { reservationReleasePlugin } from './bookings/bookings.release.plugin.js';
import { bookingsRoutes } from './bookings/bookings.routes.js';
import { staffBookingRoutes } from './bookings/bookings.staff.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { eventsRoutes } from './events/events.routes.js';
import { folioRoutes } from './folio/folio.routes.js';
import { frontDeskRoutes } from './front-desk/front-desk.routes.js';
import { guestAccountRoutes } from './guests/guests.account.routes.js';
import { guestAdminRoutes } from './guests/guests.admin.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { invoiceRoutes } from './invoices/invoices.routes.js';
import { mailPlugin } from './mail/mail.plugin.js';
import { mailRoutes } from './mail/mail.routes.js';
import { paymentReconciliationPlugin } from './payments/payments.reconciliation.plugin.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { reviewAdminRoutes } from './reviews/reviews.admin.routes.js';
import { reviewsGuestRoutes } from './reviews/reviews.guest.routes.js';
import { reviewsPublicRoutes } from './reviews/reviews.public.routes.js';
import { roomAdminRoutes } from './rooms/rooms.admin.routes.js';
import { roomBlockRoutes } from './rooms/rooms.blocks.routes.js';
import { publicRoomsCachePlugin } from './rooms/rooms.public.cache.js';
import { roomsPublicRoutes } from './rooms/rooms.public.routes.js';
import { uploadsRoutes } from './rooms/rooms.uploads.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { taskAdminRoutes } from './tasks/tasks.admin.routes.js';
import { housekeepingTaskRoutes } from './tasks/tasks.housekeeping.routes.js';

type ModulePlugin = FastifyPluginAsync<AppContext>;

/**
 * Every module's routes, in one list: the only file that imports a module's routes or plugins
 * (scripts/check-boundaries.mjs holds every other file to a module's services).
 */
export const moduleRoutes: readonly ModulePlugin[] = [
  healthRoutes,
  // Signing in, second factor, password reset.
  authRoutes,
  passwordResetRoutes,
  mfaRoutes,
  // The admin and manager panels.
  staffRoutes,
  taskAdminRoutes,
  roomAdminRoutes,
  roomBlockRoutes,
  staffBookingRoutes,
  guestAdminRoutes,
  reviewAdminRoutes,
  billingRoutes,
  dashboardRoutes,
  auditRoutes,
  mailRoutes,
  // The public site and booking: rooms, their images, reviews, availability, the stay's bill.
  roomsPublicRoutes,
  uploadsRoutes,
  reviewsPublicRoutes,
  bookingsRoutes,
  invoiceRoutes,
  folioRoutes,
  // The front desk, housekeeping, and the live updates that keep their screens current.
  frontDeskRoutes,
  housekeepingTaskRoutes,
  eventsRoutes,
  // The guest's own side: profile, payments, cancellation, reviews.
  guestAccountRoutes,
  paymentsRoutes,
  cancelRoutes,
  reviewsGuestRoutes,
];

/** Registered before the routes: the public room answers' cache the room routes read. */
export const moduleCaches: readonly ModulePlugin[] = [publicRoomsCachePlugin];

/** Background jobs: card payments' reconciliation, unpaid reservations' release, expired auth records, mail. */
export const moduleJobs: readonly ModulePlugin[] = [
  paymentReconciliationPlugin,
  reservationReleasePlugin,
  authCleanupPlugin,
  mailPlugin,
];
