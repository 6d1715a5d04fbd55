import {
  type ChargeItemBody,
  type ChargeItemPatch,
  chargeItemDto,
  chargeItemsAnswer,
  type FolioAdjustmentBody,
  type FolioChargeBody,
  folioAnswer,
} from '@hotel/shared/schemas/folio';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

// Under "billings", so that a change another desk makes to the stay's money refreshes an open folio too.
export const folioKeys = {
  folio: (bookingId: string) => ['billings', 'folio', bookingId] as const,
  items: (all: boolean) => ['billings', 'charge-items', all] as const,
};

const postedAnswer = z.object({ message: z.string(), folio: folioAnswer });
const itemAnswer = z.object({ message: z.string(), item: chargeItemDto });
const bookingPath = (id: string, what: string) => `/api/bookings/${encodeURIComponent(id)}/${what}`;

/** GET /api/bookings/:id/folio: every line of the stay and its balance. */
export function useFolio(bookingId: string | null) {
  return useQuery({
    queryKey: folioKeys.folio(bookingId ?? ''),
    queryFn: async () => folioAnswer.parse(await api.get(bookingPath(bookingId!, 'folio'))),
    enabled: bookingId !== null,
  });
}

/** The stay's money moved: its folio, the desk's cards, the bills and the figures show it. */
function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      ['billings', 'bookings', 'front-desk', 'dashboard'].map((root) => client.invalidateQueries({ queryKey: [root] })),
    );
}

export function usePostCharge(bookingId: string) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (body: FolioChargeBody) =>
      postedAnswer.parse(await api.post(bookingPath(bookingId, 'charges'), body)),
    onSuccess: refresh,
  });
}

export function usePostAdjustment(bookingId: string) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (body: FolioAdjustmentBody) =>
      postedAnswer.parse(await api.post(bookingPath(bookingId, 'adjustments'), body)),
    onSuccess: refresh,
  });
}

/** GET /api/charge-items: what the desk can charge; `all` includes retired items (the admin's list). */
export function useChargeItems(all = false) {
  return useQuery({
    queryKey: folioKeys.items(all),
    queryFn: async () => chargeItemsAnswer.parse(await api.get(`/api/charge-items${all ? '?all=true' : ''}`)).items,
  });
}

export function useSaveChargeItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id?: string; body: ChargeItemBody | ChargeItemPatch }) =>
      itemAnswer.parse(
        input.id
          ? await api.patch(`/api/charge-items/${encodeURIComponent(input.id)}`, input.body)
          : await api.post('/api/charge-items', input.body),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['billings', 'charge-items'] }),
  });
}
