import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { PAYMENT_MSG } from '@hotel/shared/schemas/payments';
import { CalendarCheck, RotateCw, Star, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { Container } from '@/ui/page-intro';
import { LoadingBlock, Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { PaymentModal } from '../payment';
import { useGuestBookings } from './api/get-guest-bookings';
import { useMyReviews } from './api/get-my-reviews';
import { guestKeys } from './api/keys';
import type { BookingActions } from './booking-card';
import { BookingsTab } from './bookings-tab';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { OverviewTab } from './overview-tab';
import { toPayTarget } from './pay-target';
import { ProfileTab } from './profile-tab';
import { ReviewDialog } from './review-dialog';
import { ReviewsTab } from './reviews-tab';

/** A payment changes the guest's bookings and bills. */
const PAID_REFRESH = [guestKeys.bookings];

const TABS = ['overview', 'bookings', 'reviews', 'profile'] as const;
type TabId = (typeof TABS)[number];
const isTab = (value: string | null): value is TabId => (TABS as readonly (string | null)[]).includes(value);

type Dialog =
  | { kind: 'pay'; booking: DashboardBookingDto }
  | { kind: 'cancel'; booking: DashboardBookingDto }
  | { kind: 'review'; booking: DashboardBookingDto };

/** /dashboard/guest (spec §2 'Guest Dashboard'): the guest's figures, stays, payments, reviews and profile. */
export function GuestDashboardPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TabId = isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'overview';
  const bookings = useGuestBookings();
  const reviews = useMyReviews();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    if (bookings.isError) notify.error(PAYMENT_MSG.fetchBillingsFailed);
  }, [bookings.isError]);

  const reviewList = reviews.data?.reviews ?? [];
  const reviewedIds = useMemo(
    () => new Set(reviewList.map((r) => r.bookingId).filter((id): id is string => Boolean(id))),
    [reviewList],
  );
  const bookingList = bookings.data?.bookings ?? [];
  const toReview = bookingList.filter((b) => b.status === 'checked-out' && !reviewedIds.has(b._id));

  const actions: BookingActions = {
    onPay: (booking) => setDialog({ kind: 'pay', booking }),
    onCancel: (booking) => setDialog({ kind: 'cancel', booking }),
    onReview: (booking) => setDialog({ kind: 'review', booking }),
  };
  const close = () => setDialog(null);

  const needsBookings = (content: ReactNode) =>
    bookings.data ? (
      content
    ) : bookings.isError ? (
      <Empty
        title={PAYMENT_MSG.fetchBillingsFailed}
        description="Your bookings could not be loaded just now."
        action={
          <Button
            variant="secondary"
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => bookings.refetch()}
          >
            Try again
          </Button>
        }
      />
    ) : (
      <LoadingBlock label="Loading your bookings" lines={5} />
    );

  const stat = (value: ReactNode, ready: boolean) => (ready ? value : <Skeleton className="mt-2 h-8 w-16" />);

  return (
    <>
      <div className="border-b border-line bg-surface-muted/40">
        <Container className="py-10 sm:py-14">
          <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">Your stays</p>
          <h1 className="mt-3 text-4xl sm:text-5xl">Guest Dashboard</h1>
          {user && <p className="mt-3 text-lg text-ink-muted">Welcome, {user.name}</p>}
          <div className="mt-8 grid gap-4 sm:grid-cols-3">
            <StatCard
              label="Total Bookings"
              value={stat(bookings.data?.totalBookings ?? 0, Boolean(bookings.data))}
              icon={<CalendarCheck className="size-5" />}
            />
            <StatCard
              label="Total Spent"
              value={stat(formatMoney(bookings.data?.totalAmountSpent ?? 0), Boolean(bookings.data))}
              icon={<Wallet className="size-5" />}
              note="Confirmed payments"
            />
            <StatCard
              label="Reviews Given"
              value={stat(reviewList.length, Boolean(reviews.data))}
              icon={<Star className="size-5" />}
            />
          </div>
        </Container>
      </div>

      <Container className="py-8 sm:py-10">
        <Tabs
          label="Guest dashboard sections"
          value={tab}
          onChange={(id) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (id === 'overview') next.delete('tab');
                else next.set('tab', id);
                return next;
              },
              { replace: true },
            )
          }
          items={[
            {
              id: 'overview',
              label: 'Overview',
              content: needsBookings(
                <OverviewTab bookings={bookingList} reviews={reviewList} reviewedIds={reviewedIds} actions={actions} />,
              ),
            },
            {
              id: 'bookings',
              label: 'My Bookings',
              content: needsBookings(
                <BookingsTab bookings={bookingList} reviewedIds={reviewedIds} actions={actions} />,
              ),
            },
            {
              id: 'reviews',
              label: 'My Reviews',
              content: reviews.data ? (
                <ReviewsTab reviews={reviewList} toReview={toReview} onReview={actions.onReview} />
              ) : (
                <LoadingBlock label="Loading your reviews" lines={4} />
              ),
            },
            { id: 'profile', label: 'Profile', content: <ProfileTab /> },
          ]}
        />
      </Container>

      {dialog?.kind === 'pay' && (
        <PaymentModal target={toPayTarget(dialog.booking)} onClose={close} refresh={PAID_REFRESH} />
      )}
      {dialog?.kind === 'cancel' && <CancelBookingDialog booking={dialog.booking} onClose={close} />}
      {dialog?.kind === 'review' && <ReviewDialog booking={dialog.booking} onClose={close} />}
    </>
  );
}
