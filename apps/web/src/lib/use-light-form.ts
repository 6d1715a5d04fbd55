import { type FormEvent, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A field's error as the forms read it (`errors.email?.message`); `root` is the form's own (a failed download). */
export type LightFormErrors<TInput> = Partial<Record<keyof TInput | 'root', { message?: string; type?: string }>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The part of react-hook-form's `useForm` that the public forms (sign in, register, password reset, contact) use,
 * in ~1 KB instead of react-hook-form's 13 KB on their first load. The fields are uncontrolled text controls, read
 * when the form is checked; the checking is the same resolver (lib/lazy-resolver.ts: zod, downloaded on first use),
 * and so are the messages. As with react-hook-form's defaults: checked on submit, the first field in error then
 * takes the focus, and after a submit a field is checked again as it changes. Text typed in a field the server
 * drew before the page was taken over is kept. The functions it returns are new on each render (not for effects' dependencies). Forms with other controls, watched values or field arrays
 * (the staff panels) use react-hook-form.
 */
export function useLightForm<TInput extends FieldValues, TContext = unknown, TOutput = TInput>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<TInput, TContext, TOutput>;
  defaultValues: TInput;
}) {
  type Name = keyof TInput & string;
  const controls = useRef(new Map<Name, Control>());
  const refs = useRef(new Map<Name, (control: Control | null) => void>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LightFormErrors<TInput>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const values = (): TInput => {
    const read: Record<string, unknown> = { ...defaultValues };
    for (const [name, control] of controls.current) read[name] = control.value;
    return read as TInput;
  };

  const check = async (): Promise<{ values: TOutput | undefined; errors: LightFormErrors<TInput> }> => {
    const answer = await resolver(values(), undefined, { fields: {}, shouldUseNativeValidation: false });
    const found = answer.errors as LightFormErrors<TInput>;
    if (Object.keys(found).length > 0) return { values: undefined, errors: found };
    return { values: answer.values as TOutput, errors: {} };
  };

  const focus = (name: string) => controls.current.get(name as Name)?.focus();

  /** Spread on a control: `{...register('email')}`. */
  const register = (name: Name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (control) => {
        if (!control) {
          controls.current.delete(name);
          return;
        }
        controls.current.set(name, control);
        const initial = defaultValues[name];
        if (control.value === '' && typeof initial === 'string' && initial) control.value = initial;
      };
      refs.current.set(name, ref);
    }
    const onChange = async () => {
      if (!submitted.current) return;
      const error = (await check()).errors[name];
      setErrors((current) =>
        current[name]?.message === error?.message ? current : { ...current, [name]: error ? { ...error } : undefined },
      );
    };
    return { name, ref, onChange };
  };

  const handleSubmit = (onValid: (values: TOutput) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await check();
      setErrors(result.errors);
      if (result.values === undefined) {
        const first = [...controls.current.keys()].find((name) => result.errors[name]);
        if (first) focus(first);
        return;
      }
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  const setError = (name: Name, error: { message: string }, options?: { shouldFocus?: boolean }) => {
    setErrors((current) => ({ ...current, [name]: { type: 'server', ...error } }));
    if (options?.shouldFocus) focus(name);
  };

  /** Fills a field in (react-hook-form's options are accepted: it is not checked until the next submit). */
  const setValue = (name: Name, value: string, _options?: object) => {
    const control = controls.current.get(name);
    if (control) control.value = value;
  };

  const reset = (next: TInput) => {
    for (const [name, control] of controls.current) control.value = String(next[name] ?? '');
    submitted.current = false;
    setErrors({});
  };

  return { register, handleSubmit, setError, setValue, reset, formState: { errors, isSubmitting } };
}
