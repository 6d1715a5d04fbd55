import type { RegisterBody } from '@hotel/shared/schemas/auth';
import { api } from '@/lib/api';
import { useAction } from '@/lib/use-action';

/** POST /api/guest/register → { message }. */
export async function registerGuest(body: RegisterBody): Promise<string> {
  const [answer, { messageAnswer }] = await Promise.all([
    api.post('/api/guest/register', body),
    import('@hotel/shared/schemas/common'),
  ]);
  return messageAnswer.parse(answer).message;
}

export function useRegister() {
  return useAction(registerGuest);
}
