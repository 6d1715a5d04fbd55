import { z } from 'zod';
import { idSchema } from './common.js';

export const REVIEW_MSG = {
  bookingNotFound: 'Booking not found',
  notCheckedOut: 'You can review a stay once you have checked out',
  alreadyReviewed: 'You have already reviewed this stay',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  commentRequired: 'Please write a few words about your stay',
  commentTooLong: 'Please keep your review under 1000 characters',
  submitted: 'Thank you for your review!',
  failed: 'Could not save your review',
} as const;

export const REVIEW_COMMENT_MAX = 1000;

export const createReviewBody = z.strictObject({
  bookingId: idSchema,
  rating: z
    .number({ message: REVIEW_MSG.ratingRequired })
    .int(REVIEW_MSG.ratingRequired)
    .min(1, REVIEW_MSG.ratingRequired)
    .max(5, REVIEW_MSG.ratingRequired),
  comment: z
    .string({ message: REVIEW_MSG.commentRequired })
    .trim()
    .min(1, REVIEW_MSG.commentRequired)
    .max(REVIEW_COMMENT_MAX, REVIEW_MSG.commentTooLong),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** A review as its author sees it: the public review plus the stay it is about. */
export const guestReviewDto = z.object({
  _id: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
  comment: z.string(),
  bookingId: z.string().nullable(),
  room: z.object({ _id: z.string(), title: z.string(), roomNumber: z.string() }),
});
export type GuestReviewDto = z.infer<typeof guestReviewDto>;

export const createReviewAnswer = z.object({ review: guestReviewDto });
export const myReviewsAnswer = z.object({ reviews: z.array(guestReviewDto) });
export type MyReviewsAnswer = z.infer<typeof myReviewsAnswer>;
