import { FREE_CANCELLATION_HOURS } from '@hotel/shared/constants';
import { ArrowRight } from 'lucide-react';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/button';
import { Container } from '@/ui/page-intro';
import { AMENITIES, type Feature, SERVICES } from './home-content';
import { TestimonialsCarousel } from './testimonials-carousel';
import { TourVideo } from './tour-video';

function SectionTitle({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-4 text-3xl sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-ink-muted">{lead}</p>}
    </div>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <li className="rounded-2xl border border-line bg-surface p-7 shadow-raised">
      <span aria-hidden="true" className="inline-flex rounded-full border border-gold/50 p-3 text-gold-ink">
        <Icon className="size-6" />
      </span>
      <h3 className="mt-5 text-xl">{feature.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.text}</p>
    </li>
  );
}

/** Home below the hero (spec §2): amenities, the tour, services, guest stories and Book Your Room. */
export function HomeSections() {
  return (
    <>
      <section aria-labelledby="home-amenities" className="py-20 sm:py-24">
        <Container>
          <SectionTitle
            id="home-amenities"
            eyebrow="The Aurelia experience"
            title="A sanctuary composed with care"
            lead="Every detail, from the scent of the lobby to the turn-down at dusk, is there so that you need think of nothing at all."
          />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {AMENITIES.map((a) => (
              <FeatureCard key={a.title} feature={a} />
            ))}
          </ul>
          <p className="mt-10 text-center">
            <LinkButton to={paths.amenities} variant="secondary">
              All amenities
            </LinkButton>
          </p>
        </Container>
      </section>

      <section aria-labelledby="home-tour" className="hero-backdrop py-20 text-ivory sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:items-center">
          <div>
            <p className="ornament text-xs font-semibold tracking-[0.3em] text-champagne uppercase">A first look</p>
            <h2 id="home-tour" className="mt-4 text-3xl text-ivory sm:text-4xl">
              Step inside before you arrive
            </h2>
            <p className="mt-4 leading-relaxed text-ivory-muted">
              Morning light in a deluxe room, the hush of a navy lounge, a marble bath drawn for two. Take a minute to
              walk through the rooms that will be yours.
            </p>
            <LinkButton to={paths.rooms} variant="outline-light" className="mt-8">
              Explore the rooms
              <ArrowRight aria-hidden="true" className="size-4" />
            </LinkButton>
          </div>
          <TourVideo />
        </Container>
      </section>

      <section aria-labelledby="home-services" className="py-20 sm:py-24">
        <Container>
          <SectionTitle
            id="home-services"
            eyebrow="At your service"
            title="Everything arranged, nothing overlooked"
            lead="Our team is here day and night, so that your only plan need be the one you want to make."
          />
          <ul className="mt-14 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((s) => {
              const Icon = s.icon;
              return (
                <li key={s.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="mt-1 inline-flex h-fit rounded-full bg-surface-muted p-2.5 text-gold-ink"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-lg">{s.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">{s.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-10 text-center">
            <LinkButton to={paths.services} variant="secondary">
              Our services
            </LinkButton>
          </p>
        </Container>
      </section>

      <section className="border-y border-line bg-surface py-20 sm:py-24">
        <Container>
          <TestimonialsCarousel />
        </Container>
      </section>

      <section aria-labelledby="home-book" className="py-20 sm:py-24">
        <Container className="text-center">
          <h2 id="home-book" className="text-3xl sm:text-4xl">
            Your room by the sea is waiting
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-ink-muted">
            {`Choose your dates, pick the room that suits you, and we will take care of the rest. Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before check-in.`}
          </p>
          <LinkButton to={paths.rooms} size="lg" className="mt-8">
            Book Your Room
          </LinkButton>
        </Container>
      </section>
    </>
  );
}
