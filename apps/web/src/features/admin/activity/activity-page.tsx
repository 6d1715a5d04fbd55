import { AUDIT_ENTITIES, type AuditEntryDto } from '@hotel/shared/schemas/audit';
import { History } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { humanize } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Pagination } from '@/ui/pagination';
import { Select } from '@/ui/select';
import { LoadingBlock } from '@/ui/skeleton';
import { Table } from '@/ui/table';
import { useAudit } from '../api/get-audit';
import { useUrlParams } from '../use-url-params';

const ENTITY_OPTIONS = [
  { value: '', label: 'Everything' },
  ...AUDIT_ENTITIES.map((e) => ({ value: e, label: humanize(e === 'user' ? 'people' : `${e}s`) })),
];
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Changes({ details }: { details: AuditEntryDto['details'] }) {
  if (!details) return <span className="text-ink-muted">—</span>;
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const show = (v: unknown) =>
    v === undefined || v === null || v === '' ? '—' : Array.isArray(v) ? `${v.length} item(s)` : String(v);
  if (keys.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {keys.slice(0, 6).map((k) => (
        <li key={k}>
          <span className="text-ink-muted">{k}:</span>{' '}
          {'before' in details && <span className="line-through opacity-70">{show(before[k])}</span>}
          {'before' in details && 'after' in details && ' → '}
          {'after' in details && <span>{show(after[k])}</span>}
        </li>
      ))}
      {keys.length > 6 && <li className="text-ink-muted">and {keys.length - 6} more</li>}
    </ul>
  );
}

/** Activity: every change staff made (who, what, when, before and after), newest first. */
export function ActivityPage() {
  const [params, set] = useUrlParams();
  const entity = params.get('entity') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const audit = useAudit({ page, ...(entity ? { entity: entity as (typeof AUDIT_ENTITIES)[number] } : {}) });
  const rows = audit.data?.entries ?? [];

  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="activity-title" className="text-xl">
            Staff activity
          </h2>
          <p className="text-sm text-ink-muted">Every change made in the panels, with what it was before and after.</p>
        </div>
        <Select
          label="Show"
          options={ENTITY_OPTIONS}
          value={entity}
          onChange={(e) => set({ entity: e.target.value, page: undefined })}
          fieldClassName="w-full sm:w-48"
        />
      </div>
      {audit.isPending ? (
        <LoadingBlock label="Loading activity" lines={6} className="rounded-xl border border-line bg-surface p-6" />
      ) : audit.isError ? (
        <Empty
          title="The activity could not be loaded"
          description={errorMessage(audit.error, 'Please try again.')}
          action={
            <Button variant="secondary" onClick={() => void audit.refetch()}>
              Try again
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <Empty
          icon={<History className="size-6" />}
          title="No activity yet"
          description="Changes made by staff appear here."
        />
      ) : (
        <>
          <Table caption="Staff activity">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Record</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry._id}>
                  <td className="whitespace-nowrap tabular-nums">{when.format(new Date(entry.createdAt))}</td>
                  <td className="whitespace-nowrap">
                    {entry.actor ? (
                      <>
                        {entry.actor.name}{' '}
                        <span className="text-xs text-ink-muted">({humanize(entry.actor.role)})</span>
                      </>
                    ) : (
                      <span className="text-ink-muted">A former staff member</span>
                    )}
                  </td>
                  <td>
                    <Badge>{humanize(entry.action.replace('.', ' '))}</Badge>
                  </td>
                  <td>
                    <code className="text-xs break-all text-ink-muted">{entry.entityId ?? '—'}</code>
                  </td>
                  <td className="min-w-56">
                    <Changes details={entry.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {audit.data && (
            <Pagination
              page={audit.data.page}
              limit={audit.data.limit}
              total={audit.data.total}
              onPage={(p) => set({ page: p > 1 ? String(p) : undefined })}
              noun="changes"
            />
          )}
        </>
      )}
    </section>
  );
}
