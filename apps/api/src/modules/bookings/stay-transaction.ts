import { MSG, ROOM_BLOCK_MSG } from '@hotel/shared';
import type { Db, Tx } from '../../db/client.js';
import { ConflictError, sqlConstraint, sqlState } from '../../lib/errors.js';
import { retryTransaction } from '../../lib/retry.js';
import { lockRoomBookings } from './bookings.repository.js';

/** The overlap rule refused the stay: another active booking, or a block, holds one of its nights. */
export class StayOverlapError extends ConflictError {
  constructor(override readonly cause: unknown) {
    super(overlapMessage(cause));
  }
}

/** Which of the two overlap rules refused a stay: another stay's, or the one that also covers blocks. */
export const overlapMessage = (err: unknown): string =>
  sqlConstraint(err) === 'room_holds_no_overlap' ? ROOM_BLOCK_MSG.offSale : MSG.bookingOverlap;

/**
 * Runs a write that puts a stay into a room (a new booking, or a booking moved to other nights or another
 * room), the one way every such write goes:
 * - the room's booking lock is taken first, so writes into one room follow each other instead of
 *   deadlocking inside the overlap constraint: by lockRoomBookings, or by `lockingRead`, a read that takes the
 *   locks itself (lockRoomThenReadNewStay, with the guest's reservations lock) and whose result `work` is given;
 * - a transaction PostgreSQL aborts anyway (deadlock with another kind of write, serialization failure)
 *   runs again from the start, re-reading everything it checked;
 * - the overlap constraint's refusal (23P01) becomes {@link StayOverlapError}, a 409.
 */
export function inRoomStayTransaction<T>(db: Db, roomId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
export function inRoomStayTransaction<T, R>(
  db: Db,
  roomId: string,
  work: (tx: Tx, read: R) => Promise<T>,
  options: { lockingRead: (tx: Tx) => Promise<R> },
): Promise<T>;
export async function inRoomStayTransaction<T, R>(
  db: Db,
  roomId: string,
  work: (tx: Tx, read?: R) => Promise<T>,
  options?: { lockingRead: (tx: Tx) => Promise<R> },
): Promise<T> {
  const lockingRead = options?.lockingRead;
  return stayWrite(() =>
    db.transaction(async (tx) => {
      if (lockingRead) return work(tx, await lockingRead(tx));
      await lockRoomBookings(tx, roomId);
      return work(tx);
    }),
  );
}

/**
 * Runs a write of a stay that takes the room's lock itself, in a transaction or as one statement: again from the
 * start when PostgreSQL aborted it (deadlock, serialization failure), and the overlap constraint's refusal (23P01)
 * as {@link StayOverlapError}.
 */
export async function stayWrite<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await retryTransaction(run);
  } catch (err) {
    if (sqlState(err) === '23P01') throw new StayOverlapError(err);
    throw err;
  }
}
