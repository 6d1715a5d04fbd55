/**
 * How the server asks the web app to draw a public page (apps/web/src/server/entry-server.tsx, built to
 * apps/web/dist/.ssr/entry-server.js, loaded by apps/api/src/plugins/web-render.ts).
 */

import type { Role } from './constants.js';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The tab title, in full ("Rooms & Suites · The Aurelia"). */
  title: string;
  /**
   * The answers the page was drawn from (TanStack Query's dehydrated state), for the browser's cache, with
   * `viewer`: the signed-in visitor it was drawn for, whom the browser's session starts from (see PageViewer).
   */
  data: unknown;
  /** 200, or 404 for the page of something that does not exist (a room): sent drawn, with that status. */
  status: number;
  /** The route's pattern ('' for the home page, 'rooms', 'room/:id'): the key of .ssr/route-preloads.json. */
  route: string;
}

/**
 * The signed-in visitor a page is drawn for (the session's user, as GET /api/auth/me answers it), so that the
 * navbar shows their menu on the first paint. A page drawn for a viewer is theirs alone: never kept or shared.
 */
export interface PageViewer {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** `Fetch` is the standard fetch's type, which each side takes from its own environment. */
export interface PageRenderer<Fetch> {
  /** How the page's reads reach the API: the server passes a fetch that answers in-process. */
  setFetch(fetch: Fetch): void;
  /** The hotel's time zone (HOTEL_TIMEZONE): a page's "today" (the first night it offers) is the hotel's. */
  setHotelTimeZone?(timeZone: string): void;
  /**
   * The address in the form the page depends on (its path, and for the room list the search it shows), or
   * null for an address the server leaves to the browser (dashboards, unknown pages, forms). Two addresses
   * with one key draw the same page: the server keeps one drawing per key.
   */
  pageKey(url: string): string | null;
  /**
   * The page at a key from pageKey, for an anonymous visitor or for `viewer`; null for an address the server
   * leaves to the browser.
   */
  renderPage(url: string, viewer?: PageViewer | null): Promise<RenderedPage | null>;
}

/** The id of the `<script type="application/json">` that carries `RenderedPage.data` to the browser. */
export const SERVER_DATA_ID = 'server-data';

/**
 * The `<meta name>` that carries the hotel's time zone in every page the server sends, so that the browser's
 * "today" is the hotel's, wherever the visitor is.
 */
export const HOTEL_TIME_ZONE_META = 'hotel-time-zone';
