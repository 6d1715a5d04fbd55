import { zodResolver } from '@hookform/resolvers/zod';
import { CHARGE_CATEGORIES, type ChargeItemBody, chargeItemBody, FOLIO_MSG } from '@hotel/shared/schemas/folio';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api';
import { formatMoney, humanize } from '@/lib/format';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { notify } from '@/lib/toast';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import { optionsFor, Select } from '@/ui/select';
import { Table } from '@/ui/table';
import { useChargeItems, useSaveChargeItem } from '../../folio';

const FIELDS = chargeItemBody.keyof().options;

/** The admin's list of what the desk can charge to a stay; an item is retired, never deleted. */
export function ChargeItemsSection() {
  const items = useChargeItems(true);
  const save = useSaveChargeItem();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChargeItemBody, unknown, z.output<typeof chargeItemBody>>({
    resolver: zodResolver(chargeItemBody),
    defaultValues: { name: '', category: 'minibar', price: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    const done = await saveWithFeedback(() => save.mutateAsync({ body }), {
      saved: FOLIO_MSG.itemSaved,
      failed: 'The item could not be saved',
      fields: FIELDS,
      setError,
    });
    if (done) reset({ name: '', category: body.category, price: '' });
  });
  const toggle = (id: string, active: boolean) =>
    save.mutate(
      { id, body: { active } },
      {
        onSuccess: () => notify.success(active ? 'Item offered again' : 'Item retired'),
        onError: (error) => notify.error(errorMessage(error, 'The item could not be changed')),
      },
    );

  return (
    <section aria-labelledby="charge-items-title" className="flex flex-col gap-4">
      <h2 id="charge-items-title" className="text-xl">
        Extras the desk can charge
      </h2>
      <form noValidate onSubmit={onSubmit} aria-label="Add an extra" className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <Input label="Name" error={errors.name?.message} {...register('name')} />
        <Select label="Category" options={optionsFor(CHARGE_CATEGORIES)} {...register('category')} />
        <MoneyInput label="Price" error={errors.price?.message} {...register('price')} />
        <div>
          <Button type="submit" loading={save.isPending}>
            Add extra
          </Button>
        </div>
      </form>
      {(items.data ?? []).length > 0 && (
        <Table caption="Extras">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.data!.map((item) => (
              <tr key={item._id}>
                <td>{item.name}</td>
                <td>{humanize(item.category)}</td>
                <td className="tabular-nums">{formatMoney(item.price)}</td>
                <td>
                  <Badge tone={item.active ? 'success' : 'neutral'}>{item.active ? 'Offered' : 'Retired'}</Badge>
                </td>
                <td className="text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${item.active ? 'Retire' : 'Offer again'} ${item.name}`}
                    onClick={() => toggle(item._id, !item.active)}
                  >
                    {item.active ? 'Retire' : 'Offer again'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
