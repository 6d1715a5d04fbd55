import type { forgotPasswordBody } from '@hotel/shared/schemas/password-reset';
import { useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useLightForm } from '@/lib/use-light-form';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { AuthShell } from './auth-shell';
import { useForgotPassword } from './use-password-reset';

type ForgotValues = z.infer<typeof forgotPasswordBody>;
const resolver = lazyZodResolver(() =>
  import('@hotel/shared/schemas/password-reset').then((m) => m.forgotPasswordBody),
);

/** /forgot-password: asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useLightForm<ForgotValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent(await forgot.mutateAsync(values));
    } catch (error) {
      notify.error(errorMessage(error, 'We could not send the link. Please try again.'));
    }
  });

  return (
    <AuthShell
      eyebrow="Account"
      title="Forgot your password?"
      lead="Give the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <div className="flex flex-col gap-5">
          <p role="status" className="rounded-lg border border-line bg-surface-muted p-4 text-ink">
            {sent}
          </p>
          <Link to={paths.login} className="font-medium text-gold-ink underline-offset-4 hover:underline">
            Back to login
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="flex flex-col gap-5">
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" loading={forgot.isPending} className="w-full">
            Send reset link
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Remembered it?{' '}
            <Link to={paths.login} className="font-medium text-gold-ink underline-offset-4 hover:underline">
              Login
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}
