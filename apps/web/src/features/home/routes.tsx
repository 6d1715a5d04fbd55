import type { RouteObject } from 'react-router';
import { HomePage } from './home-page';

/** Home is part of the first load (it is the usual landing page). */
export const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
