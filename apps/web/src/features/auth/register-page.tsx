import { MSG } from '@hotel/shared/messages';
import type { registerForm } from '@hotel/shared/schemas/auth';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useLightForm } from '@/lib/use-light-form';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { AuthShell } from './auth-shell';
import { useRegister } from './use-register';

type RegisterInput = z.input<typeof registerForm>;
type RegisterValues = z.output<typeof registerForm>;
const resolver = lazyZodResolver(() => import('@hotel/shared/schemas/auth').then((m) => m.registerForm));
const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

function isField(name: string): name is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(name);
}

/** /register (spec §2, §5, §8). The confirmation never leaves the browser. */
export function RegisterPage() {
  const [, navigate] = useLocation();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useLightForm<RegisterInput, unknown, RegisterValues>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, phone, password }) => {
    try {
      await registerMutation.mutateAsync({ name, email, password, ...(phone ? { phone } : {}) });
      notify.success(MSG.registrationSuccessToast);
      navigate(paths.login);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors ?? {})) {
          if (isField(field)) setError(field, { message }, { shouldFocus: true });
        }
        if (error.status === 409 && !error.errors) setError('email', { message: error.message }, { shouldFocus: true });
      }
      notify.error(errorMessage(error, MSG.registrationFailed, MSG.registrationError));
    }
  });

  return (
    <AuthShell
      eyebrow="Join The Aurelia"
      title="Create Your Account"
      lead="Register to book rooms, follow your reservations and settle your bills online."
    >
      <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="flex flex-col gap-5">
        <Input label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <Input
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Phone Number"
          optional
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            hint="At least 6 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <p className="text-xs leading-relaxed text-ink-muted">
          By creating an account you agree to The Aurelia's Terms of Service and Privacy Policy. We use your details
          only to manage your stays and never share them for marketing.
        </p>
        <Button type="submit" size="lg" loading={registerMutation.isPending} className="w-full">
          Create Account
        </Button>
        <p className="text-center text-sm text-ink-muted">
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-gold-ink underline-offset-4 hover:underline">
            Login
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
