import type { LoginBody, SessionUser } from '@hotel/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/auth/login → the logged-in user. */
export async function login(body: LoginBody): Promise<SessionUser> {
  const [answer, { userAnswer }] = await Promise.all([
    api.post('/api/auth/login', body),
    import('@hotel/shared/schemas/auth'),
  ]);
  return userAnswer.parse(answer).user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
