import type { PlannerAnswer, PlannerRoom, PlannerStay } from '@hotel/shared/schemas/planner';
import { rescheduleBody } from '@hotel/shared/schemas/planner';
import { type FormEvent, useEffect, useState } from 'react';
import { formatMoney, humanize } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Input } from '@/ui/input';
import { Modal } from '@/ui/modal';
import { Select } from '@/ui/select';
import { FolioDialog } from '../../folio';
import { useCheckOut } from '../api/check-out';
import { useRescheduleStay } from '../api/planner';

type Field = 'roomId' | 'checkInDate' | 'checkOutDate';

const roomOptionsFor = (answer: PlannerAnswer, stay: PlannerStay) =>
  answer.rooms.map((r) => ({
    value: r._id,
    label: `Room ${r.roomNumber} · ${humanize(r.type)} · ${formatMoney(r.price)} a night${r.capacity < stay.guests ? ' (too small)' : ''}`,
    disabled: r.capacity < stay.guests,
  }));

/** A stay opened from the planner: who, when, what is owed, and a move to another room or other nights. */
export function StayDialog({
  stay,
  answer,
  onClose,
  onChangeRoom,
}: {
  stay: PlannerStay;
  answer: PlannerAnswer;
  onClose: () => void;
  /** A guest in house to another room from tonight: the planner asks first. */
  onChangeRoom: (room: PlannerRoom) => void;
}) {
  const reschedule = useRescheduleStay();
  const [values, setValues] = useState({
    roomId: stay.roomId,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [folioOpen, setFolioOpen] = useState(false);
  useEffect(
    () => setValues({ roomId: stay.roomId, checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate }),
    [stay],
  );
  const room = answer.rooms.find((r) => r._id === stay.roomId);
  const movable = stay.status === 'reserved';
  const leavesEarly = stay.status === 'checked-in' && stay.checkOutDate > answer.today;
  const checkOut = useCheckOut();
  const [confirmEarly, setConfirmEarly] = useState(false);
  const [newRoomId, setNewRoomId] = useState('');
  const newRoom = answer.rooms.find((r) => r._id === newRoomId);
  const otherRooms = [
    { value: '', label: 'Choose a room' },
    ...roomOptionsFor(answer, stay).filter((o) => o.value !== stay.roomId),
  ];
  const roomOptions = roomOptionsFor(answer, stay);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = rescheduleBody.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    reschedule.mutate({ bookingId: stay._id, body: values }, { onSuccess: onClose });
  };

  if (folioOpen) {
    return (
      <FolioDialog
        bookingId={stay._id}
        title={`Folio · ${stay.guestName} · ${stay.reference}`}
        onClose={() => setFolioOpen(false)}
      />
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={`${stay.guestName} · ${stay.reference}`}
      description={`Room ${room?.roomNumber ?? ''} · ${stay.checkInDate} to ${stay.checkOutDate} · ${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`}
      footer={
        <>
          <Button variant="secondary" onClick={() => setFolioOpen(true)}>
            Folio
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {(movable || stay.status === 'checked-in') && (
            <Button type="submit" form="planner-move" loading={reschedule.isPending}>
              {movable ? 'Save the move' : 'Save the departure'}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={stay.status} />
          {stay.balance > 0 ? (
            <span className="font-medium text-danger-ink">Balance due {formatMoney(stay.balance)}</span>
          ) : (
            <span className="text-ink-muted">Nothing owed</span>
          )}
        </p>
        {movable ? (
          <form id="planner-move" noValidate onSubmit={submit} aria-label="Move the stay" className="grid gap-3">
            <Select
              label="Room"
              value={values.roomId}
              options={roomOptions}
              error={errors.roomId}
              onChange={(e) => setValues((v) => ({ ...v, roomId: e.target.value }))}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <Input
                type="date"
                label="Check-in date"
                value={values.checkInDate}
                error={errors.checkInDate}
                onChange={(e) => setValues((v) => ({ ...v, checkInDate: e.target.value }))}
              />
              <Input
                type="date"
                label="Check-out date"
                value={values.checkOutDate}
                error={errors.checkOutDate}
                onChange={(e) => setValues((v) => ({ ...v, checkOutDate: e.target.value }))}
              />
            </div>
            <p className="text-xs text-ink-muted">
              The hotel prices the stay again from the room’s rate when it moves.
            </p>
          </form>
        ) : stay.status === 'checked-in' ? (
          <form id="planner-move" noValidate onSubmit={submit} aria-label="Change the departure" className="grid gap-3">
            <Input
              type="date"
              label="Check-out date"
              value={values.checkOutDate}
              error={errors.checkOutDate}
              onChange={(e) => setValues((v) => ({ ...v, checkOutDate: e.target.value }))}
            />
            <p className="text-xs text-ink-muted">
              A guest in house stays in the room: the nights are priced at the stay’s own rate.
            </p>
          </form>
        ) : (
          <p className="text-sm text-ink-muted">This stay is over: it is kept as it was.</p>
        )}
        {leavesEarly && (
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <Select
              label="Move to another room from tonight"
              value={newRoomId}
              options={otherRooms}
              onChange={(e) => setNewRoomId(e.target.value)}
            />
            <div>
              <Button variant="secondary" disabled={!newRoom} onClick={() => newRoom && onChangeRoom(newRoom)}>
                Change room…
              </Button>
            </div>
          </div>
        )}
        {leavesEarly && (
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <p className="text-sm text-ink-muted">
              Leaving before {stay.checkOutDate}? The stay ends today, the nights not stayed are taken off the folio and
              the room’s later nights go back on sale. Any balance is then taken at check-out.
            </p>
            <div>
              <Button variant="secondary" onClick={() => setConfirmEarly(true)}>
                Leaves today
              </Button>
            </div>
          </div>
        )}
        <ConfirmDialog
          open={confirmEarly}
          title={`${stay.guestName} leaves today?`}
          confirmLabel="End the stay today"
          pending={checkOut.isPending}
          onConfirm={() =>
            checkOut.mutate(
              { bookingId: stay._id, earlyDeparture: true },
              { onSuccess: onClose, onSettled: () => setConfirmEarly(false) },
            )
          }
          onClose={() => setConfirmEarly(false)}
        >
          The stay is shortened to end today and, if nothing is owed, the guest is checked out. If a balance remains,
          take it from today’s departures, then check the guest out.
        </ConfirmDialog>
      </div>
    </Modal>
  );
}
