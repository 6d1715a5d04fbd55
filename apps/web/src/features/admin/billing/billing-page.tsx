import { billBadge } from '@hotel/shared/booking-rules';
import { BILLING_STATUS_FILTERS, type BillingDto, type BillingListQuery } from '@hotel/shared/schemas/billing';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { StatCard } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { ListFrame } from '@/ui/list-frame';
import { AnswerPagination } from '@/ui/pagination';
import { ActionsHeader, RowActions } from '@/ui/row-actions';
import { SearchBox } from '@/ui/search-box';
import { Segmented } from '@/ui/segmented';
import { optionsFor } from '@/ui/select';
import { type SortDirection, sortableHeaders } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useBillings } from '../api/get-billings';
import { BillingDetailsModal } from './billing-details-modal';
import { ChargeItemsSection } from './charge-items-section';

type StatusFilter = (typeof BILLING_STATUS_FILTERS)[number];
const FILTER_OPTIONS = optionsFor(BILLING_STATUS_FILTERS);

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
  const q = params.get('q') ?? '';
  const query: BillingListQuery = { status, sort: sort as BillingListQuery['sort'], order, page, ...(q ? { q } : {}) };
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
  const header = sortableHeaders({ sort, order, toggleSort });
  // A new filter's bills arrive after it is chosen; until then the previous rows stay, and the caption says so.
  const caption = billings.isPlaceholderData ? 'Bills (updating)' : `Bills${status === 'all' ? '' : ` (${status})`}`;

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
          <SearchBox
            label="Search bills"
            placeholder="Search guest, room or reference"
            value={q}
            onSearch={(text) => set({ q: text || undefined, page: undefined })}
          />
          <Segmented
            label="Status"
            options={FILTER_OPTIONS}
            value={status}
            onChange={(v) => set({ status: v === 'all' ? undefined : v, page: undefined })}
          />
        </div>
        <ListFrame
          query={billings}
          loadingLabel="Loading bills"
          failedMessage="Failed to fetch billings"
          failedFallback="The bills could not be loaded."
          isEmpty={rows.length === 0}
          empty={
            <Empty
              icon={<Receipt className="size-6" />}
              title="No bills found"
              description={status === 'all' ? 'Bills appear with bookings.' : `No ${status} bills.`}
            />
          }
        >
          <Table caption={caption}>
            <thead>
              <tr>
                {header('guest', 'Guest')}
                <th scope="col">Room</th>
                <th scope="col">Stay</th>
                {header('amount', 'Amount')}
                {header('status', 'Status')}
                <th scope="col">Method</th>
                {header('createdAt', 'Created')}
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b._id}>
                  <td>
                    <span className="block font-medium whitespace-nowrap">{b.booking.guest.name}</span>
                    <span className="block text-xs text-ink-muted">{b.booking.guest.email}</span>
                    <span className="block font-mono text-xs text-ink-muted">{b.booking.reference}</span>
                  </td>
                  <td className="whitespace-nowrap">{b.booking.room.roomNumber}</td>
                  {/* On a narrow screen the departure goes under the arrival, rather than the list past its frame. */}
                  <td className="tabular-nums">
                    <span className="whitespace-nowrap">{formatDate(b.booking.checkInDate)} →</span>{' '}
                    <span className="whitespace-nowrap">{formatDate(b.booking.checkOutDate)}</span>
                  </td>
                  <td className="tabular-nums">{formatMoney(b.amount)}</td>
                  <td>
                    <StatusBadge status={billBadge(b, b.booking.status)} />
                  </td>
                  <td>{b.paymentMethod ? humanize(b.paymentMethod) : '—'}</td>
                  <td className="whitespace-nowrap tabular-nums">{formatDate(b.createdAt)}</td>
                  <td>
                    <RowActions
                      view={{
                        label: `Details of ${b.booking.guest.name}'s bill for room ${b.booking.room.roomNumber}`,
                        onClick: () => setViewing(b),
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <AnswerPagination
            answer={billings.data}
            onPage={(p) => set({ page: p > 1 ? String(p) : undefined })}
            noun="bills"
          />
        </ListFrame>
      </section>
      <ChargeItemsSection />
      <BillingDetailsModal billing={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
