import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeEvent, SESSIONS_CHANGED_NOTICE } from '../../lib/events.js';
import { type AnswerCache, type AnswerSource, createAnswerCache } from './answer-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a write may change of the public room answers: only held nights, nothing (a sign-in), or (when not
     * said) anything.
     */
    publicRoomsChange?: Extract<AnswerSource, 'holds'> | 'nothing';
  }
  interface FastifyInstance {
    /** The public room answers (list, date search, one room), serialized once and shared by every visitor. */
    publicRoomsCache: AnswerCache;
    /**
     * A date search's answer for one stay, kept once visitors ask for that stay again, and apart from the shared
     * answers (the room list, and the rooms and held nights a stay's answer is made from), which many different
     * stays must never push out. Dropped with them.
     */
    publicStayAnswers: AnswerCache;
    /**
     * Room photos' bytes by file name and width, kept once visitors ask for one again within ROOM_PHOTOS_TTL_MS:
     * the pictures of the room list and a room's page would otherwise be two database reads each. Dropped with the
     * answers, so a photo taken off a room is not served after the change.
     */
    publicRoomImages: AnswerCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The longest a kept answer is served: the bound for changes that nothing announces (a new review). */
export const PUBLIC_ROOMS_TTL_MS = 1000;
/**
 * The longest a room photo is kept: its bytes never change under its name (a new upload gets a new one), so only a
 * removal nothing announced (SQL by hand) can go unseen that long, and browsers keep a photo for a year anyway. A
 * hotel's visitors come minutes apart: photos kept for a second would seldom be asked for again while kept.
 */
export const ROOM_PHOTOS_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;
/** A large hotel's drawn pages and room lists run to ~100 KB each: about eighty of those. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Stays asked for again: the weekends visitors look at. */
const MAX_STAYS = 100;
const MAX_STAY_BYTES = 2 * 1024 * 1024;
/** The demo hotel's 42 photos in their three widths are 1.6 MB. */
const MAX_IMAGES = 300;
const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** What a change notice may have changed; anything unreadable is taken to have changed everything. */
function changedBy(payload: string): AnswerSource | 'nothing' | undefined {
  // A session or a user changed: nothing a room answer is made from.
  if (payload === SESSIONS_CHANGED_NOTICE) return 'nothing';
  try {
    const event = JSON.parse(payload) as Partial<ChangeEvent>;
    if (event.billOnly === true) return 'nothing';
    return event.holdsOnly === true ? 'holds' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How fresh a kept answer is:
 * - a change made through this server: every POST, PUT, PATCH or DELETE that succeeds drops the kept answers
 *   before its own answer goes out (its transaction has committed by then), so the next request reads the
 *   change; one that was refused or failed changed nothing and keeps them; a route
 *   that only holds nights (a new stay) says so (`config.publicRoomsChange`) and keeps the room answers, and one
 *   that changes none of what they are made from (a sign-in, a registration) keeps them all;
 * - a change made through another server: its change notice (PostgreSQL NOTIFY, sent on commit by room,
 *   booking, task and billing writes) drops them here when it arrives, a few milliseconds later; the same
 *   narrower drop when every notice of it says `holdsOnly`, and none when every notice says `billOnly` (a payment);
 * - a change that sends no notice (a review, SQL by hand): shown once the answer read at most
 *   PUBLIC_ROOMS_TTL_MS after it is ready (the older answer is served while that read runs, answer-cache.ts);
 *   for a room photo, ROOM_PHOTOS_TTL_MS;
 * - while the notice connection is down (a database restart), nothing is kept, so no answer outlives the
 *   database that made it and nothing missed during the gap is served afterwards.
 * Registered before the feature modules so that the hook sees every route.
 */
export const publicRoomsCachePlugin = fp(async (app: FastifyInstance) => {
  const answers = createAnswerCache({ ttlMs: PUBLIC_ROOMS_TTL_MS, maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES });
  const stays = createAnswerCache({
    ttlMs: PUBLIC_ROOMS_TTL_MS,
    maxEntries: MAX_STAYS,
    maxBytes: MAX_STAY_BYTES,
    repeatedOnly: true,
  });
  // Only photos asked for again are kept, and a name that is no photo never is (rooms.uploads.routes.ts): a
  // script asking for made-up names pushes out no photo.
  const images = createAnswerCache({
    ttlMs: ROOM_PHOTOS_TTL_MS,
    maxEntries: MAX_IMAGES,
    maxBytes: MAX_IMAGE_BYTES,
    repeatedOnly: true,
  });
  const cache: AnswerCache = {
    ...answers,
    clear(only) {
      answers.clear(only);
      stays.clear(only);
      images.clear(only);
    },
    setLive(live) {
      answers.setLive(live);
      stays.setLive(live);
      images.setLive(live);
    },
  };
  app.decorate('publicRoomsCache', cache);
  app.decorate('publicStayAnswers', stays);
  app.decorate('publicRoomImages', images);

  // Only on the routes that write, and only once the write succeeded: a refused or failed write changed nothing
  // (it leaves the database as it was), and a script posting anything, anywhere, must not make every visitor's
  // room list a database read.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => SAFE_METHODS.has(method))) return;
    const changes = route.config?.publicRoomsChange;
    if (changes === 'nothing') return;
    const dropChanged: onSendHookHandler = (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.clear(changes);
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), dropChanged];
  });

  app.changeNotices.subscribe({
    onNotice: (payload) => {
      const changed = changedBy(payload);
      if (changed !== 'nothing') cache.clear(changed);
    },
    setLive: (live) => cache.setLive(live),
  });
});
