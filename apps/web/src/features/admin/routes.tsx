import { staffScreenRoutes as shared } from '@/features/staff-screens/routes';
import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** Children of /dashboard/admin; every page is its own lazily loaded chunk. `title` heads the page. */
export const adminRoutes: AppRoute[] = [
  {
    path: '',
    title: 'Dashboard Overview',
    Page: lazyPage(() => import('./overview/overview-page').then((m) => m.OverviewPage)),
  },
  shared.staff,
  shared.rooms,
  shared.bookings,
  shared.planner,
  shared.reviews,
  {
    path: 'billing',
    title: 'Billing',
    Page: lazyPage(() => import('./billing/billing-page').then((m) => m.BillingPage)),
  },
  shared.guest,
  shared.taskassign,
  {
    path: 'activity',
    title: 'Activity',
    Page: lazyPage(() => import('./activity/activity-page').then((m) => m.ActivityPage)),
  },
  {
    path: 'mail',
    title: 'Sent Mail',
    Page: lazyPage(() => import('./mail/sent-mail-page').then((m) => m.SentMailPage)),
  },
];
