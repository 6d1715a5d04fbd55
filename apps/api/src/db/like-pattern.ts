/** A LIKE/ILIKE pattern matching `term` anywhere, with the term's own wildcards taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
