/** An art-deco arch: thin gold lines drawn in SVG (decorative, no image request). */
export function DecoArch({ className }: { className?: string }) {
  const rays = Array.from({ length: 13 }, (_, i) => {
    const angle = Math.PI + (Math.PI * i) / 12;
    return { x: 200 + Math.cos(angle) * 150, y: 210 + Math.sin(angle) * 150 };
  });
  return (
    <svg
      viewBox="0 0 400 620"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
    >
      <path d="M20 620V210a180 180 0 0 1 360 0v410" strokeWidth="1.2" />
      <path d="M40 620V210a160 160 0 0 1 320 0v410" strokeWidth="0.8" opacity="0.7" />
      <path d="M70 620V215a130 130 0 0 1 260 0v405" strokeWidth="0.6" opacity="0.5" />
      {rays.map((p) => (
        <line
          key={`${p.x.toFixed(1)}-${p.y.toFixed(1)}`}
          x1="200"
          y1="210"
          x2={p.x}
          y2={p.y}
          strokeWidth="0.6"
          opacity="0.45"
        />
      ))}
      <circle cx="200" cy="210" r="36" strokeWidth="0.8" opacity="0.8" />
      <circle cx="200" cy="210" r="6" fill="currentColor" stroke="none" opacity="0.9" />
      <path d="M70 330h260M70 338h260" strokeWidth="0.6" opacity="0.5" />
      <path d="M200 360l16 16-16 16-16-16z" strokeWidth="0.8" opacity="0.8" />
      <path d="M110 620V420M290 620V420M150 620V440M250 620V440" strokeWidth="0.5" opacity="0.35" />
    </svg>
  );
}
