import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /services (spec §2). */
export const servicesRoutes: AppRoute[] = [
  {
    path: 'services',
    title: 'Services',
    Page: lazyPage(() => import('@/features/static-pages/services-page').then((m) => m.ServicesPage)),
  },
];
