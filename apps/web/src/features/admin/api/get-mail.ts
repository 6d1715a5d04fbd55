import {
  type MailDetailAnswer,
  type MailListAnswer,
  type MailListQuery,
  mailDetailAnswer,
  mailListAnswer,
} from '@hotel/shared/schemas/mail';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/mail: what the hotel e-mailed, newest first. */
export async function getMail(params: MailListQuery): Promise<MailListAnswer> {
  return mailListAnswer.parse(await api.get('/api/mail', { query: { ...params } }));
}

/** GET /api/mail/:id: one message with its HTML and plain text. */
export async function getMailMessage(id: string): Promise<MailDetailAnswer> {
  return mailDetailAnswer.parse(await api.get(`/api/mail/${encodeURIComponent(id)}`));
}

export const mailQuery = (params: MailListQuery) =>
  queryOptions({
    queryKey: ['mail', params] as const,
    queryFn: () => getMail(params),
    placeholderData: keepPreviousData,
  });

export function useMail(params: MailListQuery) {
  return useQuery(mailQuery(params));
}

export function useMailMessage(id: string | null) {
  return useQuery({
    queryKey: ['mail', 'message', id] as const,
    queryFn: () => getMailMessage(id!),
    enabled: id !== null,
  });
}
