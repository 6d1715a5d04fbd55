import type { RouteObject } from 'react-router';

/** /about (spec §2). */
export const aboutRoutes: RouteObject[] = [
  {
    path: 'about',
    handle: { title: 'About Us' },
    lazy: () => import('@/features/static-pages/about-page').then((m) => ({ Component: m.AboutPage })),
  },
];
