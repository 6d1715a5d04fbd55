import { FOLIO_MSG, type FolioChargeBody, folioChargeBody } from '@hotel/shared/schemas/folio';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@/lib/format';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import { Select } from '@/ui/select';
import { useChargeItems, usePostCharge } from './api';

interface Values {
  itemId: string;
  quantity: string;
  description: string;
  amount: string;
  reason: string;
}
const FIELDS = ['itemId', 'quantity', 'description', 'amount', 'reason'] as const;
const EMPTY: Values = { itemId: '', quantity: '1', description: '', amount: '', reason: '' };

/** What the form sends: an item of the list × quantity, or a charge of its own with a reason. */
function toBody(v: Values): FolioChargeBody {
  if (v.itemId) return { itemId: v.itemId, quantity: Number(v.quantity) };
  return { description: v.description, amount: v.amount.trim() === '' ? undefined : v.amount, reason: v.reason };
}

/** The desk charges a stay: the minibar, the spa, the restaurant, laundry, or anything else with a reason. */
export function ChargeForm({ bookingId }: { bookingId: string }) {
  const items = useChargeItems();
  const post = usePostCharge(bookingId);
  const { register, handleSubmit, watch, setError, reset, formState } = useForm<Values>({ defaultValues: EMPTY });
  const { errors } = formState;
  const own = watch('itemId') === '';

  const onSubmit = handleSubmit(async (values) => {
    const body = toBody(values);
    const checked = folioChargeBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as (typeof FIELDS)[number];
        if (FIELDS.includes(field)) setError(field, { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    const done = await saveWithFeedback(() => post.mutateAsync(body), {
      saved: FOLIO_MSG.charged,
      failed: 'The charge could not be posted',
      fields: FIELDS,
      setError,
    });
    if (done) reset(EMPTY);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Post a charge" className="grid gap-3 sm:grid-cols-2">
      <Select label="Charge" fieldClassName="sm:col-span-2" error={errors.itemId?.message} {...register('itemId')}>
        <option value="">Other charge (describe it)</option>
        {(items.data ?? []).map((item) => (
          <option key={item._id} value={item._id}>
            {item.name} · {formatMoney(item.price)}
          </option>
        ))}
      </Select>
      {own ? (
        <>
          <Input label="Description" error={errors.description?.message} {...register('description')} />
          <MoneyInput label="Amount" error={errors.amount?.message} {...register('amount')} />
          <Input label="Reason" fieldClassName="sm:col-span-2" error={errors.reason?.message} {...register('reason')} />
        </>
      ) : (
        <Input
          label="Quantity"
          type="number"
          inputMode="numeric"
          min="1"
          max="50"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" loading={post.isPending}>
          Post charge
        </Button>
      </div>
    </form>
  );
}
