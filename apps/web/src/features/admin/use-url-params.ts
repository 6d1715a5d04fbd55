import { useSearchParams } from 'wouter';

/**
 * The address's search params and a setter taking several at once; an empty value removes its param, so the
 * address keeps only the filters in use.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (!v) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  return [params, set] as const;
}
