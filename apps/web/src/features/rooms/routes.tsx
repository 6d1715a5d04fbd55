import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /rooms and /room/:id (spec §2). Each page is its own chunk. */
export const roomsRoutes: AppRoute[] = [
  {
    path: 'rooms',
    title: 'Rooms & Suites',
    Page: lazyPage(() => import('./rooms-page').then((m) => m.RoomsPage)),
  },
  {
    path: 'room/:id',
    title: 'Room',
    Page: lazyPage(() => import('./room-detail-page').then((m) => m.RoomDetailPage)),
  },
];
