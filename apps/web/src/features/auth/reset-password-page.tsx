import type { resetPasswordForm } from '@hotel/shared/schemas/password-reset';
import { Link, useLocation, useSearchParams } from 'wouter';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useLightForm } from '@/lib/use-light-form';
import { Button } from '@/ui/button';
import { PasswordInput } from '@/ui/password-input';
import { AuthShell } from './auth-shell';
import { useResetPassword } from './use-password-reset';

type ResetInput = z.input<typeof resetPasswordForm>;
type ResetValues = z.output<typeof resetPasswordForm>;
const resolver = lazyZodResolver(() => import('@hotel/shared/schemas/password-reset').then((m) => m.resetPasswordForm));

/** /reset-password?token=…: the link of the reset e-mail. A new password, then to the login page. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useLightForm<ResetInput, unknown, ResetValues>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      notify.success(await reset.mutateAsync({ token, password }));
      navigate(paths.login);
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.errors?.password : undefined;
      if (fieldError) setError('password', { message: fieldError }, { shouldFocus: true });
      notify.error(errorMessage(error, 'Your password could not be changed. Please try again.'));
    }
  });

  return (
    <AuthShell eyebrow="Account" title="Choose a new password" lead="The link works once, for 30 minutes.">
      <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="flex flex-col gap-5">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters (12 for staff)."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
          Set new password
        </Button>
        <p className="text-center text-sm text-ink-muted">
          Link expired?{' '}
          <Link to={paths.forgotPassword} className="font-medium text-gold-ink underline-offset-4 hover:underline">
            Ask for a new one
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
