import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { EVENTS_CHANNEL } from '../lib/events.js';
import { keepListening } from '../lib/keep-listening.js';

/** What keeps something in memory that a change notice may make wrong. */
export interface NoticeSubscriber {
  onNotice(payload: string): void;
  /** False whenever notices may be missed (the connection lost, the app closing): read everything afresh. */
  setLive(live: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The change notices of every instance (EVENTS_CHANNEL), received on this instance's one listening connection. */
    changeNotices: { subscribe(subscriber: NoticeSubscriber): void };
  }
}

export const changeNoticesPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const subscribers: NoticeSubscriber[] = [];
  let live = false;
  app.decorate('changeNotices', {
    subscribe(subscriber: NoticeSubscriber) {
      subscribers.push(subscriber);
      subscriber.setLive(live);
    },
  });
  await keepListening(app, ctx, {
    channel: EVENTS_CHANNEL,
    onNotice: (payload) => {
      for (const subscriber of subscribers) subscriber.onNotice(payload);
    },
    setLive: (value) => {
      live = value;
      for (const subscriber of subscribers) subscriber.setLive(value);
    },
  });
});
