import { type ChangeEvent, changeEvent } from '@hotel/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type ChangeListener = (event: ChangeEvent) => void;

/**
 * The change notices the open streams are sent, taken from the instance's one listening connection (the change
 * notices plugin) like every cache's: the database connection count grows neither with the number of screens nor
 * with the first one opened, and a change committed on any instance reaches all of them. While notices may be missed
 * (the connection lost) no stream is opened, and the streams open when it was lost are ended: their browsers
 * reconnect, and read everything afresh, rather than show a screen that no longer changes.
 */
export function createEventHub(notices: FastifyInstance['changeNotices'], log: FastifyBaseLogger) {
  const listeners = new Map<ChangeListener, () => void>();
  let live = false;

  function deliver(payload: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const event = changeEvent.safeParse(parsed);
    if (!event.success) return;
    for (const listener of listeners.keys()) {
      try {
        listener(event.data);
      } catch (err) {
        log.warn({ err }, 'live update listener failed');
      }
    }
  }

  notices.subscribe({
    onNotice: deliver,
    setLive(value) {
      live = value;
      if (!value) for (const missed of [...listeners.values()]) missed();
    },
  });

  return {
    /** Whether notices flow: a stream opened while they do not would miss changes without knowing. */
    get live(): boolean {
      return live;
    },

    /** `listener` gets each change; `missed` is called (once the listener is gone) when changes may be missed. */
    subscribe(listener: ChangeListener, missed: () => void): () => void {
      const onMissed = () => {
        listeners.delete(listener);
        missed();
      };
      listeners.set(listener, onMissed);
      return () => listeners.delete(listener);
    },

    get size(): number {
      return listeners.size;
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
