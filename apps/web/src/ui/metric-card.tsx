import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { InfoTip } from './info-tip';

export interface MetricCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Percent change against the previous period; null when there was nothing to compare with. */
  change?: number | null | undefined;
  /** What the change compares with ("the previous 30 days"). */
  comparedWith?: string;
  /** The figure's definition, shown in a tooltip. */
  definition?: ReactNode;
  footnote?: ReactNode;
}

function Change({ change, comparedWith }: { change: number | null; comparedWith: string }) {
  if (change === null) {
    return <span className="text-ink-muted">New — nothing to compare with {comparedWith}</span>;
  }
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const word = change > 0 ? 'up' : change < 0 ? 'down' : 'no change';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1',
        change > 0 ? 'text-success-ink' : change < 0 ? 'text-danger-tone' : 'text-ink-muted',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span>
        {change !== 0 && `${change > 0 ? '+' : ''}${change}% `}
        <span className="sr-only">{word} </span>
        <span className="text-ink-muted">vs {comparedWith}</span>
      </span>
    </span>
  );
}

/** A key figure with its change against the previous period and an optional definition tooltip. */
export function MetricCard({
  label,
  value,
  icon,
  change,
  comparedWith = 'the previous period',
  definition,
  footnote,
}: MetricCardProps) {
  return (
    <div className="flex flex-col rounded-xl border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-1 text-sm font-medium text-ink-muted">
          {label}
          {definition && <InfoTip label={`About ${label}`}>{definition}</InfoTip>}
        </p>
        {icon && (
          <span aria-hidden="true" className="rounded-lg bg-surface-muted p-2 text-gold-ink">
            {icon}
          </span>
        )}
      </div>
      <p className="mt-1 font-display text-3xl text-ink tabular-nums">{value}</p>
      {change !== undefined && (
        <p className="mt-2 text-xs">
          <Change change={change} comparedWith={comparedWith} />
        </p>
      )}
      {footnote && <p className="mt-1 text-xs text-ink-muted">{footnote}</p>}
    </div>
  );
}
