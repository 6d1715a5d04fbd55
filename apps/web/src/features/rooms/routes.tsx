import type { RouteObject } from 'react-router';

/** /rooms and /room/:id (spec §2). Each page is its own chunk. */
export const roomsRoutes: RouteObject[] = [
  {
    path: 'rooms',
    handle: { title: 'Rooms & Suites' },
    lazy: () => import('./rooms-page').then((m) => ({ Component: m.RoomsPage })),
  },
  {
    path: 'room/:id',
    handle: { title: 'Room' },
    lazy: () => import('./room-detail-page').then((m) => ({ Component: m.RoomDetailPage })),
  },
];
