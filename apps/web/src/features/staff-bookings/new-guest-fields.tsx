import { type DeskGuest, deskNewGuestBody } from '@hotel/shared/schemas/front-desk';
import { UserPlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { useCreateGuest } from './api/create-guest';

type Field = 'name' | 'email' | 'phone';

/**
 * A guest who has no account (at the desk or on the phone): a name, and an e-mail or phone if they give one.
 * Fields of the booking form, not a form of their own; the new guest is chosen for the booking at once.
 */
export function NewGuestFields({ onCreated }: { onCreated: (guest: DeskGuest) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateGuest();
  const titleId = useId();
  const nameId = useId();

  if (!open) {
    return (
      <div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(nameId)?.focus());
          }}
        >
          New guest
        </Button>
      </div>
    );
  }

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const add = () => {
    const checked = deskNewGuestBody.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(values, {
      onSuccess: ({ message, guest }) => {
        notify.success(`${message}: ${guest.name}`);
        onCreated(guest);
        setValues({ name: '', email: '', phone: '' });
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors as Partial<Record<Field, string>>);
        notify.error(errorMessage(error, 'The guest could not be added'));
      },
    });
  };
  return (
    <fieldset aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-line p-4">
      <legend id={titleId} className="px-1 text-sm font-medium text-ink">
        New guest
      </legend>
      <p className="text-xs text-ink-muted">
        No password: with an e-mail, the guest can claim the account later by registering with it.
      </p>
      <Input
        id={nameId}
        label="Full name"
        autoComplete="off"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Input
        label="E-mail"
        optional
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Input
        label="Phone"
        optional
        type="tel"
        autoComplete="off"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <div className="flex gap-2">
        <Button type="button" size="sm" loading={create.isPending} onClick={add}>
          Add guest
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
