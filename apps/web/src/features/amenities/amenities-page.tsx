import { Container, PageIntro } from '@/ui/page-intro';

/** Placeholder: Amenities (spec §2). Being built next. */
export function AmenitiesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Comforts & pleasures"
        title="Amenities"
        lead="A spa with thermal suite, a terrace restaurant, a still pool and a library bar: all yours during your stay."
      />
      <Container className="py-16 sm:py-20">
        <p className="max-w-2xl text-lg leading-relaxed text-ink-muted">
          A full tour of the hotel's amenities will be shown here shortly.
        </p>
      </Container>
    </>
  );
}
