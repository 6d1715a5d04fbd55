import type { ForgotPasswordBody, ResetPasswordBody } from '@hotel/shared/schemas/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

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
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
