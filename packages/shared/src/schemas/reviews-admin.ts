import { z } from 'zod';
import { pageAnswerShape, pageQueryShape, searchTerm, sortOrder } from './lists.js';

export const REVIEW_ADMIN_MSG = {
  deleted: 'Review deleted successfully',
  notFound: 'Review not found',
  empty: 'No reviews yet',
} as const;

export const REVIEW_SORTS = ['date', 'rating', 'room', 'guest'] as const;
export const reviewListQuery = z.strictObject({
  ...pageQueryShape,
  q: searchTerm,
  rating: z.coerce.number().int().min(1).max(5).optional(),
  sort: z.enum(REVIEW_SORTS).default('date'),
  order: sortOrder.default('desc'),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;

/** A review as the staff screen shows it (API.md): the guest's name and the room's number. */
export const reviewAdminDto = z.object({
  _id: z.string(),
  guest: z.object({ name: z.string() }),
  room: z.object({ _id: z.string(), roomNumber: z.string(), title: z.string() }),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
  comment: z.string(),
});
export type ReviewAdminDto = z.infer<typeof reviewAdminDto>;

export const reviewListAnswer = z.object({ reviews: z.array(reviewAdminDto), ...pageAnswerShape });
export type ReviewListAnswer = z.infer<typeof reviewListAnswer>;
