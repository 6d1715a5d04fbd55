import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { ShieldCheck } from 'lucide-react';
import { formatMoney, formatNights } from '@/lib/format';
import { Button } from '@/ui/button';
import { formatLongDate } from '@/ui/calendar-dates';
import { Modal } from '@/ui/modal';
import { RoomImage } from '@/ui/room-image';
import { CANCELLATION_POLICY, CHECK_IN_TEXT, CHECK_OUT_TEXT } from './booking-policies';
import type { StayQuote } from './booking-summary';

export interface StayRequest {
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  additionalServices: string[];
}

export interface BookingReviewModalProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  room: RoomDto;
  stay: StayRequest;
  quote: StayQuote;
}

/** The review step before booking (QUALITY.md, WCAG 3.3.4): everything the guest commits to, then Confirm. */
export function BookingReviewModal({ open, onClose, onConfirm, pending, room, stay, quote }: BookingReviewModalProps) {
  const rows: [string, string][] = [
    ['Room', `${room.title} · Room ${room.roomNumber}`],
    ['Check-in', `${formatLongDate(stay.checkInDate)}, from ${CHECK_IN_TEXT}`],
    ['Check-out', `${formatLongDate(stay.checkOutDate)}, until ${CHECK_OUT_TEXT}`],
    ['Length of stay', formatNights(quote.nights)],
    ['Guests', `${stay.guests} ${stay.guests === 1 ? 'guest' : 'guests'}`],
    [
      'Additional services',
      stay.additionalServices.length > 0 ? `${stay.additionalServices.join(', ')} (complimentary)` : 'None',
    ],
    ['Price', `${formatNights(quote.nights)} × ${formatMoney(quote.price)}`],
  ];
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title="Review your booking"
      description="Please check the details of your stay before you confirm."
      size="lg"
      dismissOnBackdrop={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Back to room
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            Confirm booking
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <div className="hidden w-44 shrink-0 self-start overflow-hidden rounded-lg sm:block">
          <RoomImage fileName={room.images[0]} alt="" sizes="11rem" />
        </div>
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="border-t border-line pt-3 font-medium">Total</dt>
            <dd className="border-t border-line pt-3 font-display text-2xl tabular-nums">{formatMoney(quote.total)}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-5 flex gap-3 rounded-lg bg-surface-muted p-4 text-sm">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-gold-ink" />
        <div>
          <p className="font-medium">Cancellation policy</p>
          <p className="mt-1 text-ink-muted">{CANCELLATION_POLICY}</p>
          <p className="mt-2 text-ink-muted">
            Nothing is charged now: your room is reserved, and you can pay from your dashboard.
          </p>
        </div>
      </div>
    </Modal>
  );
}
