import { lazy, Suspense } from 'react';
import { useRoomCount } from '@/features/rooms';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/button';
import { DecoArch } from '@/ui/deco-arch';
import { Container } from '@/ui/page-intro';
import { HeroSearch } from './hero-search';

// The room count is the hotel's own (see useRoomCount); the other figures are the spec's static sample.
const FIGURES = [
  { value: '', label: 'Rooms & suites' },
  { value: '4.9', label: 'Guest rating' },
  { value: '25', label: 'Years of service' },
] as const;

const HomeSections = lazy(() => import('./home-sections').then((m) => ({ default: m.HomeSections })));

/** Home (spec §2): the hero with the stay search, then the sections of home-sections.tsx. */
export function HomePage() {
  const roomCount = useRoomCount();
  return (
    <>
      <section className="hero-backdrop relative overflow-hidden text-ivory">
        <Container className="relative grid gap-12 py-14 sm:py-24 lg:grid-cols-[1.1fr_0.9fr] lg:items-center lg:py-24">
          <div className="animate-rise">
            <p className="ornament text-xs font-semibold tracking-[0.34em] text-champagne uppercase">
              Seaside · Since 1999
            </p>
            <h1 className="mt-6 text-[2.6rem] leading-[1.08] text-ivory sm:text-6xl lg:text-7xl">
              Where elegance <em className="text-champagne">meets</em> the sea
            </h1>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-ivory-muted sm:text-lg">
              The Aurelia is a house of quiet luxury on Seabrook Harbour: unhurried mornings, attentive service and
              rooms that feel like your own. Stay a night, or stay a season.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LinkButton to={paths.rooms} size="lg">
                Book Your Room
              </LinkButton>
              <LinkButton to={paths.about} size="lg" variant="outline-light">
                Discover the Hotel
              </LinkButton>
            </div>
            <dl className="mt-12 grid max-w-lg grid-cols-3 gap-6 border-t border-white/10 pt-8">
              {FIGURES.map(
                (f) =>
                  (f.value || roomCount !== undefined) && (
                    <div key={f.label} className="flex flex-col-reverse gap-1">
                      <dt className="text-xs tracking-wide text-ivory-muted uppercase">{f.label}</dt>
                      <dd className="font-display text-3xl text-champagne lining-nums sm:text-4xl">
                        {f.value || roomCount}
                      </dd>
                    </div>
                  ),
              )}
            </dl>
          </div>
          <div className="relative">
            <DecoArch className="pointer-events-none absolute -top-56 left-1/2 hidden h-[40rem] -translate-x-1/2 text-champagne/35 lg:block" />
            <HeroSearch />
          </div>
        </Container>
      </section>

      {/* Below the first screen: its own chunk, requested as the hero renders. The placeholder keeps the footer
          out of the first screen until it arrives. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
