import { MSG, type PublicReviewDto } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors.js';
import { findRoomRecord } from '../rooms/rooms.service.js';
import { listRoomReviews, type ReviewRecord } from './reviews.repository.js';

/** A review as visitors see it: the author's name as written, never the account behind it. */
export const toPublicReviewDto = (r: ReviewRecord): PublicReviewDto => ({
  _id: r.id,
  author: r.authorName,
  rating: r.rating,
  date: r.createdAt.toISOString(),
  comment: r.comment,
});

export function createPublicReviewsService({ database }: AppContext) {
  const db = database.db;
  return {
    async forRoom(roomId: string): Promise<PublicReviewDto[]> {
      if (!(await findRoomRecord(db, roomId))) throw new NotFoundError(MSG.roomNotFound);
      return (await listRoomReviews(db, roomId)).map(toPublicReviewDto);
    },
  };
}
