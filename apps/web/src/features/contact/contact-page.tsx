import { Container, PageIntro } from '@/ui/page-intro';

/** Placeholder: Contact Us (spec §2). Being built next. */
export function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Our front desk and concierge are here day and night to help you plan your stay."
      />
      <Container className="py-16 sm:py-20">
        <p className="max-w-2xl text-lg leading-relaxed text-ink-muted">
          A contact form will be available here shortly. In the meantime, please call or write to us using the details
          at the foot of this page.
        </p>
      </Container>
    </>
  );
}
