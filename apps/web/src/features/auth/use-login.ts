import { type LoginBody, type SessionUser, userAnswer } from '@hotel/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/auth/login → the logged-in user. */
export async function login(body: LoginBody): Promise<SessionUser> {
  return userAnswer.parse(await api.post('/api/auth/login', body)).user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
