import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Container, PageIntro } from '@/ui/page-intro';
import { shellIcon } from '@/ui/shell-icons';
import { SectionTitle } from './section-title';
import {
  CATEGORY_LABELS,
  HOTEL_SERVICES,
  PREMIUM_SERVICES,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from './services-content';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Clock = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
const Crown = shellIcon(
  <>
    <path d="M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z" />
    <path d="M5 21h14" />
  </>,
);

/** /services (spec §2): the services with a category filter, and the premium services as marketing text. */
export function ServicesPage() {
  const [category, setCategory] = useState<ServiceCategory>('all');
  const shown = category === 'all' ? HOTEL_SERVICES : HOTEL_SERVICES.filter((s) => s.category === category);

  return (
    <>
      <PageIntro
        eyebrow="At your service"
        title="Our Services"
        lead="From the first coffee of the day to the last car home, our team arranges everything, so that your only plan need be the one you want to make."
      />
      <section aria-labelledby="services-list" className="py-16 sm:py-20">
        <Container>
          <SectionTitle id="services-list" eyebrow="Every day" title="Services for every part of your stay" />
          <fieldset className="mt-8 flex flex-wrap gap-2">
            <legend className="sr-only">Filter services by category</legend>
            {SERVICE_CATEGORIES.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                onClick={() => setCategory(c)}
                className={cn(
                  'min-h-10 rounded-full border px-4 text-sm font-medium transition-colors duration-200',
                  category === c
                    ? 'border-gold bg-gold text-on-gold'
                    : 'border-line-strong text-ink hover:border-gold-ink hover:text-gold-ink',
                )}
              >
                {CATEGORY_LABELS[c]}
              </button>
            ))}
          </fieldset>
          <p aria-live="polite" className="mt-4 text-sm text-ink-muted">
            {category === 'all'
              ? `All ${shown.length} services`
              : `${shown.length} ${CATEGORY_LABELS[category].toLowerCase()} services`}
          </p>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((s) => (
              <li key={s.title} className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-raised">
                <p className="text-xs font-semibold tracking-[0.2em] text-gold-ink uppercase">
                  {CATEGORY_LABELS[s.category]}
                </p>
                <h3 className="mt-2 text-xl">{s.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{s.text}</p>
                <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink">
                  <Clock aria-hidden="true" className="size-4 text-gold-ink" />
                  {s.hours}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="services-premium" className="hero-backdrop py-16 text-ivory sm:py-20">
        <Container>
          <div className="max-w-2xl">
            <p className="ornament text-xs font-semibold tracking-[0.3em] text-champagne uppercase">Premium</p>
            <h2 id="services-premium" className="mt-4 text-3xl text-ivory sm:text-4xl">
              For a stay beyond the ordinary
            </h2>
            <p className="mt-4 text-ivory-muted">
              Ask the concierge to arrange any of these, at any time of your stay.
            </p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {PREMIUM_SERVICES.map((p) => (
              <li key={p.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                <div className="flex items-start justify-between gap-4">
                  <h3 className="text-xl text-ivory">{p.title}</h3>
                  <Crown aria-hidden="true" className="size-5 shrink-0 text-champagne" />
                </div>
                <p className="mt-1 font-display text-2xl text-champagne">{p.price}</p>
                <p className="mt-2 text-sm leading-relaxed text-ivory-muted">{p.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
