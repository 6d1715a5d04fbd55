import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/**
 * /dashboard/guest (spec §2), and one stay's confirmation under it (the booking e-mail links there). The router
 * guards both (RequireRole) inside the public layout.
 */
export const guestRoutes: AppRoute[] = [
  {
    path: 'dashboard/guest',
    title: 'Guest Dashboard',
    Page: lazyPage(() => import('./guest-dashboard-page').then((m) => m.GuestDashboardPage)),
  },
  {
    path: 'dashboard/guest/bookings/:id',
    title: 'Your booking',
    Page: lazyPage(() => import('./booking-confirmation-page').then((m) => m.BookingConfirmationPage)),
  },
];
