import { BOOKING_MSG, MSG } from '@hotel/shared';
import { ConflictError, ValidationError } from '../../lib/errors.js';

const sleepsAtMost = (capacity: number) =>
  `This room sleeps at most ${capacity} ${capacity === 1 ? 'guest' : 'guests'}`;

/** Whether a stay of `guests` may be put into the room: assertRoomTakesParty refuses the others, saying why. */
export const roomTakesParty = (room: { status: string; capacity: number }, guests: number): boolean =>
  room.status !== 'maintenance' && guests <= room.capacity;

/**
 * Refuses to put a stay into a room under maintenance (409) or one that sleeps fewer than the party
 * (400, reported on `field`: the form field the person can change).
 */
export function assertRoomTakesParty(
  room: { status: string; capacity: number },
  guests: number,
  field: 'guests' | 'roomId',
): void {
  if (roomTakesParty(room, guests)) return;
  if (room.status === 'maintenance') throw new ConflictError(BOOKING_MSG.roomUnavailable);
  if (guests > room.capacity) throw new ValidationError(MSG.validation, { [field]: sleepsAtMost(room.capacity) });
}
