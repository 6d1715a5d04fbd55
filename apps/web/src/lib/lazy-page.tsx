import { type ComponentType, type FunctionComponent, use } from 'react';

/** A page component; a lazily loaded one can be fetched ahead (`preload`), before it is first drawn. */
export type PageComponent<P = object> = FunctionComponent<P> & { preload?: () => Promise<unknown> };

/** A promise that says whether it has settled, which React's `use` reads without waiting. */
type Tracked<T> = Promise<T> & { status?: string; value?: T };

/**
 * A page in its own chunk, fetched the first time it is drawn (suspending to the nearest Suspense boundary) or
 * earlier through `preload`. Once loaded it draws at once: the browser preloads the page the server drew before
 * taking it over, so the take-over never waits. A failed download is tried again on the next draw.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): PageComponent<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: Tracked<ComponentType<P>> = load();
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        () => {
          loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function LazyPage(props: P) {
    const Page = use(preload() as Promise<ComponentType<P>>);
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}
