import type { PlannerRoom, PlannerStay } from '@hotel/shared/schemas/planner';
import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Input } from '@/ui/input';
import { useRoomChange } from '../api/room-change';

/**
 * Asks before a guest in house is moved to another room: it sends housekeeping into the room they leave, so a
 * slip of the arrow keys must not do it. The reason is kept in the audit.
 */
export function RoomChangeDialog({
  stay,
  room,
  onClose,
}: {
  stay: PlannerStay;
  room: PlannerRoom;
  onClose: () => void;
}) {
  const change = useRoomChange();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      title={`Move ${stay.guestName} to room ${room.roomNumber}?`}
      confirmLabel="Move the guest"
      pending={change.isPending}
      onConfirm={() =>
        change.mutate(
          { bookingId: stay._id, body: { roomId: room._id, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
          { onSettled: onClose },
        )
      }
      onClose={onClose}
    >
      <p>
        From tonight to {stay.checkOutDate}, at the price booked. The room they leave goes to housekeeping for cleaning;
        room {room.roomNumber} must be ready now.
      </p>
      <Input
        label="Reason (optional)"
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        fieldClassName="mt-3"
      />
    </ConfirmDialog>
  );
}
