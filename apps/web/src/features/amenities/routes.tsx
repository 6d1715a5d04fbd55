import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /amenities (spec §2). */
export const amenitiesRoutes: AppRoute[] = [
  {
    path: 'amenities',
    title: 'Amenities',
    Page: lazyPage(() => import('@/features/static-pages/amenities-page').then((m) => m.AmenitiesPage)),
  },
];
