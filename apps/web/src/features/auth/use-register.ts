import { messageAnswer, type RegisterBody } from '@hotel/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/guest/register → { message }. */
export async function registerGuest(body: RegisterBody): Promise<string> {
  return messageAnswer.parse(await api.post('/api/guest/register', body)).message;
}

export function useRegister() {
  return useMutation({ mutationFn: registerGuest });
}
