import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Staff lists are paginated on the server (API.md): page from 1, limit 20 by default. A larger limit is
 * cut to 100 rather than refused, so a client asking for "everything" still gets a bounded page.
 */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGE_SIZE_DEFAULT)
    .transform((v) => Math.min(v, PAGE_SIZE_MAX)),
};

export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

/** A free-text search term; blank means none. */
export const searchTerm = z
  .string()
  .trim()
  .max(100, 'Search is too long')
  .optional()
  .transform((v) => (v ? v : undefined));

/** What every paginated answer carries beside its array. */
export const pageAnswerShape = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};
export interface PageInfo {
  total: number;
  page: number;
  limit: number;
}
