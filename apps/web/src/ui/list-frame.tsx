import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { Button } from './button';
import { Empty } from './empty';
import { LoadingBlock } from './skeleton';

const FRAMED_SKELETON = 'rounded-xl border border-line bg-surface p-6';

export interface ListFrameProps {
  /** The list's query: loading, its failure and a way to ask again. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The failure's title ("Failed to load bookings"). */
  failedMessage: string;
  /** Said under the title when the failure carries no message of its own. */
  failedFallback?: string;
  /** The loading region's name. */
  loadingLabel?: string;
  /** The loading skeleton's classes (by default a bordered box like the table's). */
  loadingClassName?: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** The states around a list: loading skeleton, a failure with a retry, the empty state, or the table. */
export function ListFrame({
  query,
  failedMessage,
  failedFallback = 'The list could not be loaded.',
  loadingLabel = 'Loading',
  loadingClassName = FRAMED_SKELETON,
  isEmpty,
  empty,
  children,
}: ListFrameProps) {
  if (query.isPending) return <LoadingBlock label={loadingLabel} lines={6} className={loadingClassName} />;
  if (query.error)
    return (
      <Empty
        title={failedMessage}
        description={errorMessage(query.error, failedFallback)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
