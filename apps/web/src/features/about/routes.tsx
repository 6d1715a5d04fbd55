import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /about (spec §2). */
export const aboutRoutes: AppRoute[] = [
  {
    path: 'about',
    title: 'About Us',
    Page: lazyPage(() => import('@/features/static-pages/about-page').then((m) => m.AboutPage)),
  },
];
