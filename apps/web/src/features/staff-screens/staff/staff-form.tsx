import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNABLE_STAFF_ROLES, STAFF_PASSWORD_MIN, USER_STATUSES } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { STAFF_MSG, type StaffDto, type StaffForm, staffForm } from '@hotel/shared/schemas/staff';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { optionsFor, Select } from '@/ui/select';
import { useSaveStaff } from '../api/save-staff';

type Values = z.output<typeof staffForm>;
const FIELDS = staffForm.keyof().options;
const EMPTY: StaffForm = { name: '', email: '', contact: '', role: 'receptionist', status: 'active', password: '' };
const ROLE_OPTIONS = optionsFor(ASSIGNABLE_STAFF_ROLES);
const STATUS_OPTIONS = optionsFor(USER_STATUSES);

/**
 * The staff form (spec §5: name, email, contact and role required; password required only on creation).
 * Editing someone fills it; the server's field errors appear beside the fields.
 */
export function StaffFormCard({
  editing,
  selfId,
  onDone,
}: {
  editing: StaffDto | null;
  selfId: string | undefined;
  onDone: () => void;
}) {
  const save = useSaveStaff();
  const isSelf = editing !== null && editing._id === selfId;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<StaffForm, unknown, Values>({ resolver: zodResolver(staffForm), defaultValues: EMPTY });

  useEffect(() => {
    reset(
      editing
        ? {
            name: editing.name,
            email: editing.email,
            contact: editing.contact,
            role: editing.role === 'admin' ? 'manager' : (editing.role as StaffForm['role']),
            status: editing.status,
            password: '',
          }
        : EMPTY,
    );
    if (editing) setFocus('name');
  }, [editing, reset, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const password = values.password.trim() === '' ? undefined : values.password;
    if (!editing && !password) return setError('password', { message: MSG.passwordRequired }, { shouldFocus: true });
    if (password && password.length < STAFF_PASSWORD_MIN) {
      return setError('password', { message: MSG.staffPasswordTooShort }, { shouldFocus: true });
    }
    const { name, email, contact, role } = values;
    const saved = await saveWithFeedback(
      () =>
        editing
          ? save.mutateAsync({
              id: editing._id,
              body: { name, email, contact, role, status: values.status, ...(password ? { password } : {}) },
            })
          : save.mutateAsync({ id: null, body: { name, email, contact, role, password: password! } }),
      {
        saved: editing ? STAFF_MSG.updated : STAFF_MSG.added,
        failed: editing ? 'Failed to update staff' : 'Failed to add staff',
        fields: FIELDS,
        setError,
      },
    );
    if (!saved) return;
    reset(EMPTY);
    onDone();
  });

  return (
    <Card
      title={editing ? `Edit ${editing.name}` : 'Add Staff Member'}
      description={
        editing ? 'Leave the password empty to keep the current one.' : 'Receptionists, managers and housekeepers.'
      }
      headingLevel={2}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={editing ? 'Edit staff member' : 'Add staff member'}
      >
        <Input label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Input
          label="Email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Contact"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.contact?.message}
          {...register('contact')}
        />
        <Select
          label="Role"
          options={ROLE_OPTIONS}
          disabled={isSelf}
          hint={isSelf ? STAFF_MSG.ownRole : undefined}
          error={errors.role?.message}
          {...register('role')}
        />
        {editing && (
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            disabled={isSelf}
            hint={isSelf ? STAFF_MSG.ownStatus : 'A disabled account is logged out at once and cannot log in.'}
            error={errors.status?.message}
            {...register('status')}
          />
        )}
        <PasswordInput
          label={editing ? 'New password' : 'Password'}
          optional={Boolean(editing)}
          autoComplete="new-password"
          hint={`At least ${STAFF_PASSWORD_MIN} characters; common passwords are refused.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap gap-3 pt-1 sm:col-span-2 2xl:col-span-1">
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Update Staff' : 'Add Staff'}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={onDone}>
              Cancel edit
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
