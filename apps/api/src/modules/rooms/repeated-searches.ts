/** Where a search's answer is kept: with the room list's answers, or with the stays' (and the stay's check-in). */
export interface RepeatedSearch {
  key: string;
  checkIn?: string;
}

/**
 * The room list's searches visitors repeat, by their request's URL: the same URL is always the same query, so the
 * key of the answer it was once answered from finds that answer again without the query being checked and parsed
 * once more (for a date search about a quarter of the server's CPU for its answer). Only a URL that passed the
 * checks and was answered from a kept answer is remembered; whether that answer is still fresh is for the caches to
 * say, and a stay whose check-in has passed since goes through the checks again, to be refused. At most `limit`
 * URLs are remembered, the oldest forgotten first: a script asking for many different searches costs no memory.
 */
export function createRepeatedSearches(limit = 1000) {
  const searches = new Map<string, RepeatedSearch>();
  return {
    find: (url: string): RepeatedSearch | undefined => searches.get(url),
    remember(url: string, search: RepeatedSearch) {
      if (searches.has(url)) return;
      if (searches.size >= limit) searches.delete(searches.keys().next().value as string);
      searches.set(url, search);
    },
  };
}
