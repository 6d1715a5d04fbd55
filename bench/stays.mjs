// The one-night stays the booking runs write, each room and night once.

/** The days from `first` to `last` (both included), as numbers of days from today. */
const daysFrom = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/**
 * The nights the booking runs book, as days from `today` (YYYY-MM-DD), shared by every booking run: first from
 * `searchesEnd` (the last searched stay's check-out day) to the horizon of `horizonMonths` (two days short of it:
 * the hotel's today may be the day before ours); then, on a machine fast enough to book them all, the nights from
 * `afterDemoStays` to the searches' end, which only the last booking run, the event-loop test's after its searches,
 * reaches.
 */
export function bookingNights({ today, horizonMonths, searchesEnd, afterDemoStays }) {
  const start = Date.parse(`${today}T00:00:00Z`);
  const horizon = new Date(start);
  horizon.setUTCMonth(horizon.getUTCMonth() + horizonMonths);
  const lastNight = Math.round((horizon.getTime() - start) / 86_400_000) - 2;
  return [...daysFrom(searchesEnd, lastNight), ...daysFrom(afterDemoStays, searchesEnd - 1)];
}

/**
 * A run that measures booking throughput books at most this share of the stays. There are two such runs (the desk's
 * and the guests'), each perhaps measured twice; the paced run takes a few hundred, and the event-loop test's load,
 * the last, takes what is left. A fixed duration would not do: the faster the machine, the more stays a run of it
 * books, and a fast one ran out of them (every booking after that a 409).
 */
export const THROUGHPUT_RUN_SHARE = 1 / 5;

/**
 * The one-night stays of `rooms` on `nights` (bookingNights), handed out in turn, each once: the room changes with
 * every stay, the night with every round of the rooms.
 */
export function stayPool(rooms, nights) {
  const size = rooms.length * nights.length;
  let taken = 0;
  return {
    size,
    next() {
      if (taken === size) throw new Error(`every one of the ${size} bookable stays has been booked`);
      const stay = { room: rooms[taken % rooms.length], night: nights[Math.floor(taken / rooms.length)] };
      taken++;
      return stay;
    },
    left: () => size - taken,
    /** How many stays a throughput run may book: its share of them all, or what is left. */
    forThroughputRun: () => Math.min(Math.floor(size * THROUGHPUT_RUN_SHARE), size - taken),
  };
}
