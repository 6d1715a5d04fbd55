import type { MailSummaryDto } from '@hotel/shared/schemas/mail';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { humanize } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { ListFrame } from '@/ui/list-frame';
import { Pagination } from '@/ui/pagination';
import { Segmented } from '@/ui/segmented';
import { LoadingBlock } from '@/ui/skeleton';
import { Table } from '@/ui/table';
import { useMail, useMailMessage } from '../api/get-mail';
import { useUrlParams } from '../use-url-params';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const SCHEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

function Status({ message }: { message: MailSummaryDto }) {
  if (message.sentAt) return <Badge tone="success">Sent</Badge>;
  if (message.lastError) {
    return (
      <Badge tone="danger">
        Failed {message.attempts}× · {message.lastError.slice(0, 40)}
      </Badge>
    );
  }
  return <Badge tone="warning">Waiting</Badge>;
}

/** One message as the guest's mail client shows it: sandboxed (no scripts, no forms), in light or dark. */
function Preview({ id }: { id: string }) {
  const message = useMailMessage(id);
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  if (message.isPending) return <LoadingBlock label="Loading the message" lines={6} className="p-6" />;
  if (message.isError) return <p role="alert">{errorMessage(message.error, 'The message could not be loaded.')}</p>;
  const m = message.data.message;
  return (
    <section
      aria-labelledby="mail-preview-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="mail-preview-title" className="text-lg">
            {m.subject}
          </h3>
          <p className="text-sm text-ink-muted">To {m.to}</p>
        </div>
        <Segmented label="Mail client colours" options={SCHEMES} value={scheme} onChange={setScheme} />
      </div>
      <iframe
        title={`The message “${m.subject}” as the guest sees it`}
        sandbox=""
        srcDoc={m.html}
        // The message's own dark-mode styles follow the colour scheme of the frame.
        style={{ colorScheme: scheme }}
        className="h-[36rem] w-full rounded-lg border border-line bg-transparent"
      />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-gold-ink">Plain text</summary>
        <pre className="mt-2 text-sm whitespace-pre-wrap text-ink">{m.text}</pre>
      </details>
    </section>
  );
}

/** Sent mail: what the hotel e-mailed guests (sent, waiting or failing), and each message as they see it. */
export function SentMailPage() {
  const [params, set] = useUrlParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = params.get('message');
  const mail = useMail({ page });
  const rows = mail.data?.messages ?? [];

  return (
    <section aria-labelledby="mail-title" className="flex flex-col gap-4">
      <div>
        <h2 id="mail-title" className="text-xl">
          Messages to guests
        </h2>
        <p className="text-sm text-ink-muted">Confirmations, receipts, cancellations, reminders and reset links.</p>
      </div>
      <ListFrame
        query={mail}
        failedMessage="Sent mail could not be loaded"
        failedFallback="Please try again."
        loadingLabel="Loading sent mail"
        isEmpty={rows.length === 0}
        empty={
          <Empty icon={<Mail className="size-6" />} title="No mail yet" description="Messages to guests appear here." />
        }
      >
        <Table caption="Sent mail">
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m._id} aria-current={m._id === selected ? 'true' : undefined}>
                <td className="whitespace-nowrap tabular-nums">{when.format(new Date(m.createdAt))}</td>
                <td className="break-all">{m.to}</td>
                <td>{m.subject}</td>
                <td className="whitespace-nowrap">{humanize(m.kind)}</td>
                <td>
                  <Status message={m} />
                </td>
                <td>
                  <Button variant="secondary" size="sm" onClick={() => set({ message: m._id })}>
                    View<span className="sr-only"> {m.subject}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {mail.data && (
          <Pagination
            page={mail.data.page}
            limit={mail.data.limit}
            total={mail.data.total}
            onPage={(p) => set({ page: p > 1 ? String(p) : undefined })}
            noun="messages"
          />
        )}
      </ListFrame>
      {selected && <Preview id={selected} />}
    </section>
  );
}
