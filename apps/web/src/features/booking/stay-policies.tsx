import type { ReactNode } from 'react';
import { type ShellIconComponent, shellIcon } from '@/ui/shell-icons';
import { CANCELLATION_POLICY, CHECK_IN_TEXT, CHECK_OUT_TEXT } from './booking-policies';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Ban = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M4.929 4.929 19.07 19.071" />
  </>,
);
const CalendarClock = shellIcon(
  <>
    <path d="M16 14v2.2l1.6 1" />
    <path d="M16 2v3" />
    <path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338" />
    <path d="M3 9h5.859" />
    <path d="M8 2v3" />
    <circle cx="16" cy="16" r="6" />
  </>,
);
const Clock = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
const Dog = shellIcon(
  <>
    <path d="M11.25 16.25h1.5L12 17z" />
    <path d="M16 14v.5" />
    <path d="M4.42 11.247A13.152 13.152 0 0 0 4 14.556C4 18.728 7.582 21 12 21s8-2.272 8-6.444a11.702 11.702 0 0 0-.493-3.309" />
    <path d="M8 14v.5" />
    <path d="M8.5 8.5c-.384 1.05-1.083 2.028-2.344 2.5-1.931.722-3.576-.297-3.656-1-.113-.994 1.177-6.53 4-7 1.923-.321 3.651.845 3.651 2.235A7.497 7.497 0 0 1 14 5.277c0-1.39 1.844-2.598 3.767-2.277 2.823.47 4.113 6.006 4 7-.08.703-1.725 1.722-3.656 1-1.261-.472-1.855-1.45-2.239-2.5" />
  </>,
);
const MoonStar = shellIcon(
  <>
    <path d="M18 5h4" />
    <path d="M20 3v4" />
    <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
  </>,
);

function Policy({
  icon: Icon,
  term,
  children,
  wide,
}: {
  icon: ShellIconComponent;
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
