import { auditRoutes } from './audit/audit.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { staffBookingRoutes } from './bookings/staff-bookings.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { guestAdminRoutes } from './guests/guests.admin.routes.js';
import { mailRoutes } from './mail/mail.routes.js';
import { reviewAdminRoutes } from './reviews/reviews.admin.routes.js';
import { roomBlockRoutes } from './rooms/room-blocks.routes.js';
import { roomAdminRoutes } from './rooms/rooms.admin.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { taskAdminRoutes } from './tasks/tasks.admin.routes.js';

/** The admin and manager panels' modules (staff, rooms, bookings, tasks, billing, reviews, guests, dashboard). */
export const managementModules = [
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
];
