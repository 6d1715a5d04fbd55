// The API measurements on one database: each route's throughput as a ratio to a bare Fastify measured in the
// same run (bench/bare-server.mjs), latency at a fixed rate, the event-loop test (cached reads and a static file
// while another run saturates the database), and the server's memory afterwards; each against its goal.
import autocannon from 'autocannon';
import { startBare } from './bare-server.mjs';
import { compare } from './baseline.mjs';
import { atLeast, atMost, failedIn } from './goals.mjs';
import { readsIntoOneBuffer } from './load-client.mjs';
import { probe } from './probe.mjs';
import { runRate } from './run-rate.mjs';
import { BOOKING_HORIZON_MONTHS, browser, rssMegabytes, startServer } from './server.mjs';
import { bookingNights, stayPool } from './stays.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Guest accounts the many-guests booking run books as, in turn (each registered and signed in first): enough that
 * none reaches the bench server's cap of 100 unpaid reservations, whatever the runs book (bench/stays.mjs).
 */
export const GUESTS = Number(process.env.BENCH_GUESTS ?? 300);
export const FIXED_RATE = 200;
export const BOOKING_RATE = 100;
/** The rate of each of the two probes of the event-loop test (cached room list, static file). */
export const PROBE_RATE = 100;
/** Spread of the two bare runs above which the run is flagged as disturbed (other work on the machine). */
const NOISY_SPREAD = 0.3;

export const APP_HEALTH = 'GET /api/health';
export const NEW_STAY = 'Room list, a new stay each request';
export const GUEST_BOOKING = 'Booking create, many guests (distinct stays)';
export const STAFF_BOOKING = 'Booking create, staff for one guest (distinct stays)';
export const LOGIN = 'Login';

/**
 * The goals, per database key: `ratio` is a minimum of req/s ÷ the bare Fastify, `rate` a minimum of req/s,
 * `p99` a maximum in ms (of the fixed-rate runs and the event-loop probes), `rssMb` a maximum after the run.
 */
export const GOALS = {
  ratio: {
    [APP_HEALTH]: { pglite: 0.5, postgres: 0.5 },
    'Room list': { pglite: 0.4, postgres: 0.4 },
    'Room list, date search': { pglite: 0.4, postgres: 0.4 },
    'Room detail': { pglite: 0.4, postgres: 0.4 },
    'Room page (drawn)': { pglite: 0.15, postgres: 0.15 },
    [NEW_STAY]: { pglite: 0.04, postgres: 0.1 },
  },
  rate: { [GUEST_BOOKING]: { pglite: 250, postgres: 800 } },
  fixedP99: { 'Room list': 100, 'Room detail': 100, [GUEST_BOOKING]: 100 },
  probeP99: 20,
  rssMb: { pglite: 300, postgres: 200 },
};

const readsAnswers = (options) => Boolean(options.verifyBody || options.requests?.some((r) => r.onResponse));

/**
 * One autocannon run. With `maxOverallRequests` it ends when that many were answered, if its duration has not
 * ended it first, and its rate is then those requests over the time they took (runRate).
 */
export const run = (options) =>
  new Promise((resolve, reject) => {
    let lastAnswer = 0;
    const tracker = autocannon(
      {
        connections: CONNECTIONS,
        duration: DURATION,
        ...(readsAnswers(options) ? {} : { setupClient: readsIntoOneBuffer }),
        ...options,
      },
      (err, result) => {
        if (err) return reject(err);
        result.requests.average = runRate({
          average: result.requests.average,
          total: result.requests.total,
          cap: options.maxOverallRequests,
          startMs: result.start.getTime(),
          lastAnswerMs: lastAnswer,
        });
        resolve(result);
      },
    );
    if (options.maxOverallRequests) {
      tracker.on('response', () => {
        lastAnswer = Date.now();
      });
    }
  });

export const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Runs `fn` over `items`, `limit` at a time. */
async function inBatches(items, limit, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(fn))));
  return out;
}

const GUEST_PASSWORD = 'Quiet-harbour-47';

/**
 * The bare sign-in (bench/bare-server.mjs): the same request as the app's sign-in, answered by checking its password
 * against a hash of the app's cost and nothing else. The sign-in's time is mostly that hash, whose speed does not
 * move with the HTTP path's, so the app's sign-in is a ratio to this rather than to the bare `GET /api/health`.
 */
const bareSignIn = (base) => ({
  url: `${base}/api/auth/login`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'guest@hotel.test', password: GUEST_PASSWORD }),
});

/** GUESTS guest accounts, registered through the API and signed in, each with its cookies and XSRF token. */
async function registerGuests(base) {
  const started = Date.now();
  const run = Date.now().toString(36);
  const guests = await inBatches([...Array(GUESTS).keys()], 8, async (i) => {
    const email = `bench.${run}.${i}@guests.test`;
    const signedIn = await browser(base, email, { password: GUEST_PASSWORD, register: { name: `Bench Guest ${i}` } });
    return { email, ...signedIn };
  });
  console.log(`  ${GUESTS} guests registered and signed in (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return guests;
}

async function scenarios(base) {
  const anonymous = await browser(base);
  const admin = await browser(base, 'admin@hotel.test');
  const { rooms } = await (await fetch(`${base}/api/rooms/available/rooms`)).json();
  if (!rooms?.length) throw new Error('The demo hotel has no rooms to book');
  const { user: guest } = await (
    await fetch(`${base}/api/auth/me`, { headers: { cookie: (await browser(base, 'guest@hotel.test')).cookie } })
  ).json();
  const guests = await registerGuests(base);
  const html = await (await fetch(`${base}/`)).text();
  const entryScript = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entryScript) throw new Error('The served index.html names no script under /assets/');
  const roomPath = `/api/rooms/${rooms[0]._id}`;
  const today = new Date().toISOString().slice(0, 10);
  const search = `checkIn=${addDays(today, 30)}&checkOut=${addDays(today, 33)}`;

  // 2 000 different stays (400 arrival days × 1 to 5 nights), more than the server keeps answers for:
  // every request is a search nobody made just before.
  const SEARCH_FIRST_DAY = 30;
  const SEARCH_ARRIVALS = 400;
  const SEARCH_MAX_NIGHTS = 5;
  let searches = 0;
  const nextSearch = () => {
    const i = searches++;
    const arrival = addDays(today, SEARCH_FIRST_DAY + (i % SEARCH_ARRIVALS));
    const nights = 1 + (Math.floor(i / SEARCH_ARRIVALS) % SEARCH_MAX_NIGHTS);
    return `/api/rooms/available/rooms?checkIn=${arrival}&checkOut=${addDays(arrival, nights)}`;
  };

  // One-night stays, ~1,390 nights past the searches' stays, then ~370 before them (after the demo hotel's, which end
  // within 50 days): ~1,760 nights × the rooms in all.
  const nightsAhead = bookingNights({
    today,
    horizonMonths: BOOKING_HORIZON_MONTHS,
    searchesEnd: SEARCH_FIRST_DAY + SEARCH_ARRIVALS - 1 + SEARCH_MAX_NIGHTS,
    afterDemoStays: 61,
  });
  const stays = stayPool(rooms, nightsAhead);
  const nextStay = () => {
    const { room, night } = stays.next();
    return { room, night: addDays(today, night) };
  };
  const staffBooking = () => {
    const { room, night } = nextStay();
    return JSON.stringify({
      roomId: room._id,
      guestId: guest.id,
      checkInDate: night,
      checkOutDate: addDays(night, 1),
      totalPrice: room.price,
    });
  };
  // Each request books as the next guest in turn: consecutive requests, and those in flight at once, are
  // different guests (bookings of one guest are serialized by the server; of different guests they must not be).
  let turn = 0;
  let logins = 0;
  const guestBooking = (req) => {
    const { room, night } = nextStay();
    const who = guests[turn++ % guests.length];
    return {
      ...req,
      headers: { ...req.headers, cookie: who.cookie, 'x-xsrf-token': who.xsrf },
      body: JSON.stringify({
        roomId: room._id,
        checkInDate: night,
        checkOutDate: addDays(night, 1),
        totalPrice: room.price,
      }),
    };
  };
  const json = { 'content-type': 'application/json' };
  /** `n` guest bookings as plain data, for the paced runs of bench/probe.mjs (a worker takes no functions). */
  const guestBookings = (n) =>
    Array.from({ length: n }, () => {
      const { headers, body } = guestBooking({ headers: json });
      return { method: 'POST', path: '/api/bookings/create', headers, body };
    });
  return {
    entryScript,
    roomPath,
    guestBookings,
    stays,
    waitForOutbox: () => drainOutbox(base, admin.cookie),
    routes: [
      ['Room list', { url: `${base}/api/rooms/available/rooms` }],
      ['Room list, date search', { url: `${base}/api/rooms/available/rooms?${search}` }],
      [NEW_STAY, { url: base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextSearch() }) }] }],
      ['Room detail', { url: `${base}${roomPath}` }],
      // What a room page asks for beside the room: its reviews, and for its date picker its stays in the year ahead.
      ['Room reviews', { url: `${base}/api/reviews/${rooms[0]._id}` }],
      [
        'Room availability (date picker)',
        { url: `${base}/api/rooms/${rooms[0]._id}/availability?from=${today}&to=${addDays(today, 366)}` },
      ],
      // The public pages as a browser asks for them: drawn by the server from the same answers, compressed.
      ['Room list page (drawn)', { url: `${base}/rooms`, headers: { 'accept-encoding': 'br' } }],
      ['Room page (drawn)', { url: `${base}/room/${rooms[0]._id}`, headers: { 'accept-encoding': 'br' } }],
      // The rendition a phone's room list and room page show: the photos are most of what a first visit asks for.
      ['Room photo (480 px)', { url: `${base}/uploads/rooms/${rooms[0].images[0].replace(/\.webp$/, '-480.webp')}` }],
      // Each request signs in the next guest in turn, from one visitor's session: one account signed in by
      // several requests at once is throttled (each attempt counts as failed until its password is checked).
      [
        LOGIN,
        {
          url: `${base}/api/auth/login`,
          requests: [
            {
              method: 'POST',
              headers: { ...json, cookie: anonymous.cookie, 'x-xsrf-token': anonymous.xsrf },
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({ email: guests[logins++ % guests.length].email, password: GUEST_PASSWORD }),
              }),
            },
          ],
        },
      ],
      // Before the booking runs, which add thousands of bookings that the nightly totals would then join.
      ['Admin metrics', { url: `${base}/api/dashboard/metrics?period=30d`, headers: { cookie: admin.cookie } }],
      [
        STAFF_BOOKING,
        {
          url: `${base}/api/bookings/create`,
          requests: [
            {
              method: 'POST',
              headers: { ...json, cookie: admin.cookie, 'x-xsrf-token': admin.xsrf },
              setupRequest: (req) => ({ ...req, body: staffBooking() }),
            },
          ],
        },
      ],
      [
        GUEST_BOOKING,
        {
          url: `${base}/api/bookings/create`,
          requests: [{ method: 'POST', headers: json, setupRequest: guestBooking }],
        },
      ],
    ],
  };
}

const OUTBOX_WAIT_MS = 180_000;

/**
 * Waits until the server has sent every confirmation the booking runs queued (the newest message is sent
 * last): the sender draws and writes them in bursts, and a run measured meanwhile would share the CPU with it.
 */
async function drainOutbox(base, cookie) {
  const started = Date.now();
  for (let asked = 0; ; asked++) {
    const res = await fetch(`${base}/api/mail?page=1&limit=1`, { headers: { cookie } });
    if (!res.ok) throw new Error(`The outbox could not be read: ${res.status}`);
    const { messages, total } = await res.json();
    if (!messages[0] || messages[0].sentAt) {
      const took = ((Date.now() - started) / 1000).toFixed(1);
      if (asked > 0) console.log(`  the outbox is sent (${total} messages; waited ${took} s)`);
      return;
    }
    if (Date.now() - started > OUTBOX_WAIT_MS) {
      console.warn(`  the outbox was still sending after ${OUTBOX_WAIT_MS / 1000} s: measuring on`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const ratioOf = (result, bare) => Number((result.requests.average / bare).toFixed(4));
const mean = (a, b) => (a + b) / 2;

/**
 * Two runs of one route (at the start and the end) as one: the mean rate, the worse latencies, every failure, and
 * the mean of the bare Fastify's rates beside them when they have one.
 */
const meanOfRuns = (first, last) => ({
  requests: { average: mean(first.requests.average, last.requests.average) },
  ...(first.reference && last.reference ? { reference: mean(first.reference, last.reference) } : {}),
  latency: { p50: Math.max(first.latency.p50, last.latency.p50), p99: Math.max(first.latency.p99, last.latency.p99) },
  non2xx: first.non2xx + last.non2xx,
  errors: first.errors + last.errors,
  timeouts: first.timeouts + last.timeouts,
});

export const HEADERS_ROW = "Bare Fastify with the app's answer headers";
export const HEADERS_LIST_ROW = "Bare Fastify with the app's answer headers and the room list's answer";
export const LIST_PATH = '/api/rooms/available/rooms';

/**
 * The app's answer to a cookieless GET, uncompressed as the runs ask for it: its body, its type and its headers,
 * less those every server sends. (fetch joins repeated headers; the app sends one cookie here, the XSRF token.)
 */
async function plainAnswer(url) {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await res.text();
  const headers = {};
  for (const [name, value] of res.headers) if (!own.has(name)) headers[name] = value;
  return { body, type: res.headers.get('content-type'), headers };
}

/** The headers of `headers` that `common` does not have, or has with another value (its request id and cookie aside). */
const onlyIn = (headers, common) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => name !== 'x-request-id' && name !== 'set-cookie' && common[name] !== value,
    ),
  );

/**
 * The bare Fastify sending the app's own answer headers (those of `GET /api/health` at `base`): what the headers every
 * answer must carry (QUALITY.md 23, the XSRF-TOKEN cookie of API.md, the request id) cost before the app does
 * anything; and, at LIST_PATH, the room list's own answer, its bytes as they are, with them. Resolves to the server
 * and the app's room list answer.
 */
export async function startBareWithAppAnswers(base) {
  const health = await plainAnswer(`${base}/api/health`);
  const list = await plainAnswer(`${base}${LIST_PATH}`);
  const server = await startBare({
    headers: health.headers,
    answers: { [LIST_PATH]: { body: list.body, type: list.type, headers: onlyIn(list.headers, health.headers) } },
  });
  return { server, list };
}

/**
 * Measures one database. `stored` holds the baseline ratios of this database (or null): a route that falls
 * below them is measured once more between two fresh bare runs, and the better ratio counts, so that one
 * disturbed run on a shared machine does not pass for a regression.
 */
export async function benchDatabase({ label, key, env, stored }) {
  console.log(`\n${label}: starting the server (the demo hotel is seeded first) and the bare Fastify`);
  const server = await startServer(env);
  const bareServer = await startBare().catch(async (err) => {
    await server.stop();
    throw err;
  });
  const { base } = server;
  let headersServer;
  let signInServer;
  try {
    signInServer = await startBare({ signIn: { password: GUEST_PASSWORD } });
    // The routes measured against a bare server of their own, run before and after them, instead of the bare Fastify.
    const ownReference = { [LOGIN]: bareSignIn(signInServer.base) };
    const { routes, entryScript, guestBookings, roomPath, stays, waitForOutbox } = await scenarios(base);
    // A booking run books at most `count` of the hotel's stays (bench/stays.mjs): a throughput run its share of
    // them, the event-loop test's load what is left.
    const booking = (name, options, count = stays.forThroughputRun()) => {
      if (name !== STAFF_BOOKING && name !== GUEST_BOOKING) return options;
      if (count < CONNECTIONS) throw new Error(`${count} stays are left to book, fewer than the run's connections`);
      return { ...options, maxOverallRequests: count };
    };
    ({ server: headersServer } = await startBareWithAppAnswers(base));
    const headersUrl = `${headersServer.base}/api/health`;
    const headersListUrl = `${headersServer.base}${LIST_PATH}`;
    const bareUrl = `${bareServer.base}/api/health`;
    const appHealth = { url: `${base}/api/health` };
    // Warm up the JIT and the connection pool, so that the first runs are not the slow ones.
    await run({ url: bareUrl, duration: 2 });
    await run({ ...appHealth, duration: 2 });
    for (const [, options] of routes.slice(0, 4)) await run({ ...options, duration: 1 });

    await run({ url: headersUrl, duration: 2 });
    await run({ url: headersListUrl, duration: 1 });
    const bareFirst = await run({ url: bareUrl });
    const headersFirst = await run({ url: headersUrl });
    const headersListFirst = await run({ url: headersListUrl });
    // Every run of the app goes between two runs of the bare Fastify, and its ratio is to their mean (its
    // `reference`): over the many minutes of a database's runs this machine's speed drifts (the bare Fastify
    // went from 48,000 to 80,000 requests a second within one minute), and a reference measured minutes away
    // would charge a route for that drift or credit it with it.
    const bareRates = [bareFirst.requests.average];
    let bareBefore = await run({ url: bareUrl });
    bareRates.push(bareBefore.requests.average);
    const besideBare = async (options, own) => {
      const ownBefore = own && (await run(own));
      const result = await run(options);
      const ownAfter = own && (await run(own));
      // The bare run measures the machine, not confirmations the app's run queued being sent beside it.
      await waitForOutbox();
      const bareAfter = await run({ url: bareUrl });
      bareRates.push(bareAfter.requests.average);
      const reference = own
        ? mean(ownBefore.requests.average, ownAfter.requests.average)
        : mean(bareBefore.requests.average, bareAfter.requests.average);
      bareBefore = bareAfter;
      return { ...result, reference };
    };
    const appFirst = await besideBare(appHealth);
    const results = [];
    for (const [name, options] of routes) {
      // Each run with its own confirmations only, not those the booking run before it queued.
      await waitForOutbox();
      process.stdout.write(`  ${name}…\n`);
      results.push([name, await besideBare(booking(name, options), ownReference[name])]);
    }
    await waitForOutbox();
    const appLast = await besideBare(appHealth);
    // The closing runs measure the machine as the opening ones did.
    const headersListLast = await run({ url: headersListUrl });
    const headersLast = await run({ url: headersUrl });
    const bareLast = await run({ url: bareUrl });
    bareRates.push(bareLast.requests.average);
    // A route measured again below goes between this run and a new one, like every other run of the app.
    bareBefore = bareLast;
    // The reference of the rows that measure the machine itself (the bare runs, the headers rows).
    const bare = mean(bareFirst.requests.average, bareLast.requests.average);
    const spread = Math.abs(bareFirst.requests.average - bareLast.requests.average) / bare;
    if (spread > NOISY_SPREAD) {
      console.warn(`  The two bare runs differ by ${Math.round(spread * 100)} %: the machine was busy.`);
    }
    // The app's health route, at the start and the end like the bare one: the mean of the two.
    const app = meanOfRuns(appFirst, appLast);
    const withHeaders = meanOfRuns(headersFirst, headersLast);
    const listWithHeaders = meanOfRuns(headersListFirst, headersListLast);
    results.unshift([APP_HEALTH, app]);

    const comparison = results.map(([name, r]) => compare(name, ratioOf(r, r.reference), stored?.[name]));
    for (const c of comparison.filter((c) => c.dropped)) {
      process.stdout.write(`  ${c.route}: ${c.ratio} against ${c.baseline} in the baseline, measuring again…\n`);
      const options = c.route === APP_HEALTH ? appHealth : routes.find(([name]) => name === c.route)[1];
      const again = await besideBare(booking(c.route, options), ownReference[c.route]);
      const second = ratioOf(again, again.reference);
      Object.assign(c, compare(c.route, Math.max(c.ratio, second), c.baseline), { remeasured: second });
    }

    // Latency at an offered rate (bench/probe.mjs): the reads at 200 requests a second, bookings by many guests
    // at 100, each guest in turn.
    const paced = (rate, requests) => probe({ base, rate, duration: DURATION, requests });
    const fixed = [
      ['Room list', FIXED_RATE, await paced(FIXED_RATE, [{ path: '/api/rooms/available/rooms' }])],
      ['Room detail', FIXED_RATE, await paced(FIXED_RATE, [{ path: roomPath }])],
      [GUEST_BOOKING, BOOKING_RATE, await paced(BOOKING_RATE, guestBookings(Math.round(BOOKING_RATE * DURATION)))],
    ];

    // The event-loop test: while one run saturates the database, the cached room list and a static file,
    // each at a modest offered rate from a thread of its own, must keep answering at once.
    // First the two probes alone, for what they cost with nothing else running.
    const eventLoop = [];
    {
      const [list, file] = await Promise.all([
        paced(PROBE_RATE, [{ path: '/api/rooms/available/rooms' }]),
        paced(PROBE_RATE, [{ path: entryScript, headers: { 'accept-encoding': 'br, gzip' } }]),
      ]);
      eventLoop.push({ name: '(nothing: the probes alone)', load: null, list, file });
    }
    for (const name of [NEW_STAY, GUEST_BOOKING]) {
      // Each load with its own confirmations only, not those of the runs before it.
      await waitForOutbox();
      process.stdout.write(`  event loop: cached reads and a static file during "${name}"…\n`);
      const [load, list, file] = await Promise.all([
        run(booking(name, routes.find(([n]) => n === name)[1], stays.left())),
        paced(PROBE_RATE, [{ path: '/api/rooms/available/rooms' }]),
        paced(PROBE_RATE, [{ path: entryScript, headers: { 'accept-encoding': 'br, gzip' } }]),
      ]);
      if (load.duration < DURATION * 0.95) {
        console.warn(`  the load ran out of stays ${(DURATION - load.duration).toFixed(1)} s before its probes ended`);
      }
      eventLoop.push({ name, load, list, file });
    }
    const rss = await rssMegabytes(server.pid);

    const goalOf = (name, r) => {
      const rate = GOALS.rate[name]?.[key];
      if (rate !== undefined) return atLeast(Math.round(r.requests.average), rate, ' req/s', failedIn(r));
      return atLeast(ratioOf(r, r.reference), GOALS.ratio[name]?.[key], '', failedIn(r));
    };
    // The app's runs against the bare runs beside them; the rows that measure the machine against its first and last.
    const row = (name, r, goals = true) => ({
      route: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'bare req/s': Math.round(r.reference ?? bare),
      ratio: ratioOf(r, r.reference ?? bare),
      ...(goals ? goalOf(name, r) : { goal: '', met: '' }),
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
    });
    const table = [
      row(`Bare Fastify ${bareServer.version} (start)`, bareFirst, false),
      row(HEADERS_ROW, withHeaders, false),
      row(HEADERS_LIST_ROW, listWithHeaders, false),
      ...results.map(([name, r]) => row(name, r)),
      row(`Bare Fastify ${bareServer.version} (end)`, bareLast, false),
    ];
    const fixedTable = fixed.map(([name, rate, r]) => ({
      route: name,
      'offered req/s': rate,
      'answered req/s': r['req/s'],
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
      ...atMost(r.p99, GOALS.fixedP99[name], ' ms', failedIn(r)),
      'non-2xx': r.non2xx,
      errors: r.errors,
    }));
    const probeRow = (name, load, label, r) => ({
      'while saturating': name,
      'load req/s': load ? Math.round(load.requests.average) : '—',
      'load non-2xx': load ? load.non2xx : '—',
      probe: label,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
      ...(load ? atMost(r.p99, GOALS.probeP99, ' ms', failedIn(load) + failedIn(r)) : { goal: '—', met: '—' }),
      'non-2xx': failedIn(r),
    });
    const eventLoopTable = eventLoop.flatMap(({ name, load, list, file }) => [
      probeRow(name, load, `Room list (cached), ${PROBE_RATE}/s`, list),
      probeRow(name, load, `Static file (entry script), ${PROBE_RATE}/s`, file),
    ]);
    const memory = { rss, ...atMost(rss, GOALS.rssMb[key], ' MB') };

    const goals = [
      ...table.filter((r) => r.goal && r.goal !== '—').map((r) => ({ goal: `${r.route}: ${r.goal}`, r })),
      ...fixedTable
        .filter((r) => r.goal !== '—')
        .map((r) => ({ goal: `${r.route} at ${r['offered req/s']} req/s: p99 ${r.goal}`, r })),
      ...eventLoopTable
        .filter((r) => r.goal !== '—')
        .map((r) => ({ goal: `${r.probe} during "${r['while saturating']}": p99 ${r.goal}`, r })),
      { goal: `Resident memory after the run: ${memory.goal}`, r: memory },
    ].map(({ goal, r }) => ({
      goal,
      measured: r.rss ?? (r.goal.includes('ms') ? r['p99 ms'] : r.goal.includes('req/s') ? r['req/s'] : r.ratio),
      met: r.met,
    }));

    console.table(table);
    console.table(fixedTable);
    console.table(eventLoopTable);
    console.log(`  resident memory after the run: ${rss} MB (goal ${memory.goal}: ${memory.met})`);
    return {
      label,
      key,
      table,
      fixedTable,
      eventLoopTable,
      memory,
      goals,
      rss,
      spread,
      bareRange: [Math.round(Math.min(...bareRates)), Math.round(Math.max(...bareRates))],
      bareRuns: bareRates.length,
      // GET /api/health ÷ the bare Fastify with the app's headers: the share left once the headers are paid for.
      healthOfHeaders: ratioOf(app, withHeaders.requests.average),
      // GET /api/health's two runs apart: a process after the guests' sign-ups, and after every route.
      healthRuns: [ratioOf(appFirst, appFirst.reference), ratioOf(appLast, appLast.reference)],
      // The same for the room list: the app's list ÷ the bare Fastify sending its answer with the app's headers.
      listOfHeaders: ratioOf(results.find(([name]) => name === 'Room list')[1], listWithHeaders.requests.average),
      bareVersion: bareServer.version,
      entryScript,
      routes: comparison.map(({ route, ratio }) => ({ route, ratio })),
      comparison,
    };
  } finally {
    await headersServer?.stop();
    await signInServer?.stop();
    await bareServer.stop();
    await server.stop();
  }
}

/**
 * The room planner on a larger hotel: the demo's 14 rooms and `extraRooms` more, each with a year of stays
 * (SEED_EXTRA_ROOMS), read by the desk for two weeks and for two months; throughput as a ratio to the bare
 * Fastify, latency, and the answer's size.
 */
export async function benchPlanner({ label, env = {}, extraRooms = 136 }) {
  console.log(`\n${label}: the room planner with ${14 + extraRooms} rooms and a year of stays`);
  const server = await startServer({ ...env, SEED_EXTRA_ROOMS: String(extraRooms) });
  const bareServer = await startBare().catch(async (err) => {
    await server.stop();
    throw err;
  });
  try {
    const desk = await browser(server.base, 'receptionist@hotel.test');
    const bareUrl = `${bareServer.base}/api/health`;
    await run({ url: bareUrl, duration: 2 });
    const bareFirst = await run({ url: bareUrl });
    const rows = [];
    for (const days of [14, 62]) {
      const url = `${server.base}/api/front-desk/planner?days=${days}`;
      const headers = { cookie: desk.cookie };
      const answer = await fetch(url, { headers });
      const body = await answer.text();
      if (!answer.ok) throw new Error(`planner answered ${answer.status}: ${body.slice(0, 200)}`);
      const parsed = JSON.parse(body);
      const result = await run({ url, headers });
      rows.push({ days, result, rooms: parsed.rooms.length, stays: parsed.stays.length, kb: body.length / 1024 });
    }
    const bareLast = await run({ url: bareUrl });
    const bare = mean(bareFirst.requests.average, bareLast.requests.average);
    const table = rows.map(({ days, result, rooms, stays, kb }) => ({
      route: `Planner, ${days} nights`,
      rooms,
      stays,
      'answer KB': Number(kb.toFixed(1)),
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      ratio: ratioOf(result, bare),
      'non-2xx': result.non2xx,
    }));
    console.table(table);
    return { label, table };
  } finally {
    await bareServer.stop();
    await server.stop();
  }
}
