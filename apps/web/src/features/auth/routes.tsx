import { lazyPage } from '@/lib/lazy-page';
import type { AppRoute } from '@/lib/routing';

/** /login and /register (spec §2). The router wraps them in RedirectIfAuthed. Own chunk (forms). */
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
];
