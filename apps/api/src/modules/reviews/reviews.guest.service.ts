import { type CreateReviewBody, type GuestReviewDto, REVIEW_MSG } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { ConflictError, NotFoundError, sqlState } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import {
  findBookingForReview,
  findGuestReview,
  type GuestReviewRow,
  insertReview,
  listReviewsByGuest,
} from './reviews.guest.repository.js';

const toGuestReviewDto = ({ review, room }: GuestReviewRow): GuestReviewDto => ({
  _id: review.id,
  author: review.authorName,
  rating: review.rating,
  date: review.createdAt.toISOString(),
  comment: review.comment,
  bookingId: review.bookingId,
  room: { _id: room.id, title: room.title, roomNumber: room.roomNumber },
});

export function createGuestReviewsService(ctx: AppContext) {
  const db = ctx.database.db;

  return {
    /**
     * A review of the guest's own stay, once it is checked out, and only one per stay (the database's
     * unique booking id settles two at once). The room's rating and review count are computed from
     * the reviews, so they change with it.
     */
    async create(user: SessionUser, body: CreateReviewBody): Promise<GuestReviewDto> {
      const booking = await findBookingForReview(db, body.bookingId);
      if (!booking || booking.guestId !== user.id) throw new NotFoundError(REVIEW_MSG.bookingNotFound);
      if (booking.status !== 'checked-out') throw new ConflictError(REVIEW_MSG.notCheckedOut);
      let id: string;
      try {
        id = await insertReview(db, {
          roomId: booking.roomId,
          guestId: user.id,
          bookingId: booking.id,
          authorName: user.name,
          rating: body.rating,
          comment: body.comment,
          createdAt: ctx.now(),
        });
      } catch (err) {
        if (sqlState(err) === '23505')
          throw new ConflictError(REVIEW_MSG.alreadyReviewed, { bookingId: REVIEW_MSG.alreadyReviewed });
        throw err;
      }
      return toGuestReviewDto((await findGuestReview(db, id))!);
    },

    async mine(user: SessionUser): Promise<GuestReviewDto[]> {
      return (await listReviewsByGuest(db, user.id)).map(toGuestReviewDto);
    },
  };
}
