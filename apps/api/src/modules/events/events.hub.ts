import { type ChangeEvent, changeEvent } from '@hotel/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { EVENTS_CHANNEL } from '../../lib/events.js';

export type ChangeListener = (event: ChangeEvent) => void;

/**
 * One LISTEN per server instance, shared by every open stream: the database connection count does not
 * grow with the number of screens, and a change committed on any instance reaches all of them.
 */
export function createEventHub(database: Database, log: FastifyBaseLogger) {
  const listeners = new Set<ChangeListener>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closed = false;

  function deliver(payload: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const event = changeEvent.safeParse(parsed);
    if (!event.success) return;
    for (const listener of listeners) {
      try {
        listener(event.data);
      } catch (err) {
        log.warn({ err }, 'live update listener failed');
      }
    }
  }

  return {
    /** Starts listening (once); resolves when notifications are flowing. */
    async start(): Promise<void> {
      if (closed) throw new Error('The event hub is closed');
      listening ??= database.listen(EVENTS_CHANNEL, deliver).catch((err: unknown) => {
        // Let the next stream try again rather than keeping a failed start for ever.
        listening = null;
        throw err;
      });
      await listening;
    },

    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    get size(): number {
      return listeners.size;
    },

    async close(): Promise<void> {
      closed = true;
      listeners.clear();
      const current = listening;
      listening = null;
      if (!current) return;
      try {
        const unlisten = await current;
        await unlisten();
      } catch (err) {
        log.warn({ err }, 'stopping the live update listener failed');
      }
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
