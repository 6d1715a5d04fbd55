import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PageIntroProps {
  /** A short line above the title ("Stay with us"). */
  eyebrow?: string;
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The night-blue band that opens a public page: eyebrow, the page's h1 and a short lead. */
export function PageIntro({ eyebrow, title, lead, children, className }: PageIntroProps) {
  return (
    <section className={cn('hero-backdrop text-ivory', className)}>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
        <div className="max-w-3xl animate-rise">
          {eyebrow && (
            <p className="ornament text-xs font-semibold tracking-[0.3em] text-champagne uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-4 text-4xl text-ivory sm:text-5xl">{title}</h1>
          {lead && <p className="mt-5 max-w-2xl text-base leading-relaxed text-ivory-muted sm:text-lg">{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}

/** Page-width wrapper used by public pages. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-5 sm:px-8', className)}>{children}</div>;
}
