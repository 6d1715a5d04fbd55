import type { RouteObject } from 'react-router';

/** /amenities (spec §2). */
export const amenitiesRoutes: RouteObject[] = [
  {
    path: 'amenities',
    handle: { title: 'Amenities' },
    lazy: () => import('@/features/static-pages/amenities-page').then((m) => ({ Component: m.AmenitiesPage })),
  },
];
