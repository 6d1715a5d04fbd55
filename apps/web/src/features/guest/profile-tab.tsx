import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@hotel/shared/messages';
import { profileBody } from '@hotel/shared/schemas/auth';
import type { ProfileUser } from '@hotel/shared/schemas/guest';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { LoadingBlock } from '@/ui/skeleton';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';

type ProfileInput = z.input<typeof profileBody>;
type ProfileValues = z.output<typeof profileBody>;
const FIELDS = ['name', 'phone', 'password', 'currentPassword'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

function ProfileForm({ profile }: { profile: ProfileUser }) {
  const session = useSession();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileBody),
    defaultValues: { name: profile.name, phone: profile.phone, password: '' },
  });

  useEffect(() => {
    reset({ name: profile.name, phone: profile.phone, password: '', currentPassword: '' });
  }, [profile, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The schema already dropped a blank password: it is sent only when the guest typed one (spec §5).
      const { currentPassword, ...rest } = values;
      const user = await update.mutateAsync(rest.password ? { ...rest, currentPassword } : rest);
      notify.success(MSG.profileUpdated);
      reset({ name: user.name, phone: user.phone, password: '', currentPassword: '' });
      if (session.user && user.name !== session.user.name) {
        session.login({ id: user.id, name: user.name, email: user.email, role: user.role });
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors ?? {})) {
          if (isField(field)) setError(field, { message }, { shouldFocus: true });
        }
      }
      notify.error(errorMessage(error, MSG.updateFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Input
          label="Phone Number"
          optional
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <Input
        label="Email address"
        type="email"
        value={profile.email}
        readOnly
        hint="Your e-mail is your login and cannot be changed here."
        className="bg-surface-muted"
      />
      <PasswordInput
        label="New password"
        optional
        autoComplete="new-password"
        hint="Leave blank to keep your current password. At least 6 characters; changing it signs you out on other devices."
        error={errors.password?.message}
        {...register('password')}
      />
      {/* Asked only for a new password: a session alone does not change it. */}
      {Boolean(watch('password')?.trim()) && (
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          hint="To confirm it is you who changes the password."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
        <Button
          variant="ghost"
          disabled={!isDirty || update.isPending}
          onClick={() => reset({ name: profile.name, phone: profile.phone, password: '' })}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
}

/** Profile: name and phone, an optional new password; the e-mail is read-only. */
export function ProfileTab() {
  const profile = useProfile();
  return (
    <Card
      title="Your profile"
      description="How we address you, and how to reach you about your stays."
      className="max-w-3xl"
    >
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert" className="text-sm text-danger-ink">
          Your profile could not be loaded. Please reload the page.
        </p>
      ) : (
        <LoadingBlock label="Loading your profile" lines={4} />
      )}
    </Card>
  );
}
