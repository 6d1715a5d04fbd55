import { Redirect } from 'wouter';
import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** A guest who trims a booking's address finds the list it came from, the dashboard's My Bookings tab. */
function ToMyBookings() {
  return <Redirect to="/dashboard/guest?tab=bookings" replace />;
}

/**
 * /dashboard/guest (spec §2), and one stay's confirmation under it (the booking e-mail links there). The router
 * guards them all (RequireRole) inside the public layout.
 */
export const guestRoutes: AppRoute[] = [
  {
    path: 'dashboard/guest',
    title: 'Guest Dashboard',
    Page: lazyPage(() => import('./guest-dashboard-page').then((m) => m.GuestDashboardPage)),
  },
  { path: 'dashboard/guest/bookings', title: 'My Bookings', Page: ToMyBookings },
  {
    path: 'dashboard/guest/bookings/:id',
    title: 'Your booking',
    Page: lazyPage(() => import('./booking-confirmation-page').then((m) => m.BookingConfirmationPage)),
  },
];
