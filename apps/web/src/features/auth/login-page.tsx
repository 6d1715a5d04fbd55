import { MSG } from '@hotel/shared/messages';
import type { LoginBody, loginBody, SessionUser } from '@hotel/shared/schemas/auth';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { afterLoginPath, type LoginRedirectState } from '@/lib/routing';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useLightForm } from '@/lib/use-light-form';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { AuthShell } from './auth-shell';
import { QuickLogin } from './quick-login';
import { useLogin } from './use-login';

type LoginInput = z.input<typeof loginBody>;
// Only staff with a second factor need this step: it loads when asked for.
const SecondFactor = lazy(() => import('./second-factor'));
const resolver = lazyZodResolver(() => import('@hotel/shared/schemas/auth').then((m) => m.loginBody));

/** /login (spec §2, §8): email and password, the demo accounts, and the spec's messages. */
const isExpired = (state: unknown): boolean =>
  Boolean(state && typeof state === 'object' && (state as LoginRedirectState).expired);

export function LoginPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const redirectState = useHistoryState();
  const loginMutation = useLogin();
  const [filled, setFilled] = useState('');
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useLightForm<LoginInput, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const [second, setSecond] = useState<'code' | 'setup' | null>(null);
  const signedIn = (user: SessionUser) => {
    notify.success(MSG.loginSuccess);
    session.login(user);
    navigate(afterLoginPath(redirectState, user.role), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await loginMutation.mutateAsync(values);
      if (answer.user) signedIn(answer.user);
      else if (answer.mfa) setSecond(answer.mfa);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'email' || field === 'password') setError(field, { message });
        }
      }
      notify.error(errorMessage(error, MSG.loginFailed, MSG.loginError));
    }
  });

  const pick = (email: string, password: string, label: string) => {
    setValue('email', email, { shouldValidate: false, shouldDirty: true });
    setValue('password', password, { shouldValidate: false, shouldDirty: true });
    setFilled(`${label} account filled in. Press Login to continue.`);
  };

  if (second) {
    return (
      <AuthShell eyebrow="Two-step sign-in" title="One more step" lead="Your account signs in with a second step.">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <SecondFactor stage={second} onDone={signedIn} />
        </Suspense>
      </AuthShell>
    );
  }

  return (
    <AuthShell eyebrow="Welcome back" title="Login" lead="Sign in to manage your stays, or to open your staff panel.">
      {isExpired(redirectState) && (
        <p role="status" className="mb-5 rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm text-ink">
          Your session has ended, after a while without activity or from another device. Sign in again to carry on where
          you were.
        </p>
      )}
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
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="font-medium text-gold-ink underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" loading={loginMutation.isPending} className="mt-2 w-full">
          Login
        </Button>
        <p className="text-center text-sm text-ink-muted">
          New to The Aurelia?{' '}
          <Link to={paths.register} className="font-medium text-gold-ink underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
      </form>
      <p role="status" className="sr-only">
        {filled}
      </p>
      <QuickLogin onPick={pick} />
    </AuthShell>
  );
}
