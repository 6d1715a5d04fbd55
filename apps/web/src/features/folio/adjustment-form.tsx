import { zodResolver } from '@hookform/resolvers/zod';
import { FOLIO_MSG, type FolioAdjustmentBody, folioAdjustmentBody } from '@hotel/shared/schemas/folio';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import { usePostAdjustment } from './api';

const FIELDS = folioAdjustmentBody.keyof().options;

/** A manager's credit to the stay (a goodwill gesture, a correction), with the reason kept on the folio. */
export function AdjustmentForm({ bookingId }: { bookingId: string }) {
  const post = usePostAdjustment(bookingId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FolioAdjustmentBody, unknown, z.output<typeof folioAdjustmentBody>>({
    resolver: zodResolver(folioAdjustmentBody),
    defaultValues: { amount: '', reason: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    const done = await saveWithFeedback(() => post.mutateAsync(body), {
      saved: FOLIO_MSG.adjusted,
      failed: 'The credit could not be posted',
      fields: FIELDS,
      setError,
    });
    if (done) reset({ amount: '', reason: '' });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Credit the stay" className="grid gap-3 sm:grid-cols-2">
      <MoneyInput label="Credit" error={errors.amount?.message} {...register('amount')} />
      <Input label="Reason for the credit" error={errors.reason?.message} {...register('reason')} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" loading={post.isPending}>
          Post credit
        </Button>
      </div>
    </form>
  );
}
