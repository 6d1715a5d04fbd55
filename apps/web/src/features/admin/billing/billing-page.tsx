import { BILLING_STATUS_FILTERS, type BillingDto, type BillingListQuery } from '@hotel/shared/schemas/billing';
import { Eye, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { Pagination } from '@/ui/pagination';
import { Segmented } from '@/ui/segmented';
import { LoadingBlock } from '@/ui/skeleton';
import { type SortDirection, SortHeader } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useBillings } from '../api/get-billings';
import { BillingDetailsModal } from './billing-details-modal';

type StatusFilter = (typeof BILLING_STATUS_FILTERS)[number];
const FILTER_OPTIONS = BILLING_STATUS_FILTERS.map((s) => ({ value: s, label: humanize(s) }));

/** Billing (spec §2, admin): bills with the status filter (all, pending, confirmed, failed) and a details modal. */
export function BillingPage() {
  useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const status = (BILLING_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StatusFilter)
    : 'all';
  const sort = params.get('sort') ?? 'createdAt';
  const order = (params.get('order') as SortDirection | null) ?? 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: BillingListQuery = { status, sort: sort as BillingListQuery['sort'], order, page };
  const billings = useBillings(query);
  const [viewing, setViewing] = useState<BillingDto | null>(null);

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  const toggleSort = (column: string) =>
    set({ sort: column, order: column === sort && order === 'asc' ? 'desc' : 'asc', page: undefined });
  const summary = billings.data?.summary;
  const rows = billings.data?.billings ?? [];
  const header = (column: string, label: string) => (
    <SortHeader column={column} sort={sort} order={order} onSort={toggleSort}>
      {label}
    </SortHeader>
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Billing totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Collected (confirmed)"
          value={summary ? formatMoney(summary.confirmed) : '—'}
          note="The overview's “Collected to date”"
        />
        <StatCard label="Pending" value={summary ? formatMoney(summary.pending) : '—'} note="Awaiting payment" />
        <StatCard label="Failed" value={summary ? formatMoney(summary.failed) : '—'} note="Declined payments" />
        <StatCard
          label="Refunds due"
          value={summary ? formatMoney(summary.refundDue) : '—'}
          note="Owed back after cancellations"
        />
      </section>

      <section aria-labelledby="billings-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="billings-title" className="text-xl">
            Bills
          </h2>
          <Segmented
            label="Status"
            options={FILTER_OPTIONS}
            value={status}
            onChange={(v) => set({ status: v === 'all' ? undefined : v, page: undefined })}
          />
        </div>
        {billings.isPending ? (
          <LoadingBlock label="Loading bills" lines={6} className="rounded-xl border border-line bg-surface p-6" />
        ) : billings.isError ? (
          <Empty
            title="Failed to fetch billings"
            description={errorMessage(billings.error, 'The bills could not be loaded.')}
            action={
              <Button variant="secondary" onClick={() => void billings.refetch()}>
                Try again
              </Button>
            }
          />
        ) : rows.length === 0 ? (
          <Empty
            icon={<Receipt className="size-6" />}
            title="No bills found"
            description={status === 'all' ? 'Bills appear with bookings.' : `No ${status} bills.`}
          />
        ) : (
          <>
            <Table caption={`Bills${status === 'all' ? '' : ` (${status})`}`}>
              <thead>
                <tr>
                  {header('guest', 'Guest')}
                  <th scope="col">Room</th>
                  <th scope="col">Stay</th>
                  {header('amount', 'Amount')}
                  {header('status', 'Status')}
                  <th scope="col">Method</th>
                  {header('createdAt', 'Created')}
                  <th scope="col" className="relative">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((b) => (
                  <tr key={b._id}>
                    <td>
                      <span className="block font-medium whitespace-nowrap">{b.booking.guest.name}</span>
                      <span className="block text-xs text-ink-muted">{b.booking.guest.email}</span>
                    </td>
                    <td className="whitespace-nowrap">{b.booking.room.roomNumber}</td>
                    <td className="whitespace-nowrap tabular-nums">
                      {formatDate(b.booking.checkInDate)} → {formatDate(b.booking.checkOutDate)}
                    </td>
                    <td className="tabular-nums">{formatMoney(b.amount)}</td>
                    <td>
                      <StatusBadge status={b.status} />
                    </td>
                    <td>{b.paymentMethod ? humanize(b.paymentMethod) : '—'}</td>
                    <td className="whitespace-nowrap tabular-nums">{formatDate(b.createdAt)}</td>
                    <td className="text-right">
                      <IconButton
                        size="sm"
                        aria-label={`Details of ${b.booking.guest.name}'s bill for room ${b.booking.room.roomNumber}`}
                        icon={<Eye className="size-4" />}
                        onClick={() => setViewing(b)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {billings.data && (
              <Pagination
                page={billings.data.page}
                limit={billings.data.limit}
                total={billings.data.total}
                onPage={(p) => set({ page: p > 1 ? String(p) : undefined })}
                noun="bills"
              />
            )}
          </>
        )}
      </section>
      <BillingDetailsModal billing={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
