import type { FormEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';
import { useLightForm } from './use-light-form';

/**
 * The hook's state lives in React's useRef and useState only, so a few lines stand in for React here: each render
 * gets back the cells of the one before, in call order. The controls are plain objects with a value and a focus.
 */
const react = vi.hoisted(() => {
  let cells: unknown[] = [];
  let next = 0;
  const cell = <T>(create: () => T): T => {
    const i = next++;
    if (!(i in cells)) cells[i] = create();
    return cells[i] as T;
  };
  return {
    mount: () => {
      cells = [];
      next = 0;
    },
    render: () => {
      next = 0;
    },
    useRef: <T>(initial: T) => cell(() => ({ current: initial })),
    useState: <T>(initial: T) => {
      const state = cell(() => {
        const s: { value: T; set: (update: T | ((current: T) => T)) => void } = {
          value: initial,
          set: (update) => {
            s.value = typeof update === 'function' ? (update as (current: T) => T)(s.value) : update;
          },
        };
        return s;
      });
      return [state.value, state.set] as const;
    },
  };
});

vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  useRef: react.useRef,
  useState: react.useState,
}));

const schema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  password: z.string().min(8, 'Use at least 8 characters'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

interface FakeControl {
  value: string;
  focus: ReturnType<typeof vi.fn>;
}

/** The sign-in form: the hook as a component uses it, with its two fields drawn in order. */
function signInForm(
  options: { defaults?: Input; drawn?: Partial<Input>; resolver?: Resolver<Input, unknown, Output> } = {},
) {
  const resolver: Resolver<Input, unknown, Output> = options.resolver ?? lazyZodResolver(async () => schema);
  const defaultValues = options.defaults ?? { email: '', password: '' };
  const controls: Record<keyof Input, FakeControl> = {
    email: { value: options.drawn?.email ?? '', focus: vi.fn() },
    password: { value: options.drawn?.password ?? '', focus: vi.fn() },
  };
  react.mount();
  const render = () => {
    react.render();
    return useLightForm<Input, unknown, Output>({ resolver, defaultValues });
  };
  const first = render();
  for (const name of ['email', 'password'] as const) {
    first.register(name).ref(controls[name] as unknown as HTMLInputElement);
  }
  const event = { preventDefault: vi.fn() } as unknown as FormEvent & { preventDefault: ReturnType<typeof vi.fn> };
  return {
    controls,
    render,
    errors: () => render().formState.errors,
    type: async (name: keyof Input, value: string) => {
      controls[name].value = value;
      await render().register(name).onChange();
    },
    submit: async (onValid: (values: Output) => unknown = () => undefined) => {
      await render().handleSubmit(onValid)(event);
      return event;
    },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('useLightForm', () => {
  it('shows every field in error on submit, focuses the first one in the form, and sends nothing', async () => {
    const form = signInForm();
    form.controls.email.value = 'not-an-email';
    form.controls.password.value = 'short';
    const onValid = vi.fn();
    const event = await form.submit(onValid);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
    expect(form.errors().email?.message).toBe('Enter a valid email address');
    expect(form.errors().password?.message).toBe('Use at least 8 characters');
    expect(form.controls.email.focus).toHaveBeenCalledOnce();
    expect(form.controls.password.focus).not.toHaveBeenCalled();
    expect(form.render().formState.isSubmitting).toBe(false);
  });

  it('focuses the field in error even when it is not the first field', async () => {
    const form = signInForm();
    form.controls.email.value = 'ada@example.com';
    await form.submit();
    expect(form.errors().email).toBeUndefined();
    expect(form.errors().password?.message).toBe('Use at least 8 characters');
    expect(form.controls.password.focus).toHaveBeenCalledOnce();
    expect(form.controls.email.focus).not.toHaveBeenCalled();
  });

  it('sends the checked values, as the rules shape them, and is busy meanwhile', async () => {
    const form = signInForm();
    form.controls.email.value = '  Ada@Example.com ';
    form.controls.password.value = 'correct horse';
    let busy: boolean | undefined;
    const onValid = vi.fn(() => {
      busy = form.render().formState.isSubmitting;
    });
    await form.submit(onValid);
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    expect(busy).toBe(true);
    expect(form.render().formState.isSubmitting).toBe(false);
    expect(form.errors()).toEqual({});
  });

  it('does not check a field as it is typed in before the first submit', async () => {
    const form = signInForm();
    await form.type('email', 'a');
    expect(form.errors()).toEqual({});
  });

  it('checks a field again as it changes after a submit: fixing one clears its error only', async () => {
    const form = signInForm();
    await form.submit();
    expect(Object.keys(form.errors()).sort()).toEqual(['email', 'password']);

    await form.type('email', 'ada@example.com');
    expect(form.errors().email).toBeUndefined();
    expect(form.errors().password?.message).toBe('Use at least 8 characters');

    await form.type('email', 'ada@');
    expect(form.errors().email?.message).toBe('Enter a valid email address');
  });

  it('keeps text typed in a field the server drew, and fills the defaults into empty ones', () => {
    const form = signInForm({
      defaults: { email: 'saved@example.com', password: '' },
      drawn: { email: 'typed@example.com' },
    });
    expect(form.controls.email.value).toBe('typed@example.com');

    const empty = signInForm({ defaults: { email: 'saved@example.com', password: '' } });
    expect(empty.controls.email.value).toBe('saved@example.com');
    expect(empty.controls.password.value).toBe('');
  });

  it("shows the server's message on a field, and focuses it when asked", () => {
    const form = signInForm();
    form.render().setError('email', { message: 'This e-mail is already registered' }, { shouldFocus: true });
    expect(form.errors().email).toEqual({ type: 'server', message: 'This e-mail is already registered' });
    expect(form.controls.email.focus).toHaveBeenCalledOnce();
    form.render().setError('password', { message: 'Too weak' });
    expect(form.controls.password.focus).not.toHaveBeenCalled();
  });

  it('fills fields in (the demo accounts) without checking them, and sends what was filled in', async () => {
    const form = signInForm();
    form.render().setValue('email', 'admin@aurelia.example', { shouldValidate: false });
    form.render().setValue('password', 'demo-password');
    expect(form.errors()).toEqual({});
    const onValid = vi.fn();
    await form.submit(onValid);
    expect(onValid).toHaveBeenCalledWith({ email: 'admin@aurelia.example', password: 'demo-password' });
  });

  it('empties the fields and the errors on reset, and stops checking as they change', async () => {
    const form = signInForm();
    form.controls.email.value = 'bad';
    await form.submit();
    form.render().reset({ email: '', password: '' });
    expect(form.controls.email.value).toBe('');
    expect(form.errors()).toEqual({});
    await form.type('email', 'still bad');
    expect(form.errors()).toEqual({});
  });

  it('reads a field that left the page as its default value', async () => {
    const form = signInForm({ defaults: { email: 'saved@example.com', password: 'correct horse' } });
    form.render().register('password').ref(null);
    form.controls.password.value = 'short';
    const onValid = vi.fn();
    await form.submit(onValid);
    expect(onValid).toHaveBeenCalledWith({ email: 'saved@example.com', password: 'correct horse' });
  });

  it('sends nothing and focuses nothing when the rules cannot be downloaded', async () => {
    const offline = vi.fn(async () => ({
      values: {},
      errors: { root: { type: 'network', message: 'Unable to reach the hotel.' } },
    }));
    const form = signInForm({ resolver: offline as unknown as Resolver<Input, unknown, Output> });
    form.controls.email.value = 'ada@example.com';
    form.controls.password.value = 'correct horse';
    const onValid = vi.fn();
    await form.submit(onValid);
    expect(onValid).not.toHaveBeenCalled();
    expect(form.errors().root?.message).toBe('Unable to reach the hotel.');
    expect(form.controls.email.focus).not.toHaveBeenCalled();
    expect(form.controls.password.focus).not.toHaveBeenCalled();
  });
});
