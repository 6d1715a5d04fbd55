import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import type { z } from 'zod';
import { NETWORK_ERROR_MESSAGE } from './api';
import { notify } from './toast';

export type LazyResolver<S extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<S>, unknown, z.output<S>> & {
  /** Start downloading the schema now (the form calls this when the visitor reaches it). */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a zod schema that is downloaded on first use, so that zod and the
 * schemas stay out of a public page's first load. Validation itself is unchanged (zodResolver).
 * If the download fails, the form is not submitted, the visitor is told, and the next try downloads again.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): LazyResolver<S> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Loaded,
    );
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  const resolver: Loaded = async (values, context, options) => {
    let resolve: Loaded;
    try {
      resolve = await load();
    } catch {
      notify.error(NETWORK_ERROR_MESSAGE);
      const errors = { root: { type: 'network', message: NETWORK_ERROR_MESSAGE } } as FieldErrors<z.input<S>>;
      return { values: {}, errors } satisfies ResolverError<z.input<S>>;
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
