import { NETWORK_ERROR_MESSAGE } from './api';
import { notify } from './toast';

export type StayDateErrors = { checkIn?: string | undefined; checkOut?: string | undefined };

// The rules and their messages come on first use, not with the page.
const loadSchema = () =>
  Promise.all([import('@hotel/shared/schemas/rooms'), import('@hotel/shared/booking-rules')]).then(
    ([{ availableRoomsQuery }, { BOOKING_MSG }]) => ({
      schema: availableRoomsQuery,
      checkInPast: BOOKING_MSG.checkInPast,
    }),
  );

/** Start downloading the date rules before the visitor submits (the forms call this on focus). */
export function preloadStayDates(): void {
  loadSchema().catch(() => undefined);
}

/**
 * A date search's field errors: the room search's rules (availableRoomsQuery: both dates or neither,
 * check-out after check-in, at most 30 nights) and a check-in in the past. The rules are downloaded on
 * first use; null when they could not be (the visitor is told).
 */
export async function checkStayDates(
  range: { checkIn: string; checkOut: string },
  today: string,
): Promise<StayDateErrors | null> {
  let rules: Awaited<ReturnType<typeof loadSchema>>;
  try {
    rules = await loadSchema();
  } catch {
    notify.error(NETWORK_ERROR_MESSAGE);
    return null;
  }
  const errors: StayDateErrors = {};
  const parsed = rules.schema.safeParse({ checkIn: range.checkIn || undefined, checkOut: range.checkOut || undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'checkIn' || field === 'checkOut') errors[field] ??= issue.message;
    }
  }
  if (!errors.checkIn && range.checkIn && range.checkIn < today) errors.checkIn = rules.checkInPast;
  return errors;
}
