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
