import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { LoadingBlock } from '@/ui/skeleton';

/** The states around a list: loading skeleton, a failure with a retry, the empty state, or the table. */
export function ListFrame({
  isLoading,
  error,
  failedMessage,
  onRetry,
  isEmpty,
  empty,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  failedMessage: string;
  onRetry: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (isLoading)
    return <LoadingBlock label="Loading" lines={6} className="rounded-xl border border-line bg-surface p-6" />;
  if (error)
    return (
      <Empty
        title={failedMessage}
        description={errorMessage(error, 'The list could not be loaded.')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
