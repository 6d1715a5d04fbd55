import type { RouteObject } from 'react-router';

/** /login and /register (spec §2). The router wraps them in RedirectIfAuthed. Own chunk (forms). */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { title: 'Login' },
    lazy: () => import('./login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    handle: { title: 'Register' },
    lazy: () => import('./register-page').then((m) => ({ Component: m.RegisterPage })),
  },
];
