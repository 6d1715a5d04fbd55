import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /contact (spec §2). */
export const contactRoutes: AppRoute[] = [
  {
    path: 'contact',
    title: 'Contact Us',
    Page: lazyPage(() => import('@/features/static-pages/contact-page').then((m) => m.ContactPage)),
  },
];
