import { PERIODS, type Period } from '@hotel/shared/constants';
import { PERIOD_LABELS } from '@hotel/shared/schemas/dashboard';
import { BedDouble, CalendarCheck, DollarSign, DoorOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { errorMessage } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { InfoTip } from '@/ui/info-tip';
import { MetricCard } from '@/ui/metric-card';
import { Segmented } from '@/ui/segmented';
import { Skeleton } from '@/ui/skeleton';
import { useMetrics } from '../api/get-metrics';
import { KPI_DEFINITIONS } from './kpi-definitions';
import { QuickActions } from './quick-actions';
import { RecentBookingsCard } from './recent-bookings-card';
import { RevenueChart } from './revenue-chart';
import { TasksCard } from './tasks-card';
import { TodaysGuestsCard } from './todays-guests-card';

const PERIOD_OPTIONS = PERIODS.map((p) => ({ value: p, label: p, description: PERIOD_LABELS[p] }));
const COMPARED: Record<Period, string> = {
  '7d': 'the previous 7 days',
  '30d': 'the previous 30 days',
  '90d': 'the previous 90 days',
  '1y': 'the previous year',
};

function loading(): ReactNode {
  return (
    <>
      <Skeleton className="inline-block h-8 w-24 align-middle" />
      <span className="sr-only">Loading</span>
    </>
  );
}

function Kpi({ label, value, definition }: { label: string; value: ReactNode; definition: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-surface-muted/60 px-4 py-3">
      <dt className="flex items-center gap-1 text-sm text-ink-muted">
        {label}
        <InfoTip label={`About ${label}`}>{definition}</InfoTip>
      </dt>
      <dd className="font-display text-2xl text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** The admin and manager overview (spec §2): real figures for the chosen period, and the day's work. */
export function OverviewPage() {
  useLiveUpdates();
  const { user } = useSession();
  const role = user?.role === 'admin' ? 'admin' : 'manager';
  const [params, setParams] = useSearchParams();
  const requested = params.get('period') as Period | null;
  const period: Period = requested && (PERIODS as readonly string[]).includes(requested) ? requested : '30d';
  const metrics = useMetrics(period);
  const m = metrics.data;

  const choosePeriod = (next: Period) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '30d') updated.delete('period');
        else updated.set('period', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {m ? `${PERIOD_LABELS[m.period]}: ${m.from} to ${m.to}` : PERIOD_LABELS[period]}
        </p>
        <Segmented label="Period" options={PERIOD_OPTIONS} value={period} onChange={choosePeriod} />
      </div>

      {metrics.isError ? (
        <Empty
          title="The figures could not be loaded"
          description={errorMessage(metrics.error, 'Please try again.')}
          action={
            <Button variant="secondary" onClick={() => void metrics.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <section
            aria-label="Key figures"
            aria-busy={metrics.isFetching || undefined}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
          >
            <MetricCard
              label="Total Revenue"
              value={m ? formatMoney(m.revenue) : loading()}
              icon={<DollarSign className="size-5" />}
              change={m?.changes.revenue}
              comparedWith={COMPARED[period]}
              definition={KPI_DEFINITIONS.revenue}
              footnote={m ? `Collected to date: ${formatMoney(m.collectedRevenue)}` : undefined}
            />
            <MetricCard
              label="Total Bookings"
              value={m ? m.bookings : loading()}
              icon={<CalendarCheck className="size-5" />}
              change={m?.changes.bookings}
              comparedWith={COMPARED[period]}
              definition={KPI_DEFINITIONS.bookings}
            />
            <MetricCard
              label="Active Guests"
              value={m ? m.activeGuests : loading()}
              icon={<BedDouble className="size-5" />}
              change={m?.changes.activeGuests}
              comparedWith={COMPARED[period]}
              definition={KPI_DEFINITIONS.activeGuests}
            />
            <MetricCard
              label="Available Rooms"
              value={m ? m.availableRooms : loading()}
              icon={<DoorOpen className="size-5" />}
              change={m?.changes.availableRooms}
              comparedWith={COMPARED[period]}
              definition={KPI_DEFINITIONS.availableRooms}
              footnote={m ? `of ${m.totalRooms} rooms` : undefined}
            />
          </section>

          <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
            <Card
              title="Revenue and occupancy"
              description={m ? `${m.series.length} ${period === '1y' ? 'weeks' : 'days'}` : undefined}
              headingLevel={2}
            >
              {m ? (
                <RevenueChart series={m.series} totalRooms={m.totalRooms} weekly={period === '1y'} />
              ) : (
                <Skeleton className="aspect-[3/1] w-full" />
              )}
            </Card>
            <Card title="Hotel KPIs" description="Rooms, rates and yield for the period." headingLevel={2}>
              <dl className="flex flex-col gap-3">
                <Kpi
                  label="Occupancy rate"
                  value={m ? `${m.occupancyRate}%` : loading()}
                  definition={KPI_DEFINITIONS.occupancy}
                />
                <Kpi label="ADR" value={m ? formatMoney(m.adr) : loading()} definition={KPI_DEFINITIONS.adr} />
                <Kpi label="RevPAR" value={m ? formatMoney(m.revpar) : loading()} definition={KPI_DEFINITIONS.revpar} />
              </dl>
            </Card>
          </div>
        </>
      )}

      <RecentBookingsCard role={role} />
      {/* grid-cols-1 (minmax(0, 1fr)): on the narrowest phones a guest's name and room shorten with an ellipsis
          instead of widening both cards past the screen. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <TasksCard role={role} />
        <TodaysGuestsCard />
      </div>
      <QuickActions role={role} />
    </div>
  );
}
