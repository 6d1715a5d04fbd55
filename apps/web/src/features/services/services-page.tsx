import { Container, PageIntro } from '@/ui/page-intro';

/** Placeholder: Our Services (spec §2). Being built next. */
export function ServicesPage() {
  return (
    <>
      <PageIntro
        eyebrow="At your service"
        title="Our Services"
        lead="From dawn coffee to a car at midnight, our concierge team arranges every detail of your stay."
      />
      <Container className="py-16 sm:py-20">
        <p className="max-w-2xl text-lg leading-relaxed text-ink-muted">
          The complete menu of services, from dining and wellness to transport and events, will be listed here shortly.
        </p>
      </Container>
    </>
  );
}
