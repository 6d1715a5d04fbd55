import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { trapTab } from './focus-trap';
import { IconButton } from './icon-button';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (Cancel, Save...). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Keep it open on a backdrop click (forms with unsaved input). */
  dismissOnBackdrop?: boolean;
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

// The ring is drawn inside: the dialog clips anything outside its scrolling body.
const bodyClasses = 'overflow-y-auto px-6 py-5 focus-visible:outline-offset-[-4px]';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element opened with showModal(): the page behind is inert,
 * focus moves inside, Tab and Shift+Tab cycle inside, Esc closes, and focus returns to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissOnBackdrop = true,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing by any path gives focus back to whatever opened the dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      opener.current?.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, []);

  // If the component unmounts while open, still restore focus.
  useEffect(
    () => () => {
      if (ref.current?.open) opener.current?.focus();
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => trapTab(event, ref.current, FOCUSABLE);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (dismissOnBackdrop && event.target === ref.current) onClose();
      }}
      onKeyDown={onKeyDown}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-xl border border-line bg-surface p-0 text-ink shadow-raised',
        'open:animate-rise backdrop:bg-transparent',
        widths[size],
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <header className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
            <div>
              <h2 id={titleId} className="text-xl">
                {title}
              </h2>
              {description && (
                <p id={descId} className="mt-1 text-sm text-ink-muted">
                  {description}
                </p>
              )}
            </div>
            <IconButton aria-label="Close dialog" size="sm" icon={<X className="size-5" />} onClick={onClose} />
          </header>
          {/* Focusable so that keyboard users can scroll long content that has no controls of its own. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className={bodyClasses} tabIndex={0} aria-labelledby={titleId}>
            {children}
          </section>
          {footer && (
            <footer className="flex flex-wrap justify-end gap-3 border-t border-line px-6 py-4">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}
