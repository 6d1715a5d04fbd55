import { Ban, CalendarClock, Clock, Dog, type LucideIcon, MoonStar } from 'lucide-react';
import type { ReactNode } from 'react';
import { CANCELLATION_POLICY, CHECK_IN_TEXT, CHECK_OUT_TEXT } from './booking-policies';

function Policy({
  icon: Icon,
  term,
  children,
  wide,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'relative pl-8 sm:col-span-2' : 'relative pl-8'}>
      <dt className="font-medium">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-gold-ink" />
        {term}
      </dt>
      <dd className="mt-1 text-sm text-ink-muted">{children}</dd>
    </div>
  );
}

/** Check-in and check-out times, the cancellation policy and the house rules (spec §2, fixed text). */
export function StayPolicies() {
  return (
    <section aria-labelledby="stay-policies-title">
      <h2 id="stay-policies-title" className="text-2xl">
        Good to know
      </h2>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2">
        <Policy icon={Clock} term="Check-in and check-out">
          Check-in from {CHECK_IN_TEXT}. Check-out until {CHECK_OUT_TEXT}.
        </Policy>
        <Policy icon={CalendarClock} term="Cancellation">
          {CANCELLATION_POLICY}
        </Policy>
        <Policy icon={MoonStar} term="House rules" wide>
          <span className="flex flex-wrap gap-x-6 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <Ban aria-hidden="true" className="size-4" /> No smoking
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Dog aria-hidden="true" className="size-4" /> No pets
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MoonStar aria-hidden="true" className="size-4" /> Quiet hours 10PM-6AM
            </span>
          </span>
        </Policy>
      </dl>
    </section>
  );
}
