import { bookingsRoutes } from './bookings/bookings.routes.js';
import { folioRoutes } from './folio/folio.routes.js';
import { invoiceRoutes } from './invoices/invoice.routes.js';
import { reviewsPublicRoutes } from './reviews/reviews.public.routes.js';
import { roomsPublicRoutes } from './rooms/rooms.public.routes.js';
import { uploadsRoutes } from './rooms/uploads.routes.js';

/** The public site and the guest's booking: rooms, their images, reviews and availability, and booking itself. */
export const bookingModules = [
  roomsPublicRoutes,
  uploadsRoutes,
  reviewsPublicRoutes,
  bookingsRoutes,
  invoiceRoutes,
  folioRoutes,
];
