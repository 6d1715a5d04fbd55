import { useEffect } from 'react';

export const SITE_NAME = 'The Aurelia';

/** The tab title of a page: "<title> · The Aurelia", or the hotel's own for a page without one. */
export const documentTitle = (title: string | undefined): string =>
  title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Luxury Hotel`;

/** Sets the tab title to "<title> · The Aurelia" (the route switch does this from the route's `title`; use this for dynamic titles). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
