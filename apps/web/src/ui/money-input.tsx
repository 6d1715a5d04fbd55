import { Input, type InputProps } from './input';

/** A dollar amount: the number keyboard on phones, cents allowed, nothing below zero. */
export function MoneyInput(props: Omit<InputProps, 'type' | 'inputMode' | 'min' | 'step'>) {
  return <Input type="number" inputMode="decimal" min="0" step="0.01" {...props} />;
}
