import type { MetricsPoint } from '@hotel/shared/schemas/dashboard';
import { useId } from 'react';
import { formatMoney } from '@/lib/format';

const W = 720;
const H = 240;
const PAD = { top: 16, right: 44, bottom: 28, left: 60 };

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Revenue (bars) and rooms sold (line) over the period, drawn as a small SVG. The picture is one image with
 * a summary for screen readers; the numbers themselves are in the table under "Show the figures".
 */
export function RevenueChart({
  series,
  totalRooms,
  weekly,
}: {
  series: readonly MetricsPoint[];
  totalRooms: number;
  weekly: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  const n = series.length;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const maxRevenue = niceMax(Math.max(0, ...series.map((p) => p.revenue)));
  const maxRooms = Math.max(1, totalRooms);
  const slot = innerW / Math.max(1, n);
  const barW = Math.max(1, slot * 0.64);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yRevenue = (v: number) => PAD.top + innerH - (v / maxRevenue) * innerH;
  const yRooms = (v: number) => PAD.top + innerH - (v / maxRooms) * innerH;
  const line = series
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yRooms(p.occupiedRooms).toFixed(1)}`)
    .join(' ');
  const total = series.reduce((s, p) => s + p.revenue, 0);
  const busiest = series.reduce<MetricsPoint | undefined>(
    (best, p) => (!best || p.revenue > best.revenue ? p : best),
    undefined,
  );
  const labelEvery = Math.max(1, Math.ceil(n / 6));
  const unit = weekly ? 'week' : 'day';

  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-ink-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-gold" /> Revenue per {unit}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-ink" /> Rooms sold per night{weekly ? ' (weekly average)' : ''}
        </span>
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full">
        <title id={titleId}>Revenue and rooms sold</title>
        <desc id={descId}>
          {`${n} ${unit}s, ${formatMoney(total)} in all${busiest && busiest.revenue > 0 ? `; the best ${unit} began ${busiest.date} with ${formatMoney(busiest.revenue)}` : ''}.`}
        </desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              className="stroke-line"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 8}
              y={PAD.top + innerH * (1 - f) + 4}
              textAnchor="end"
              className="fill-ink-muted text-[11px]"
            >
              {formatMoney(Math.round(maxRevenue * f))}
            </text>
            <text x={W - PAD.right + 8} y={PAD.top + innerH * (1 - f) + 4} className="fill-ink-muted text-[11px]">
              {Math.round(maxRooms * f * 10) / 10}
            </text>
          </g>
        ))}
        {series.map((p, i) => (
          <rect
            key={p.date}
            x={x(i) - barW / 2}
            y={yRevenue(p.revenue)}
            width={barW}
            height={PAD.top + innerH - yRevenue(p.revenue)}
            rx={Math.min(3, barW / 3)}
            className="fill-gold"
            opacity={0.85}
          />
        ))}
        {n > 1 && <path d={line} fill="none" className="stroke-ink" strokeWidth={2} strokeLinejoin="round" />}
        {series.map((p, i) =>
          i % labelEvery === 0 || i === n - 1 ? (
            <text key={`l-${p.date}`} x={x(i)} y={H - 8} textAnchor="middle" className="fill-ink-muted text-[11px]">
              {shortDate(p.date)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-gold-ink">Show the figures</summary>
        <div className="mt-3 overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Revenue and rooms sold per {unit}</caption>
            <thead>
              <tr className="bg-surface-muted text-xs text-ink-muted uppercase">
                <th scope="col" className="px-3 py-2">
                  {weekly ? 'Week of' : 'Date'}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Revenue
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Rooms sold
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((p) => (
                <tr key={p.date} className="border-t border-line">
                  <td className="px-3 py-1.5 tabular-nums">{p.date}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(p.revenue)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{p.occupiedRooms}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
