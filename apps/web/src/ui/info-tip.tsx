import { Info } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export interface InfoTipProps {
  /** Names the button: "About occupancy rate". */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A small (i) button whose tooltip explains a figure. It shows on hover and on keyboard focus, toggles on
 * a tap, and Esc hides it; the text is also the button's description for screen readers (WCAG 1.4.13).
 */
export function InfoTip({ label, children, className }: InfoTipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering the wrapper keeps the tip open while the pointer is on it (WCAG 1.4.13); the button is the control.
    <span
      ref={wrapper}
      className={cn('relative inline-flex', className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-6 items-center justify-center rounded-full text-ink-muted hover:text-gold-ink"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={cn(
          'absolute top-full right-0 z-30 mt-2 w-64 rounded-lg border border-line bg-surface p-3 text-left text-xs leading-relaxed font-normal text-ink normal-case shadow-raised',
          open ? 'block' : 'hidden',
        )}
      >
        {children}
      </span>
    </span>
  );
}
