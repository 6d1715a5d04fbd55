import { PAYMENT_MSG } from '@hotel/shared/schemas/payments';
import { nightsBetween } from '@hotel/shared/stay-price';
import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { formatMoney, formatNights } from '@/lib/format';
import { Button } from '@/ui/button';
import { FieldError } from '@/ui/field';
import { Modal } from '@/ui/modal';
import { LoadingBlock } from '@/ui/skeleton';
import { usePaymentConfig } from './api/get-payment-config';
import type { PayTarget } from './pay-target';
import { SandboxCardForm } from './sandbox-card-form';
import { usePayBooking } from './use-pay-booking';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** 'Complete Payment' (spec §2, §4): the bill, the card field of the configured provider, and Pay. */
export function PaymentModal({
  target,
  onClose,
  refresh,
}: {
  target: PayTarget;
  onClose: () => void;
  /** What to load again once the bill changed (paid, or refused because it changed meanwhile). */
  refresh: readonly QueryKey[];
}) {
  const formId = useId();
  const config = usePaymentConfig();
  const { pay, busy, error, clearError } = usePayBooking(target, onClose, refresh);
  const nights = nightsBetween(target.checkInDate, target.checkOutDate);
  const form = { formId, busy, error, onPay: pay, onEdit: clearError };

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      dismissOnBackdrop={false}
      title="Complete Payment"
      description={target.roomTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={!config.data}>
            Pay {formatMoney(target.amount)}
          </Button>
        </>
      }
    >
      {/* Rows wrap rather than overflow, so that at 360 px the stay and the whole amount stay on screen. */}
      <dl className="mb-6 flex flex-col gap-2 rounded-lg bg-surface-muted px-4 py-3 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-ink-muted">Stay</dt>
          <dd className="min-w-0 text-right text-ink lining-nums">
            <span className="whitespace-nowrap">{target.checkInDate} →</span>{' '}
            <span className="whitespace-nowrap">{target.checkOutDate}</span>
            {nights > 0 && <span className="whitespace-nowrap text-ink-muted"> · {formatNights(nights)}</span>}
          </dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-ink-muted">Amount due</dt>
          <dd data-amount-due className="min-w-0 font-display text-lg break-words text-ink lining-nums">
            {formatMoney(target.amount)}
          </dd>
        </div>
      </dl>
      {config.isPending ? (
        <LoadingBlock label="Loading the card form" lines={2} />
      ) : config.isError ? (
        <FieldError>{PAYMENT_MSG.paymentFailed}: the card form could not be loaded. Please try again.</FieldError>
      ) : config.data.paymentProvider === 'stripe' && config.data.stripePublishableKey ? (
        <Suspense fallback={<LoadingBlock label="Loading the secure card field" lines={2} />}>
          <StripeCardForm {...form} publishableKey={config.data.stripePublishableKey} />
        </Suspense>
      ) : (
        <SandboxCardForm {...form} />
      )}
    </Modal>
  );
}
