import { type ReactNode, useId } from 'react';

/** One step of the booking form, named by its heading for assistive technology. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <fieldset
      aria-labelledby={titleId}
      className="grid min-w-0 gap-4 border-t border-line pt-5 first:border-t-0 first:pt-0"
    >
      <h3 id={titleId} className="font-display text-lg text-ink">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}
