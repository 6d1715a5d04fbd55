import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { ArrowRightLeft } from 'lucide-react';
import { Button } from '@/ui/button';
import { RoomReadinessBadge, readinessOf } from '@/ui/room-readiness';
import { useMoveStay, useReadyRooms } from './api/move-stay';

export const isRoomReady = (booking: BookingDto) => booking.room.status === 'available';

/** Whether the arrival's room is ready now, in words as well as colour. */
export function ReadinessBadge({ booking }: { booking: BookingDto }) {
  return <RoomReadinessBadge status={booking.room.status} housekeeping={booking.room.housekeeping} />;
}

/**
 * An arrival whose room is not ready: why, and the ready rooms of its type free for all its nights, each one
 * click away. The guest keeps the price they booked.
 */
export function ReadyRoomsOffer({ booking }: { booking: BookingDto }) {
  const ready = useReadyRooms(booking._id);
  const move = useMoveStay();
  const why = readinessOf(booking.room).why;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-surface-muted px-4 py-3 text-sm">
      <p className="text-ink">
        Room {booking.room.roomNumber} {why}.{' '}
        {ready.isPending
          ? 'Looking for a ready room…'
          : ready.data?.length
            ? 'Move the guest to a ready room of the same type:'
            : 'No other room of this type is ready for these nights.'}
      </p>
      {ready.data && ready.data.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {ready.data.slice(0, 6).map((room) => (
            <li key={room._id}>
              <Button
                size="sm"
                variant="secondary"
                icon={<ArrowRightLeft aria-hidden="true" className="size-4" />}
                loading={move.isPending && move.variables?.roomId === room._id}
                disabled={move.isPending}
                aria-label={`Move ${booking.guest.name} to room ${room.roomNumber}`}
                onClick={() => move.mutate({ bookingId: booking._id, roomId: room._id })}
              >
                Room {room.roomNumber}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
