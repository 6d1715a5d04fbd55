import type { LoginBody } from '@hotel/shared/schemas/auth';
import type { LoginAnswer } from '@hotel/shared/schemas/mfa';
import { api } from '@/lib/api';
import { useAction } from '@/lib/use-action';

/** POST /api/auth/login → the signed-in user, or (staff with a second factor) the step that comes next. */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  const [answer, { loginAnswer }] = await Promise.all([
    api.post('/api/auth/login', body),
    import('@hotel/shared/schemas/mfa'),
  ]);
  return loginAnswer.parse(answer);
}

export function useLogin() {
  return useAction(login);
}
