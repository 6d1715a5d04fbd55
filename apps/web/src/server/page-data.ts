import { homePageData } from '@/features/home/page-data';
import { roomsPageData } from '@/features/rooms/page-data';
import { staticPageData } from '@/features/static-pages/page-data';
import type { ServerPage } from '@/lib/server-page';

/**
 * The pages the server renders, by route path ('' is the home page), each declared by its feature: the public
 * site, which a visitor sees the same whoever they are. Staff and guest dashboards, and unknown addresses, start in
 * the browser. So do the login, register and contact pages: a form sent before the page is live would go out as a
 * plain GET, with the password or the message in the address; drawn by the browser, it is never there without script.
 */
export const SERVER_PAGES: Readonly<Record<string, ServerPage>> = {
  ...homePageData,
  ...roomsPageData,
  ...staticPageData,
};
