import { balanceDue } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { Banknote, LogOut } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { useCheckOut } from './api/check-out';
import { useTakeDeskPayment } from './api/take-desk-payment';

/**
 * A departure that still owes money: the balance, the cash taken for it, then the check-out. A guest does
 * not leave owing; a manager who decides otherwise does it from the API with a reason on record.
 */
export function SettleDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const pay = useTakeDeskPayment();
  const checkOut = useCheckOut();
  const owed = balanceDue(booking.billing);
  const takeCash = () =>
    pay.mutate(
      { bookingId: booking._id, body: { method: 'cash', amount: owed } },
      {
        onSuccess: ({ message }) => notify.success(`${message}: ${formatMoney(owed)} in cash`),
        onError: (error) => notify.error(errorMessage(error, 'The payment could not be recorded')),
      },
    );
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={`Check out ${booking.guest.name}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            icon={<LogOut aria-hidden="true" className="size-4" />}
            disabled={owed > 0}
            loading={checkOut.isPending}
            onClick={() => checkOut.mutate(booking._id, { onSuccess: onClose })}
          >
            Check out
          </Button>
        </>
      }
    >
      {owed > 0 ? (
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-ink-muted">Balance due</span>{' '}
            <strong className="font-display text-2xl tabular-nums">{formatMoney(owed)}</strong>
          </p>
          <p className="text-sm text-ink-muted">
            Take the balance before the guest leaves: in cash here, or by card through the guest’s own payment form.
          </p>
          <div>
            <Button
              variant="secondary"
              icon={<Banknote aria-hidden="true" className="size-4" />}
              loading={pay.isPending}
              onClick={takeCash}
            >
              Take {formatMoney(owed)} in cash
            </Button>
          </div>
        </div>
      ) : (
        <p>The bill is settled. The room goes to housekeeping once the guest is checked out.</p>
      )}
    </Modal>
  );
}
