/** An eyebrow, a title and a lead, as the static pages open each section. */
export function SectionTitle({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-4 text-3xl sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 leading-relaxed text-ink-muted">{lead}</p>}
    </div>
  );
}
