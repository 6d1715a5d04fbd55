/**
 * The nights each room is held (stays and blocks, as `room_holds` keeps them) from the hotel's today on, in
 * memory: a date search then needs no query of its own. A room's holds never overlap (the table's exclusion
 * rule), so sorted by their first night they are sorted by their end too, and one binary search answers.
 */
export type HeldNights = ReadonlyMap<string, { starts: string[]; ends: string[] }>;

/** Rows as the repository reads them: [start, end) as YYYY-MM-DD, ordered by room and start. */
export function heldNights(rows: readonly { roomId: string; start: string; end: string }[]): HeldNights {
  const held = new Map<string, { starts: string[]; ends: string[] }>();
  for (const { roomId, start, end } of rows) {
    let room = held.get(roomId);
    if (!room) {
      room = { starts: [], ends: [] };
      held.set(roomId, room);
    }
    room.starts.push(start);
    room.ends.push(end);
  }
  return held;
}

/** Whether no hold of the room shares a night with [checkIn, checkOut) (a hold ending on checkIn does not). */
export function freeFor(held: HeldNights, roomId: string, checkIn: string, checkOut: string): boolean {
  const room = held.get(roomId);
  if (!room) return true;
  // The first hold that ends after the arrival: the only one that can reach into the stay.
  let low = 0;
  let high = room.ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (room.ends[mid]! > checkIn) high = mid;
    else low = mid + 1;
  }
  return low === room.ends.length || room.starts[low]! >= checkOut;
}
