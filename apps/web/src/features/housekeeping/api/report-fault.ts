import { type FaultAnswer, type FaultBody, faultAnswer } from '@hotel/shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { LIVE_KEYS } from '@/lib/use-live-updates';

export interface FaultReport extends FaultBody {
  /** A photo of the fault, sent with the fields as a form. */
  photo?: File | null;
}

/** POST /api/tasks/faults: opens a maintenance task for the managers, and may take the room off sale. */
export async function reportFault({ photo, ...body }: FaultReport): Promise<FaultAnswer> {
  if (!photo) return faultAnswer.parse(await api.post('/api/tasks/faults', body));
  const form = new FormData();
  form.append('roomId', body.roomId);
  form.append('description', body.description);
  form.append('priority', body.priority);
  form.append('takeOffSale', String(body.takeOffSale));
  form.append('photo', photo);
  return faultAnswer.parse(await api.post('/api/tasks/faults', form));
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
