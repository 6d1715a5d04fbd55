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

/** The index of the room's first hold that ends after `day` (its length when none does). */
function firstEndingAfter(ends: readonly string[], day: string): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ends[mid]! > day) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Whether no hold of the room shares a night with [checkIn, checkOut) (a hold ending on checkIn does not). */
export function freeFor(held: HeldNights, roomId: string, checkIn: string, checkOut: string): boolean {
  const room = held.get(roomId);
  if (!room) return true;
  // The first hold that ends after the arrival: the only one that can reach into the stay.
  const first = firstEndingAfter(room.ends, checkIn);
  return first === room.ends.length || room.starts[first]! >= checkOut;
}

/** The room's holds that share a night with [from, to), in order: what `listBookedRanges` reads from the table. */
export function heldWithin(
  held: HeldNights,
  roomId: string,
  from: string,
  to: string,
): { checkIn: string; checkOut: string }[] {
  const room = held.get(roomId);
  if (!room) return [];
  const within = [];
  for (let i = firstEndingAfter(room.ends, from); i < room.starts.length && room.starts[i]! < to; i++) {
    within.push({ checkIn: room.starts[i]!, checkOut: room.ends[i]! });
  }
  return within;
}
