import { Ban, CalendarClock, Clock, Dog, MoonStar } from 'lucide-react';
import { CANCELLATION_POLICY, CHECK_IN_TEXT, CHECK_OUT_TEXT } from './booking-policies';

/** Check-in and check-out times, the cancellation policy and the house rules (spec §2, fixed text). */
export function StayPolicies({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="stay-policies-title">
      <Heading id="stay-policies-title" className="text-2xl">
        Good to know
      </Heading>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
          <div>
            <dt className="font-medium">Check-in and check-out</dt>
            <dd className="mt-1 text-sm text-ink-muted">
              Check-in from {CHECK_IN_TEXT}. Check-out until {CHECK_OUT_TEXT}.
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
          <div>
            <dt className="font-medium">Cancellation</dt>
            <dd className="mt-1 text-sm text-ink-muted">{CANCELLATION_POLICY}</dd>
          </div>
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <MoonStar aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
          <div>
            <dt className="font-medium">House rules</dt>
            <dd className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
              <span className="inline-flex items-center gap-1.5">
                <Ban aria-hidden="true" className="size-4" /> No smoking
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Dog aria-hidden="true" className="size-4" /> No pets
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MoonStar aria-hidden="true" className="size-4" /> Quiet hours 10PM-6AM
              </span>
            </dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
