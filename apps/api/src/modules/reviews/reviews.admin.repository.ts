import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { reviews, rooms } from '../../db/schema.js';

const sortColumns: Record<string, SQL | AnyColumn> = {
  date: reviews.createdAt,
  rating: reviews.rating,
  room: rooms.roomNumber,
  guest: sql`lower(${reviews.authorName})`,
};

export interface ReviewFilter {
  q?: string | undefined;
  rating?: number | undefined;
}

function whereOf(filter: ReviewFilter): SQL | undefined {
  const term = filter.q ? likePattern(filter.q) : undefined;
  return and(
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    term
      ? or(
          ilike(reviews.authorName, term),
          ilike(reviews.comment, term),
          ilike(rooms.roomNumber, term),
          ilike(rooms.title, term),
        )
      : undefined,
  );
}

export async function listReviewsForStaff(
  db: Executor,
  filter: ReviewFilter,
  options: { sort: string; order: 'asc' | 'desc'; offset: number; limit: number },
) {
  const direction = options.order === 'asc' ? asc : desc;
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      room: { id: rooms.id, roomNumber: rooms.roomNumber, title: rooms.title },
    })
    .from(reviews)
    .innerJoin(rooms, eq(rooms.id, reviews.roomId))
    .where(whereOf(filter))
    .orderBy(direction(sortColumns[options.sort] ?? reviews.createdAt), desc(reviews.createdAt), asc(reviews.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countReviewsForStaff(db: Executor, filter: ReviewFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(rooms, eq(rooms.id, reviews.roomId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

export async function deleteReview(db: Executor, id: string) {
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning();
  return row;
}
