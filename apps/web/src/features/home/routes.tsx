import type { AppRoute } from '@/lib/routing';
import { HomePage } from './home-page';

/** Home is part of the first load (it is the usual landing page). */
export const homeRoutes: AppRoute[] = [{ path: '', Page: HomePage }];
