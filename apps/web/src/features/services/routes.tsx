import type { RouteObject } from 'react-router';

/** /services (spec §2). */
export const servicesRoutes: RouteObject[] = [
  {
    path: 'services',
    handle: { title: 'Services' },
    lazy: () => import('@/features/static-pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  },
];
