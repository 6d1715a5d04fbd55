import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /login, /register, and the password reset pages (spec §2). The router wraps them in RedirectIfAuthed. Own chunk (forms). */
export const authRoutes: AppRoute[] = [
  {
    path: 'login',
    title: 'Login',
    Page: lazyPage(() => import('./login-page').then((m) => m.LoginPage)),
  },
  {
    path: 'register',
    title: 'Register',
    Page: lazyPage(() => import('./register-page').then((m) => m.RegisterPage)),
  },
  {
    path: 'forgot-password',
    title: 'Forgot password',
    Page: lazyPage(() => import('./forgot-password-page').then((m) => m.ForgotPasswordPage)),
  },
  {
    path: 'reset-password',
    title: 'Choose a new password',
    Page: lazyPage(() => import('./reset-password-page').then((m) => m.ResetPasswordPage)),
  },
];
