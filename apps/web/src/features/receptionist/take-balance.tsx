import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { Banknote, CreditCard } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { LIVE_KEYS } from '@/lib/use-live-updates';
import { Button } from '@/ui/button';
import { PaymentModal } from '../payment';
import { useTakeDeskPayment } from './api/take-desk-payment';

/** A card payment at the desk changes the day's lists, the bookings and the bills. */
const PAID_REFRESH = [LIVE_KEYS.frontDesk, LIVE_KEYS.bookings, LIVE_KEYS.billings];

/** The balance taken at the desk: in cash, recorded at once, or by card (`onCard` opens the card form). */
export function TakeBalanceButtons({
  booking,
  owed,
  onCard,
}: {
  booking: BookingDto;
  owed: number;
  onCard: () => void;
}) {
  const pay = useTakeDeskPayment();
  const takeCash = () =>
    pay.mutate(
      { bookingId: booking._id, body: { method: 'cash', amount: owed } },
      {
        onSuccess: ({ message }) => notify.success(`${message}: ${formatMoney(owed)} in cash`),
        onError: (error) => notify.error(errorMessage(error, 'The payment could not be recorded')),
      },
    );
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" icon={<CreditCard aria-hidden="true" className="size-4" />} onClick={onCard}>
        Take {formatMoney(owed)} by card
      </Button>
      <Button
        variant="secondary"
        icon={<Banknote aria-hidden="true" className="size-4" />}
        loading={pay.isPending}
        onClick={takeCash}
      >
        Take {formatMoney(owed)} in cash
      </Button>
    </div>
  );
}

/** The guest's card for the balance, through the provider's form that guests pay with themselves. */
export function DeskCardPayment({
  booking,
  owed,
  onClose,
}: {
  booking: BookingDto;
  owed: number;
  onClose: () => void;
}) {
  return (
    <PaymentModal
      target={{
        bookingId: booking._id,
        amount: owed,
        roomTitle: `${booking.guest.name} · Room ${booking.room.roomNumber} · ${booking.reference}`,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
      }}
      onClose={onClose}
      refresh={PAID_REFRESH}
    />
  );
}
