import { MSG } from '@hotel/shared/messages';
import { PAYMENT_MSG } from '@hotel/shared/schemas/payments';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { confirmBilling } from './api/confirm-billing';
import { createPaymentIntent } from './api/create-payment-intent';
import { CardDeclinedError, type ConfirmCard, type PayTarget } from './pay-target';

/**
 * The payment flow of spec §4: an intent for the bill × 100, the provider confirms the card, then the
 * server confirms the bill (after asking the provider itself). On success the list reloads, the modal
 * closes and the toast says so; any failure is shown inline, in the provider's or the server's words.
 */
export function usePayBooking(target: PayTarget, onPaid: () => void, refresh: readonly QueryKey[]) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(
    () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client, refresh],
  );

  const pay = useCallback(
    async (confirmCard: ConfirmCard) => {
      setBusy(true);
      setError(null);
      try {
        const clientSecret = await createPaymentIntent(target.bookingId, Math.round(target.amount * 100));
        await confirmCard(clientSecret);
        await confirmBilling(target.bookingId, target.amount);
        await reload();
        notify.success(MSG.paymentSuccess);
        onPaid();
      } catch (err) {
        setError(err instanceof CardDeclinedError ? err.message : errorMessage(err, PAYMENT_MSG.paymentFailed));
        // The bill may have changed meanwhile (paid in another tab, cancelled): show the truth.
        void reload();
      } finally {
        setBusy(false);
      }
    },
    [reload, onPaid, target.amount, target.bookingId],
  );

  return { pay, busy, error, clearError: () => setError(null) };
}
