import { cancelRoutes } from './bookings/cancel.routes.js';
import { guestAccountRoutes } from './guests/guest-account.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { reviewsGuestRoutes } from './reviews/reviews.guest.routes.js';

/** The guest's own side: profile and bookings, payments, cancellation and reviews. */
export const guestModules = [guestAccountRoutes, paymentsRoutes, cancelRoutes, reviewsGuestRoutes];
