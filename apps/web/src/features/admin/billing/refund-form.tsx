import { zodResolver } from '@hookform/resolvers/zod';
import { type RefundBody, refundBody } from '@hotel/shared/schemas/billing';
import { PAYMENT_MSG } from '@hotel/shared/schemas/payments';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '@/lib/format';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { Button } from '@/ui/button';
import { MoneyInput } from '@/ui/money-input';
import { Textarea } from '@/ui/textarea';
import { useRefundBilling } from '../api/refund-billing';

const FIELDS = refundBody.keyof().options;

/** Money back from a bill's card payments, whole or part, with the reason the hotel will see in its records. */
export function RefundForm({
  billingId,
  refundable,
  refundDue,
  onDone,
}: {
  billingId: string;
  refundable: number;
  refundDue: number;
  onDone: () => void;
}) {
  const refund = useRefundBilling();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundBody, unknown, z.output<typeof refundBody>>({
    resolver: zodResolver(refundBody),
    defaultValues: { amount: refundDue > 0 ? refundDue : refundable, reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    const done = await saveWithFeedback(() => refund.mutateAsync({ id: billingId, body }), {
      saved: PAYMENT_MSG.refunded,
      failed: PAYMENT_MSG.refundFailed,
      fields: FIELDS,
      setError,
    });
    if (done) onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Refund" className="mt-6 grid gap-3 border-t border-line pt-4">
      <h3 className="font-display text-lg">Refund</h3>
      <p className="text-sm text-ink-muted">
        Up to {formatMoney(refundable)} of card payments can go back to the guest’s card.
      </p>
      <MoneyInput
        label="Amount to refund"
        max={refundable}
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <Textarea label="Reason" rows={2} error={errors.reason?.message} {...register('reason')} />
      <div>
        <Button type="submit" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : 'Refund to card'}
        </Button>
      </div>
    </form>
  );
}
