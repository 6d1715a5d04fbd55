import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, reviews, rooms } from '../../db/schema.js';

export async function findBookingForReview(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ id: bookings.id, guestId: bookings.guestId, roomId: bookings.roomId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert): Promise<string> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  return row!.id;
}

const guestReviewColumns = {
  review: reviews,
  room: { id: rooms.id, title: rooms.title, roomNumber: rooms.roomNumber },
};

/** The guest's reviews with the room each is about, newest first. */
export async function listReviewsByGuest(db: Executor, guestId: string) {
  return db
    .select(guestReviewColumns)
    .from(reviews)
    .innerJoin(rooms, eq(rooms.id, reviews.roomId))
    .where(eq(reviews.guestId, guestId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
export type GuestReviewRow = Awaited<ReturnType<typeof listReviewsByGuest>>[number];

export async function findGuestReview(db: Executor, reviewId: string): Promise<GuestReviewRow | undefined> {
  const [row] = await db
    .select(guestReviewColumns)
    .from(reviews)
    .innerJoin(rooms, eq(rooms.id, reviews.roomId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
}
