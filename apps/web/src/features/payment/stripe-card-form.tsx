import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { FieldError } from '@/ui/field';
import { LoadingBlock } from '@/ui/skeleton';
import { CardDeclinedError, type CardFormProps } from './pay-target';

// Stripe.js is fetched the first time a payment modal opens, and once per publishable key.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    // Offline or blocked: resolve to null and say so, rather than wait for ever.
    promise = loadStripe(key).catch(() => null);
    loaded.set(key, promise);
  }
  return promise;
};

/** The card field's colours follow the page's theme (its iframe cannot read our CSS). */
function cardOptions(): StripeCardElementOptions {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    hidePostalCode: true,
    style: {
      base: {
        color: token('--ink', '#1b1a18'),
        iconColor: token('--gold-ink', '#8a6516'),
        fontSize: '16px',
        fontFamily: 'Inter, system-ui, sans-serif',
        '::placeholder': { color: token('--ink-muted', '#5c554b') },
      },
      invalid: { color: token('--danger-ink', '#b3261e'), iconColor: token('--danger-ink', '#b3261e') },
    },
  };
}

function StripeCardFields({ formId, busy, error, onPay, onEdit }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const ids = useId();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const options = useMemo(cardOptions, []);
  const shown = fieldError ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    onPay(async (clientSecret) => {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw new CardDeclinedError(result.error.message ?? 'Your card was declined.');
    });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset aria-describedby={shown ? `${ids}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">Card details</legend>
        <div className="rounded-md border border-line-strong bg-surface px-3.5 py-3.5 transition-colors duration-150 focus-within:border-gold-ink focus-within:outline-2 focus-within:outline-focus">
          {stripe ? (
            <CardElement
              options={options}
              onChange={(event) => {
                setFieldError(event.error?.message ?? null);
                onEdit();
              }}
            />
          ) : (
            <LoadingBlock label="Loading the secure card field" lines={1} />
          )}
        </div>
      </fieldset>
      <div aria-live="assertive" className="mt-2 min-h-6">
        {shown && <FieldError id={`${ids}-error`}>{shown}</FieldError>}
      </div>
      <p className="mt-1 flex items-start gap-1.5 text-xs text-ink-muted">
        <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>Your card is handled by Stripe and never reaches our servers.</span>
      </p>
    </form>
  );
}

/** Stripe Elements' card field; this module (and Stripe.js) loads only inside the payment modal. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, ...form } = props;
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((stripe) => {
      if (live && !stripe) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [publishableKey]);
  if (unavailable) {
    return (
      <div role="alert">
        <FieldError>The secure card form could not be loaded. Please check your connection and try again.</FieldError>
      </div>
    );
  }
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...form} />
    </Elements>
  );
}
