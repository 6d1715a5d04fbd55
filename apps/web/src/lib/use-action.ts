import { useCallback, useState } from 'react';

/**
 * A call to the server from a public form (sign in, register, password reset) and whether it is under way: what
 * those forms used of TanStack Query's useMutation (mutations are never retried here), without downloading the
 * query library on pages whose first load does not carry it (lib/page-data.ts).
 */
export function useAction<TArgs, TResult>(action: (args: TArgs) => Promise<TResult>) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (args: TArgs): Promise<TResult> => {
      setPending(true);
      try {
        return await action(args);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { mutateAsync, isPending };
}
