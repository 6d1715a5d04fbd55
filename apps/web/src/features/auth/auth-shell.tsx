import type { ReactNode } from 'react';
import { Monogram } from '@/ui/brand';
import { DecoArch } from '@/ui/deco-arch';

/** The frame of the login and register pages: a quiet night-blue panel beside the form. */
export function AuthShell({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-0 px-0 sm:px-8 sm:py-12 lg:grid-cols-[0.9fr_1.1fr] lg:py-16">
      <aside
        aria-hidden="true"
        className="hero-backdrop relative hidden overflow-hidden rounded-l-2xl p-12 text-ivory lg:flex lg:flex-col lg:justify-between"
      >
        <DecoArch className="pointer-events-none absolute top-32 left-1/2 h-[30rem] -translate-x-1/2 text-champagne/30" />
        <Monogram className="relative size-14 text-champagne" />
        <div className="relative">
          <p className="font-display text-3xl leading-snug text-ivory italic">
            “A stay at The Aurelia begins long before you arrive.”
          </p>
          <p className="mt-6 text-xs tracking-[0.3em] text-champagne uppercase">The Aurelia · Hotel &amp; Spa</p>
        </div>
      </aside>
      <section className="border-line bg-surface px-5 py-10 sm:rounded-2xl sm:border sm:px-10 sm:shadow-raised lg:rounded-l-none lg:px-14 lg:py-12">
        <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-3 text-ink-muted">{lead}</p>
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}
