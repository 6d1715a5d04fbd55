import { type AuditListAnswer, type AuditListQuery, auditListAnswer } from '@hotel/shared/schemas/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/audit: the staff activity log, newest first. */
export async function getAudit(params: AuditListQuery): Promise<AuditListAnswer> {
  return auditListAnswer.parse(await api.get('/api/audit', { query: { ...params } }));
}

export const auditQuery = (params: AuditListQuery) =>
  queryOptions({
    queryKey: ['audit', params] as const,
    queryFn: () => getAudit(params),
    placeholderData: keepPreviousData,
  });

export function useAudit(params: AuditListQuery) {
  return useQuery(auditQuery(params));
}
