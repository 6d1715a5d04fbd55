import { useEffect } from 'react';

export const SITE_NAME = 'The Aurelia';

/** Sets the tab title to "<title> · The Aurelia" (the router does this from `handle.title`; use this for dynamic titles). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
