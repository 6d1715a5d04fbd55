import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** Home (spec §2): its own chunk, like every page; the server links it into the drawn page beside the entry. */
export const homeRoutes: AppRoute[] = [
  { path: '', Page: lazyPage(() => import('./home-page').then((m) => m.HomePage)) },
];
