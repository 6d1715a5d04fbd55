import { HOTEL } from '@hotel/shared/hotel';
import { Container, PageIntro } from '@/ui/page-intro';
import { Mail, MapPin, Phone, shellIcon } from '@/ui/shell-icons';
import { ContactForm } from './contact-form';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Clock = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

/** /contact (spec §2): the contact form and how to reach the hotel. */
export function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Whether you are planning a stay, a celebration or simply have a question, our front desk and concierge are here day and night."
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-raised sm:p-8">
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-details-title" className="flex flex-col gap-6">
          <h2 id="contact-details-title" className="text-2xl">
            Visit or call
          </h2>
          <ul className="flex flex-col gap-5">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
              <address className="not-italic">
                <span className="block font-medium">The Aurelia</span>
                <span className="block text-ink-muted">{HOTEL.street}</span>
                <span className="block text-ink-muted">{HOTEL.city}</span>
              </address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
              <a href={HOTEL.phoneHref} className="inline-flex min-h-6 items-center hover:text-gold-ink">
                {HOTEL.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
              <a href={`mailto:${HOTEL.email}`} className="inline-flex min-h-6 items-center hover:text-gold-ink">
                {HOTEL.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
              <p className="text-ink-muted">Front desk and concierge open 24 hours, every day of the year.</p>
            </li>
          </ul>
          <div className="rounded-2xl bg-surface-muted p-6 text-sm leading-relaxed text-ink-muted">
            <p className="font-medium text-ink">Planning an event?</p>
            <p className="mt-1">
              Choose “Events” as the subject and tell us your date and number of guests. Our events team replies within
              one business day.
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}
