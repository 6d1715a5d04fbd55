import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from '@/ui/icon-button';
import { TESTIMONIALS } from './home-content';
import { useReducedMotion } from './use-reduced-motion';

const ROTATE_MS = 8000;

/**
 * Three guest testimonials with previous and next (APG carousel). It turns by itself unless the visitor
 * prefers reduced motion, pauses while pointed at or focused, and has a pause button; turning it by hand
 * announces the new slide.
 */
export function TestimonialsCarousel() {
  const reduced = useReducedMotion();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const rotating = !reduced && !stopped && !held;
  const count = TESTIMONIALS.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => {
    setStopped(true);
    setIndex((next + count) % count);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      className="mx-auto max-w-3xl text-center"
    >
      <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">Guest stories</p>
      <h2 id={titleId} className="mt-4 text-3xl sm:text-4xl">
        In the words of our guests
      </h2>

      <div aria-live={rotating ? 'off' : 'polite'} className="relative mt-10 min-h-72 sm:min-h-56">
        {TESTIMONIALS.map((t, i) => (
          // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a group with the slide role description.
          <figure
            key={t.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== index}
            className="animate-rise"
          >
            <Quote aria-hidden="true" className="mx-auto size-8 text-gold-ink" />
            <blockquote className="mt-4 font-display text-xl leading-relaxed text-ink sm:text-2xl">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-medium text-ink">{t.name}</span>
              <span className="block text-sm text-ink-muted">{t.detail}</span>
            </figcaption>
          </figure>
        ))}
      </div>

      <div className="mt-8 flex items-center justify-center gap-3">
        <IconButton
          aria-label="Previous testimonial"
          icon={<ChevronLeft className="size-5" />}
          onClick={() => go(index - 1)}
        />
        <ul aria-label="Choose a testimonial" className="flex items-center gap-1">
          {TESTIMONIALS.map((t, i) => (
            <li key={t.name}>
              <button
                type="button"
                aria-label={`Show testimonial ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block rounded-full transition-all duration-200',
                    i === index ? 'h-2.5 w-6 bg-gold-ink' : 'size-2.5 border border-line-strong',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        <IconButton
          aria-label="Next testimonial"
          icon={<ChevronRight className="size-5" />}
          onClick={() => go(index + 1)}
        />
        {!reduced && (
          <IconButton
            aria-label={stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
            icon={stopped ? <Play className="size-4" /> : <Pause className="size-4" />}
            onClick={() => setStopped((s) => !s)}
            size="sm"
          />
        )}
      </div>
    </section>
  );
}
