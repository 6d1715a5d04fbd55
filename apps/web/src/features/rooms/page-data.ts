import type { QueryClient } from '@tanstack/react-query';
import type { PageContext, ServerPage } from '@/lib/server-page';
import { isMissingRoom, roomQueryOptions } from './api/get-room';
import { roomCountQueryOptions } from './api/get-room-count';
import { roomReviewsQueryOptions } from './api/get-room-reviews';
import { roomsQueryOptions } from './api/get-rooms';
import { parseRoomSearch, roomSearchParams } from './use-room-search';

const roomId = ({ params }: PageContext) => params.id ?? '';
const roomMissing = (page: PageContext, qc: QueryClient) =>
  isMissingRoom(qc.getQueryState(roomQueryOptions(roomId(page)).queryKey)?.error);

/** The room list and a room's page, drawn with their rooms. */
export const roomsPageData: Readonly<Record<string, ServerPage>> = {
  rooms: {
    search: (url) => roomSearchParams(parseRoomSearch(url.searchParams)).toString(),
    prefetch: ({ url }, qc) => [qc.prefetchQuery(roomsQueryOptions(parseRoomSearch(url.searchParams)))],
  },
  'room/:id': {
    // The page is drawn without the stay (the booking form fills it in once live), but its schema.org offer
    // (apps/api/src/plugins/structured-data.ts) is priced for it.
    search: (url) => {
      const { checkIn, checkOut } = parseRoomSearch(url.searchParams);
      return roomSearchParams({ checkIn, checkOut }).toString();
    },
    prefetch: (page, qc) => [
      qc.prefetchQuery(roomQueryOptions(roomId(page))),
      qc.prefetchQuery(roomReviewsQueryOptions(roomId(page))),
    ],
    title: (page, qc) =>
      roomMissing(page, qc) ? 'Room not found' : qc.getQueryData(roomQueryOptions(roomId(page)).queryKey)?.room.title,
    // A room that is not there answers 404 with its page. One that failed to load is drawn loading: the browser
    // asks again and, failing too, says 'Failed to load room details' and goes back to the list (spec §8).
    status: (page, qc) => (roomMissing(page, qc) ? 404 : 200),
  },
};

/** A page that says how many rooms the hotel has (home, about): counted from the room list, drawn with it. */
export const roomCountPageData: ServerPage = { prefetch: (_, qc) => [qc.prefetchQuery(roomCountQueryOptions())] };
