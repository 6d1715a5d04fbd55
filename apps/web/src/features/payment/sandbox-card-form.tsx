import { CARD_MSG } from '@hotel/shared/schemas/payments';
import { CreditCard, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from '@/ui/field';
import { confirmSandboxCard } from './api/confirm-sandbox-card';
import { cardDigits, formatCardNumber, formatExpiry, parseExpiry } from './card-format';
import type { CardFormProps } from './pay-target';

const inputClasses =
  'block w-full bg-transparent px-3.5 pt-1 pb-2.5 text-base text-ink placeholder:text-ink-muted/80 outline-none sm:text-sm';
const cellClasses =
  'relative flex flex-col focus-within:z-10 focus-within:outline-2 focus-within:outline-offset-[-2px] focus-within:outline-focus';
const labelClasses = 'px-3.5 pt-2 text-xs font-medium text-ink-muted';

/**
 * The sandbox's inline card field (number, expiry, security code), laid out like the hosted provider's
 * single card field but made of real labelled inputs. The card goes to the sandbox only, never anywhere else.
 */
export function SandboxCardForm({ formId, busy, error, onPay, onEdit }: CardFormProps) {
  const ids = useId();
  const errorId = `${ids}-error`;
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = localError ?? error;

  const edit = () => {
    setLocalError(null);
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const exp = parseExpiry(expiry);
    const problem =
      cardDigits(number).length < 13
        ? CARD_MSG.incompleteNumber
        : !exp
          ? CARD_MSG.incompleteExpiry
          : cvc.length < 3
            ? CARD_MSG.incompleteCvc
            : null;
    if (problem || !exp) {
      setLocalError(problem);
      return;
    }
    onPay((clientSecret) =>
      confirmSandboxCard({
        clientSecret,
        card: { number: cardDigits(number), expMonth: exp.month, expYear: exp.year, cvc },
      }),
    );
  };

  const describedBy = shown ? `${ids}-hint ${errorId}` : `${ids}-hint`;
  return (
    <form id={formId} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <fieldset disabled={busy}>
        <legend className="mb-2 text-sm font-medium text-ink">Card details</legend>
        <div
          className={cn(
            'overflow-hidden rounded-md border bg-surface transition-colors duration-150',
            shown ? 'border-danger-ink' : 'border-line-strong hover:border-gold-ink',
          )}
        >
          <div className={cellClasses}>
            <label htmlFor={`${ids}-number`} className={labelClasses}>
              Card number
            </label>
            {/* On the narrowest phones the card's icon gives way, so that all sixteen digits show. */}
            <div className="@container flex items-center">
              <input
                id={`${ids}-number`}
                name="cardnumber"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                maxLength={23}
                spellCheck={false}
                value={number}
                aria-invalid={Boolean(shown) || undefined}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setNumber(formatCardNumber(e.target.value));
                  edit();
                }}
                className={cn(inputClasses, 'font-mono tracking-wider')}
              />
              <CreditCard
                aria-hidden="true"
                className="mr-3.5 mb-2 hidden size-5 shrink-0 text-ink-muted @[16.5rem]:block"
              />
            </div>
          </div>
          <div className="grid grid-cols-2 border-t border-line">
            <div className={cn(cellClasses, 'border-r border-line')}>
              <label htmlFor={`${ids}-expiry`} className={labelClasses}>
                Expiry date
              </label>
              <input
                id={`${ids}-expiry`}
                name="exp-date"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                maxLength={7}
                value={expiry}
                aria-invalid={Boolean(shown) || undefined}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setExpiry(formatExpiry(e.target.value, expiry));
                  edit();
                }}
                className={cn(inputClasses, 'font-mono')}
              />
            </div>
            <div className={cellClasses}>
              <label htmlFor={`${ids}-cvc`} className={labelClasses}>
                Security code (CVC)
              </label>
              <input
                id={`${ids}-cvc`}
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                value={cvc}
                aria-invalid={Boolean(shown) || undefined}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setCvc(e.target.value.replace(/\D/g, '').slice(0, 4));
                  edit();
                }}
                className={cn(inputClasses, 'font-mono')}
              />
            </div>
          </div>
        </div>
      </fieldset>
      <div aria-live="assertive" className="mt-2 min-h-6">
        {shown && <FieldError id={errorId}>{shown}</FieldError>}
      </div>
      <p id={`${ids}-hint`} className="mt-1 flex items-start gap-1.5 text-xs text-ink-muted">
        <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          Sandbox test mode: pay with <span className="font-mono">4242 4242 4242 4242</span>, any future expiry date and
          any three-digit code. No real card is charged.
        </span>
      </p>
    </form>
  );
}
