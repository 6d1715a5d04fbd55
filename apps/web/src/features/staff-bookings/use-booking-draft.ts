import type { Role } from '@hotel/shared/constants';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { paths } from '@/lib/paths';

export interface BookingDraft {
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
}

/** Where nights picked on the planner open a new booking: the bookings screen of the person's own panel. */
export const bookingDraftHref = (role: Role, draft: BookingDraft) =>
  `${paths.panel(role, 'bookings')}?${new URLSearchParams({ room: draft.roomId, checkIn: draft.checkInDate, checkOut: draft.checkOutDate })}`;

/** Nights picked on the planner arrive as ?room=…&checkIn=…&checkOut=… and open the form with them. */
export function useBookingDraft(): BookingDraft | undefined {
  const search = useSearch();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const roomId = params.get('room');
    const checkInDate = params.get('checkIn');
    const checkOutDate = params.get('checkOut');
    return roomId && checkInDate && checkOutDate ? { roomId, checkInDate, checkOutDate } : undefined;
  }, [search]);
}
