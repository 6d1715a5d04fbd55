import type { RegisterBody } from '@hotel/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/guest/register → { message }. */
export async function registerGuest(body: RegisterBody): Promise<string> {
  const [answer, { messageAnswer }] = await Promise.all([
    api.post('/api/guest/register', body),
    import('@hotel/shared/schemas/common'),
  ]);
  return messageAnswer.parse(answer).message;
}

export function useRegister() {
  return useMutation({ mutationFn: registerGuest });
}
