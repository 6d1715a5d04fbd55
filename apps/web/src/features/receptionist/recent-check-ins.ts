import { CHECK_IN_UNDO_SECONDS } from '@hotel/shared/schemas/front-desk';
import { useSyncExternalStore } from 'react';

// The desk's own check-ins of the last moments, which it may still undo. A little less than the server's window,
// so that the button is never offered for a request the server would refuse as too late.
const OFFERED_MS = (CHECK_IN_UNDO_SECONDS - 15) * 1000;
const recent = new Set<string>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function rememberCheckIn(bookingId: string): void {
  recent.add(bookingId);
  changed();
  setTimeout(() => forgetCheckIn(bookingId), OFFERED_MS);
}

export function forgetCheckIn(bookingId: string): void {
  if (recent.delete(bookingId)) changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether this desk checked the guest in a moment ago, so the card offers to undo it. */
export function useJustCheckedIn(bookingId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => recent.has(bookingId),
    () => false,
  );
}
