import type { BookingDto } from '@hotel/shared/schemas/bookings';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { useEffect, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { formatMoney, humanize } from '@/lib/format';
import type { ComboboxOption } from '@/ui/combobox';
import { ROOM_READINESS } from '@/ui/room-readiness';
import { type RoomSearch, useBookableRooms } from './api/get-bookable-rooms';
import { useRoomRate } from './api/get-room-rate';
import type { BookingFormValues } from './booking-form-values';

const roomLabel = (room: { roomNumber: string; title: string }) => `Room ${room.roomNumber} · ${room.title}`;

/** A room as the picker offers it: found by its number, with its type, beds, rate and readiness in words. */
const roomOption = (room: RoomDto): ComboboxOption => ({
  value: room._id,
  label: roomLabel(room),
  description: [
    humanize(room.type),
    `sleeps ${room.capacity}`,
    `${formatMoney(room.price)} a night`,
    ROOM_READINESS[room.status].label,
  ].join(' · '),
});

/**
 * The room half of the booking form: the rooms free for the stay that sleep the party, the chosen one (kept
 * shown when a new search leaves it out), and its nightly rate for the proposed total.
 */
export function useRoomChoice(input: {
  booking: BookingDto | null;
  draft: { roomId: string; checkInDate: string; checkOutDate: string } | undefined;
  roomId: string;
  search: RoomSearch | null;
  setValue: UseFormSetValue<BookingFormValues>;
}) {
  const { booking, draft, roomId, search, setValue } = input;
  const rooms = useBookableRooms(search);
  const listedRate = rooms.data?.find((r) => r._id === roomId)?.price;
  // The booking's own room is not "free" for its own dates, so its rate is asked for on its own.
  const roomRate = useRoomRate(listedRate === undefined ? roomId : '');
  const rate = listedRate ?? roomRate.data;

  const [chosenRoom, setChosenRoom] = useState<ComboboxOption | null>(null);
  useEffect(() => {
    setChosenRoom(booking ? { value: booking.room._id, label: roomLabel(booking.room) } : null);
  }, [booking]);

  // Nights picked on the planner: filled in as if typed, so that the price is proposed for them.
  useEffect(() => {
    if (booking || !draft) return;
    setValue('checkInDate', draft.checkInDate, { shouldDirty: true });
    setValue('checkOutDate', draft.checkOutDate, { shouldDirty: true });
    setValue('roomId', draft.roomId, { shouldDirty: true });
  }, [booking, draft, setValue]);

  // A room chosen earlier that is not free for the new dates, or does not sleep the party, is let go.
  const listed = rooms.data && !rooms.isPlaceholderData ? rooms.data : undefined;
  const ownRoom = booking?.room._id;
  const chosenListed = listed?.find((r) => r._id === roomId);
  useEffect(() => {
    if (!listed || !roomId || roomId === ownRoom) return;
    if (chosenListed) setChosenRoom(roomOption(chosenListed));
    else {
      setValue('roomId', '', { shouldDirty: true });
      setChosenRoom(null);
    }
  }, [listed, roomId, ownRoom, chosenListed, setValue]);

  const options = search ? (rooms.data ?? []).map(roomOption) : [];
  return { options, loading: rooms.isFetching, rate, chosenRoom, setChosenRoom };
}
