import { REVIEW_ADMIN_MSG, type ReviewListAnswer, type reviewListQuery } from '@hotel/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { countReviewsForStaff, deleteReview, listReviewsForStaff } from './reviews.admin.repository.js';

export function createReviewAdminService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(query: z.output<typeof reviewListQuery>): Promise<ReviewListAnswer> {
      const filter = { q: query.q, rating: query.rating };
      const [rows, total] = await Promise.all([
        listReviewsForStaff(db, filter, {
          sort: query.sort,
          order: query.order,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        countReviewsForStaff(db, filter),
      ]);
      return {
        reviews: rows.map((r) => ({
          _id: r.id,
          guest: { name: r.authorName },
          room: { _id: r.room.id, roomNumber: r.room.roomNumber, title: r.room.title },
          rating: r.rating,
          date: r.createdAt.toISOString(),
          comment: r.comment,
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async remove(actor: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await deleteReview(tx, id);
        if (!removed) throw new NotFoundError(REVIEW_ADMIN_MSG.notFound);
        await audit(tx, {
          actorId: actor.id,
          action: 'review.delete',
          entity: 'review',
          entityId: id,
          details: {
            before: {
              roomId: removed.roomId,
              author: removed.authorName,
              rating: removed.rating,
              comment: removed.comment,
            },
          },
        });
      });
    },
  };
}
