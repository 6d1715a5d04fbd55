import type { QueryClient } from '@tanstack/react-query';
import { isMissingRoom, roomQueryOptions } from '@/features/rooms/api/get-room';
import { roomCountQueryOptions } from '@/features/rooms/api/get-room-count';
import { roomReviewsQueryOptions } from '@/features/rooms/api/get-room-reviews';
import { roomsQueryOptions } from '@/features/rooms/api/get-rooms';
import { parseRoomSearch, roomSearchParams } from '@/features/rooms/use-room-search';

interface PageContext {
  params: Record<string, string | undefined>;
  url: URL;
}

/** What the server fetches before drawing a public page, and a title better than the route's, once fetched. */
interface ServerPage {
  /** Each is fetched with the page's own query options, so the browser finds them in its cache. */
  prefetch?: (page: PageContext, queryClient: QueryClient) => Promise<unknown>[];
  title?: (page: PageContext, queryClient: QueryClient) => string | undefined;
  /** 404 when the page is about something that does not exist (it is still drawn, saying so); 200 otherwise. */
  status?: (page: PageContext, queryClient: QueryClient) => number;
  /** The query string the page depends on, in one form (none when absent): anything else in it is ignored. */
  search?: (url: URL) => string;
}

const roomId = ({ params }: PageContext) => params.id ?? '';
const roomMissing = (page: PageContext, qc: QueryClient) =>
  isMissingRoom(qc.getQueryState(roomQueryOptions(roomId(page)).queryKey)?.error);

/**
 * The pages the server renders, by route path ('' is the home page): the public site, which a visitor
 * sees the same whoever they are. Staff and guest dashboards, and unknown addresses, start in the browser.
 * So do the login, register and contact pages: a form sent before the page is live would go out as a plain
 * GET, with the password or the message in the address; drawn by the browser, it is never there without script.
 */
export const SERVER_PAGES: Readonly<Record<string, ServerPage>> = {
  // The hotel's pages say how many rooms it has: counted from the room list, drawn with the page.
  '': { prefetch: (_, qc) => [qc.prefetchQuery(roomCountQueryOptions())] },
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
  about: { prefetch: (_, qc) => [qc.prefetchQuery(roomCountQueryOptions())] },
  services: {},
  amenities: {},
};
