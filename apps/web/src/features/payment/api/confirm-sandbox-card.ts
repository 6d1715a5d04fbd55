import type { SandboxConfirmBody } from '@hotel/shared/schemas/payments';
import { api } from '@/lib/api';

/** POST /api/payments/sandbox/confirm: the sandbox's card confirmation (402 with the decline text). */
export async function confirmSandboxCard(body: SandboxConfirmBody): Promise<void> {
  await api.post('/api/payments/sandbox/confirm', body);
}
