import http from 'node:http';
import type { Client } from './test-app.js';

export interface StreamEvent {
  event: string;
  data: string;
}

/** A server-sent event stream read over a real HTTP connection, as a browser's EventSource would. */
export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (e: StreamEvent) => boolean, guardMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The Cookie header of a client that keeps its cookies (the test app's Client, a cluster's HttpSession). */
export function cookieHeader(client: Pick<Client, 'cookies'>): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function openStream(baseUrl: string, cookie: string, path = '/api/events'): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${path}`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let endedResolve: () => void;
      const ended = new Promise<void>((r) => {
        endedResolve = r;
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length > 0) events.push({ event, data: data.join('\n') });
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        ended,
        close: () => req.destroy(),
        next(match, guardMs = 10_000) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = events.find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(guard);
              done(found);
              return true;
            };
            // A guard so that a missing event fails the test instead of hanging it.
            const guard = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event; received ${JSON.stringify(events)}`));
            }, guardMs);
            if (!check()) waiters.add(check);
          });
        },
      });
    });
    req.on('error', reject);
  });
}
