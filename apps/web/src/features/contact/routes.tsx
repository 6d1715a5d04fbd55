import type { RouteObject } from 'react-router';

/** /contact (spec §2). */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    handle: { title: 'Contact Us' },
    lazy: () => import('@/features/static-pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
];
