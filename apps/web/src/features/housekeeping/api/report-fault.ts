import { type FaultAnswer, type FaultBody, faultAnswer } from '@hotel/shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LIVE_KEYS } from '@/lib/use-live-updates';

/** POST /api/tasks/faults: opens a maintenance task for the managers, and may take the room off sale. */
export async function reportFault(body: FaultBody): Promise<FaultAnswer> {
  return faultAnswer.parse(await api.post('/api/tasks/faults', body));
}

export function useReportFault() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportFault,
    onSettled: () =>
      Promise.all(
        [LIVE_KEYS.tasks, LIVE_KEYS.frontDesk, LIVE_KEYS.rooms].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
