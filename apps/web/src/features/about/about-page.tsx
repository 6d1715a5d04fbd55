import { Container, PageIntro } from '@/ui/page-intro';

/** Placeholder: About The Aurelia (spec §2). Being built next. */
export function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Our story"
        title="About The Aurelia"
        lead="For a quarter of a century The Aurelia has welcomed travellers with the warmth of a private home and the polish of a grand hotel."
      />
      <Container className="py-16 sm:py-20">
        <p className="max-w-2xl text-lg leading-relaxed text-ink-muted">
          Our story, our people and the craft behind every stay will be told here shortly.
        </p>
      </Container>
    </>
  );
}
