import { FREE_CANCELLATION_HOURS } from '@hotel/shared/constants';
import { CANCEL_MSG } from '@hotel/shared/schemas/cancellation';
import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { useCancelBooking } from './api/cancel-booking';
import { formatInstant, useHotelTimeZone } from './dashboard-format';

/**
 * Asks before cancelling and says what it will cost: free until FREE_CANCELLATION_HOURS before check-in, then the
 * first night. The server decides the charge; the figure shown is the server's own quote.
 */
export function CancelBookingDialog({ booking, onClose }: { booking: DashboardBookingDto; onClose: () => void }) {
  const cancel = useCancelBooking();
  const timeZone = useHotelTimeZone();
  const charge = booking.cancellationCharge ?? 0;
  const paid = booking.billingId ? booking.billingId.amount - booking.billingId.balance : 0;
  const refund = Math.max(0, paid - charge);

  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync(booking._id);
      notify.success(
        answer.charge > 0
          ? `${CANCEL_MSG.cancelled}. A cancellation charge of ${formatMoney(answer.charge)} applies.`
          : `${CANCEL_MSG.cancelled}. No charge applies.`,
      );
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, 'Cancellation failed'));
      onClose();
    }
  };

  return (
    <Modal
      open
      size="sm"
      onClose={() => {
        if (!cancel.isPending) onClose();
      }}
      title="Cancel this booking?"
      description={`${booking.roomId.title} · ${booking.checkInDate} → ${booking.checkOutDate}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
            Cancel booking
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-ink">
        {charge > 0 ? (
          <p>
            {`Check-in is less than ${FREE_CANCELLATION_HOURS} hours away, so the first night is charged: `}
            <strong className="font-semibold">cancellation charge {formatMoney(charge)}</strong>.
          </p>
        ) : (
          <p>
            <strong className="font-semibold">Free cancellation</strong>
            {booking.freeCancellationUntil ? ` until ${formatInstant(booking.freeCancellationUntil, timeZone)}` : ''}.
            You will not be charged.
          </p>
        )}
        {refund > 0 && (
          <p>
            You have paid {formatMoney(paid)}: {formatMoney(refund)} will be refunded to your card.
          </p>
        )}
        <p className="text-ink-muted">The room's nights are released at once and cannot be held again for you.</p>
      </div>
    </Modal>
  );
}
