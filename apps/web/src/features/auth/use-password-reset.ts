import type { ForgotPasswordBody, ResetPasswordBody } from '@hotel/shared/schemas/password-reset';
import { api } from '@/lib/api';
import { useAction } from '@/lib/use-action';

async function messageOf(answer: unknown): Promise<string> {
  const { messageAnswer } = await import('@hotel/shared/schemas/common');
  return messageAnswer.parse(answer).message;
}

/** POST /api/auth/forgot-password → { message } (the same for any address). */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  return messageOf(await api.post('/api/auth/forgot-password', body));
}

/** POST /api/auth/reset-password → { message }. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return messageOf(await api.post('/api/auth/reset-password', body));
}

export function useForgotPassword() {
  return useAction(requestPasswordReset);
}

export function useResetPassword() {
  return useAction(resetPassword);
}
