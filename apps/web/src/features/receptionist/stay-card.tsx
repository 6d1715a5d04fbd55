import { balanceDue } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { takesCharges } from '@hotel/shared/schemas/folio';
import { LogIn, LogOut, Mail, ReceiptText, Undo2, UserX } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, formatNights } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FolioDialog } from '../folio';
import { useCheckIn } from './api/check-in';
import { useCheckOut } from './api/check-out';
import { useMarkNoShow } from './api/mark-no-show';
import { useUndoCheckIn } from './api/undo-check-in';
import { ArrivalDialog } from './arrival-dialog';
import { useJustCheckedIn } from './recent-check-ins';
import { isRoomReady, ReadinessBadge, ReadyRoomsOffer } from './room-readiness';
import { SettleDialog } from './settle-dialog';

/** One click when the bill is settled; with a balance, the dialog that takes it (or leaves it to departure). */
function CheckInButton({ booking }: { booking: BookingDto }) {
  const checkIn = useCheckIn();
  const [open, setOpen] = useState(false);
  const owed = balanceDue(booking.billing) > 0;
  return (
    <>
      <Button
        size="sm"
        icon={<LogIn aria-hidden="true" className="size-4" />}
        loading={checkIn.isPending}
        aria-label={`Check in ${booking.guest.name}`}
        data-check-in={booking._id}
        aria-haspopup={owed ? 'dialog' : undefined}
        onClick={() => (owed ? setOpen(true) : checkIn.mutate(booking._id))}
      >
        Check in
      </Button>
      <ArrivalDialog booking={booking} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** A check-in this desk made a moment ago, taken back: a wrong card pressed on a busy morning. */
function UndoCheckInButton({ booking }: { booking: BookingDto }) {
  const undo = useUndoCheckIn();
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Undo2 aria-hidden="true" className="size-4" />}
      loading={undo.isPending}
      aria-label={`Undo the check-in of ${booking.guest.name}`}
      data-undo-check-in={booking._id}
      onClick={() => undo.mutate(booking._id)}
    >
      Undo check-in
    </Button>
  );
}

/** One click when the bill is settled; with a balance, the settling dialog first. */
function CheckOutButton({ booking }: { booking: BookingDto }) {
  const checkOut = useCheckOut();
  const [settling, setSettling] = useState(false);
  const owed = balanceDue(booking.billing) > 0;
  return (
    <>
      <Button
        size="sm"
        icon={<LogOut aria-hidden="true" className="size-4" />}
        loading={checkOut.isPending}
        aria-label={`Check out ${booking.guest.name}`}
        aria-haspopup={owed ? 'dialog' : undefined}
        onClick={() => (owed ? setSettling(true) : checkOut.mutate({ bookingId: booking._id }))}
      >
        Check out
      </Button>
      <SettleDialog booking={booking} open={settling} onClose={() => setSettling(false)} />
    </>
  );
}

/** A guest who never came: marked a no-show after a confirmation, since it charges the first night. */
function NoShowButton({ booking }: { booking: BookingDto }) {
  const noShow = useMarkNoShow();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<UserX aria-hidden="true" className="size-4" />}
        aria-label={`Mark ${booking.guest.name} as a no-show`}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        No-show
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Mark ${booking.guest.name} as a no-show?`}
        confirmLabel="Mark as no-show"
        pending={noShow.isPending}
        onConfirm={() => noShow.mutate(booking._id, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      >
        The stay is cancelled and its nights go back on sale. As for a late cancellation, the first night is charged;
        the folio shows the fee once it is marked.
      </ConfirmDialog>
    </>
  );
}

/** The stay's folio: its lines and balance, and a charge the desk posts (the minibar, the spa …). */
function FolioButton({ booking }: { booking: BookingDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<ReceiptText aria-hidden="true" className="size-4" />}
        aria-label={`Folio of ${booking.guest.name}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Folio
      </Button>
      <FolioDialog
        bookingId={open ? booking._id : null}
        title={`Folio · ${booking.guest.name} · ${booking.reference}`}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** One arrival or departure: guest, room, bill, status and the move the desk can make now. */
export function StayCard({ booking, kind }: { booking: BookingDto; kind: 'arrival' | 'departure' | 'overdue' }) {
  const nights = formatNights(booking.nights);
  const justCheckedIn = useJustCheckedIn(booking._id);
  const arriving = kind === 'arrival' && booking.status === 'reserved';
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-xl text-ink">{booking.guest.name}</h3>
          <p className="text-sm text-ink-muted">
            {booking.room.title} · Room {booking.room.roomNumber}
          </p>
          {arriving && (
            <p className="mt-1">
              <ReadinessBadge booking={booking} />
            </p>
          )}
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">Stay · {nights}</dt>
          <dd className="text-ink tabular-nums">
            <span className="block">In {booking.checkInDate}</span>
            <span className="block">Out {booking.checkOutDate}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Billing</dt>
          <dd className="flex flex-col items-start gap-1 text-ink tabular-nums">
            {formatMoney(booking.billing?.amount ?? booking.totalPrice)}
            {booking.billing && <StatusBadge status={booking.billing.status} />}
            {balanceDue(booking.billing) > 0 && booking.status !== 'cancelled' && (
              <span className="text-xs font-medium text-danger-ink">
                Balance due {formatMoney(balanceDue(booking.billing))}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {arriving && !isRoomReady(booking) && <ReadyRoomsOffer booking={booking} />}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        {booking.guest.email ? (
          <a
            href={`mailto:${booking.guest.email}`}
            className="inline-flex min-w-0 items-center gap-2 text-sm text-ink-muted hover:text-gold-ink"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{booking.guest.email}</span>
          </a>
        ) : (
          <span className="text-sm text-ink-muted">No e-mail on file</span>
        )}
        <div className="flex flex-wrap gap-2">
          {takesCharges(booking.status) && <FolioButton booking={booking} />}
          {arriving && isRoomReady(booking) && <CheckInButton booking={booking} />}
          {kind === 'arrival' && booking.status === 'checked-in' && justCheckedIn && (
            <UndoCheckInButton booking={booking} />
          )}
          {kind === 'overdue' && booking.status === 'reserved' && <NoShowButton booking={booking} />}
          {kind === 'departure' && booking.status === 'checked-in' && <CheckOutButton booking={booking} />}
        </div>
      </div>
    </li>
  );
}
