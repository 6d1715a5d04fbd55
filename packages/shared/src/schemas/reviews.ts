import { z } from 'zod';
import { idSchema } from './common.js';

export const roomReviewsParams = z.strictObject({ roomId: idSchema });

/** A review as the public room page shows it (API.md): the author's name, never their account. */
export const publicReviewDto = z.object({
  _id: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
  comment: z.string(),
});
export type PublicReviewDto = z.infer<typeof publicReviewDto>;

export const publicReviewsAnswer = z.object({ reviews: z.array(publicReviewDto) });
export type PublicReviewsAnswer = z.infer<typeof publicReviewsAnswer>;
