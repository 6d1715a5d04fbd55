import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reviews } from '../../db/schema.js';

export type ReviewRecord = typeof reviews.$inferSelect;

/** A room's reviews, newest first. */
export async function listRoomReviews(db: Executor, roomId: string): Promise<ReviewRecord[]> {
  return db.select().from(reviews).where(eq(reviews.roomId, roomId)).orderBy(desc(reviews.createdAt), desc(reviews.id));
}
