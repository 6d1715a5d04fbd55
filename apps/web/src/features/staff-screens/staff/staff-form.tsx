import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNABLE_STAFF_ROLES, STAFF_PASSWORD_MIN, USER_STATUSES } from '@hotel/shared/constants';
import {
  STAFF_MSG,
  type StaffCreateBody,
  type StaffDto,
  type StaffForm,
  type StaffUpdateBody,
  staffCreateBody,
  staffUpdateBody,
} from '@hotel/shared/schemas/staff';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { optionsFor, Select } from '@/ui/select';
import { useSaveStaff } from '../api/save-staff';

type Values = StaffCreateBody | StaffUpdateBody;
const FIELDS = staffUpdateBody.keyof().options;
const EMPTY: StaffForm = { name: '', email: '', contact: '', role: 'receptionist', status: 'active', password: '' };
const ROLE_OPTIONS = optionsFor(ASSIGNABLE_STAFF_ROLES);
const STATUS_OPTIONS = optionsFor(USER_STATUSES);

type StaffFormContext = { editing: boolean };
// Each request's own schema checks the form: POST's on creation (the status it does not take is dropped), PUT's on
// an edit (where a blank password keeps the current one).
const checkCreate = zodResolver(staffCreateBody.strip());
const checkUpdate = zodResolver(staffUpdateBody);
const checkStaffForm: Resolver<StaffForm, StaffFormContext, Values> = (values, context, options) =>
  // Both schemas have the form's fields, so the options naming them suit either.
  context?.editing ? checkUpdate(values, context, options as never) : checkCreate(values, context, options as never);

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
  } = useForm<StaffForm, StaffFormContext, Values>({
    resolver: checkStaffForm,
    context: { editing: editing !== null },
    defaultValues: EMPTY,
  });

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
    const saved = await saveWithFeedback(
      () =>
        editing
          ? save.mutateAsync({ id: editing._id, body: values })
          : // Checked by the creation schema (checkStaffForm), so the password is there.
            save.mutateAsync({ id: null, body: values as StaffCreateBody }),
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
