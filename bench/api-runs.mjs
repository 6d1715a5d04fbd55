// The API measurements on one database: each route's throughput as a ratio to the bare health route of the
// same server, latency at a fixed rate, and the server's memory afterwards.
import autocannon from 'autocannon';
import { compare } from './baseline.mjs';
import { browser, DEMO_PASSWORD, rssMegabytes, startServer } from './server.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const FIXED_RATE = 200;
/** Spread of the two bare runs above which the run is flagged as disturbed (other work on the machine). */
const NOISY_SPREAD = 0.3;

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function scenarios(base) {
  const anonymous = await browser(base);
  const admin = await browser(base, 'admin@hotel.test');
  const { rooms } = await (await fetch(`${base}/api/rooms/available/rooms`)).json();
  if (!rooms?.length) throw new Error('The demo hotel has no rooms to book');
  const { user: guest } = await (
    await fetch(`${base}/api/auth/me`, { headers: { cookie: (await browser(base, 'guest@hotel.test')).cookie } })
  ).json();
  const today = new Date().toISOString().slice(0, 10);
  const search = `checkIn=${addDays(today, 30)}&checkOut=${addDays(today, 33)}`;

  // 2 000 different stays (400 arrival days × 1 to 5 nights), more than the server keeps answers for:
  // every request is a search nobody made just before.
  let searches = 0;
  const nextSearch = () => {
    const i = searches++;
    const arrival = addDays(today, 30 + (i % 400));
    const nights = 1 + (Math.floor(i / 400) % 5);
    return `/api/rooms/available/rooms?checkIn=${arrival}&checkOut=${addDays(arrival, nights)}`;
  };

  // One-night stays, each room and night used once, far past the demo bookings.
  let stay = 0;
  const nextStay = () => {
    const room = rooms[stay % rooms.length];
    const night = addDays(today, 500 + Math.floor(stay / rooms.length));
    stay++;
    return JSON.stringify({
      roomId: room._id,
      guestId: guest.id,
      checkInDate: night,
      checkOutDate: addDays(night, 1),
      totalPrice: room.price,
    });
  };
  const json = { 'content-type': 'application/json' };
  return [
    ['Room list', { url: `${base}/api/rooms/available/rooms` }],
    ['Room list, date search', { url: `${base}/api/rooms/available/rooms?${search}` }],
    [
      'Room list, a new stay each request',
      { url: base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextSearch() }) }] },
    ],
    ['Room detail', { url: `${base}/api/rooms/${rooms[0]._id}` }],
    // The public pages as a browser asks for them: drawn by the server from the same answers, compressed.
    ['Room list page (drawn)', { url: `${base}/rooms`, headers: { 'accept-encoding': 'br' } }],
    ['Room page (drawn)', { url: `${base}/room/${rooms[0]._id}`, headers: { 'accept-encoding': 'br' } }],
    [
      'Login',
      {
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { ...json, cookie: anonymous.cookie, 'x-xsrf-token': anonymous.xsrf },
        body: JSON.stringify({ email: 'guest@hotel.test', password: DEMO_PASSWORD }),
      },
    ],
    // Before the booking run, which adds thousands of bookings that the nightly totals would then join.
    ['Admin metrics', { url: `${base}/api/dashboard/metrics?period=30d`, headers: { cookie: admin.cookie } }],
    [
      'Booking create (distinct stays)',
      {
        url: `${base}/api/bookings/create`,
        requests: [
          {
            method: 'POST',
            headers: { ...json, cookie: admin.cookie, 'x-xsrf-token': admin.xsrf },
            setupRequest: (req) => ({ ...req, body: nextStay() }),
          },
        ],
      },
    ],
  ];
}

const ratioOf = (result, bare) => Number((result.requests.average / bare).toFixed(4));

/**
 * Measures one database. `stored` holds the baseline ratios of this database (or null): a route that falls
 * below them is measured once more between two fresh bare runs, and the better ratio counts, so that one
 * disturbed run on a shared machine does not pass for a regression.
 */
export async function benchDatabase({ label, key, env, stored }) {
  console.log(`\n${label}: starting the server (the demo hotel is seeded first)`);
  const server = await startServer(env);
  const { base } = server;
  try {
    const routes = await scenarios(base);
    const bareUrl = `${base}/api/health`;
    // Warm up the JIT and the connection pool, so that the first bare run is not the slow one.
    await run({ url: bareUrl, duration: 2 });
    for (const [, options] of routes.slice(0, 4)) await run({ ...options, duration: 1 });

    const bareFirst = await run({ url: bareUrl });
    const results = [];
    for (const [name, options] of routes) {
      process.stdout.write(`  ${name}…\n`);
      results.push([name, await run(options)]);
    }
    const bareLast = await run({ url: bareUrl });
    const bare = (bareFirst.requests.average + bareLast.requests.average) / 2;
    const spread = Math.abs(bareFirst.requests.average - bareLast.requests.average) / bare;
    if (spread > NOISY_SPREAD) {
      console.warn(`  The two bare runs differ by ${Math.round(spread * 100)} %: the machine was busy.`);
    }

    const comparison = results.map(([name, r]) => compare(name, ratioOf(r, bare), stored?.[name]));
    for (const c of comparison.filter((c) => c.dropped)) {
      process.stdout.write(`  ${c.route}: ${c.ratio} against ${c.baseline} in the baseline, measuring again…\n`);
      const options = routes.find(([name]) => name === c.route)[1];
      const before = await run({ url: bareUrl });
      const again = await run(options);
      const after = await run({ url: bareUrl });
      const second = ratioOf(again, (before.requests.average + after.requests.average) / 2);
      Object.assign(c, compare(c.route, Math.max(c.ratio, second), c.baseline), { remeasured: second });
    }

    // Latency at a fixed 200 requests a second (the goals are set at this load).
    const fixed = [];
    for (const [name, options] of routes.filter(([n]) =>
      ['Room list', 'Room detail', 'Booking create (distinct stays)'].includes(n),
    )) {
      fixed.push([name, await run({ ...options, overallRate: FIXED_RATE, connections: 20 })]);
    }
    const rss = await rssMegabytes(server.pid);

    const row = (name, r) => ({
      route: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      ratio: ratioOf(r, bare),
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
    });
    const table = [
      row('GET /api/health (bare, start)', bareFirst),
      ...results.map(([name, r]) => row(name, r)),
      row('GET /api/health (bare, end)', bareLast),
    ];
    const fixedTable = fixed.map(([name, r]) => {
      const goal = name.startsWith('Booking') ? 250 : 100;
      return {
        route: name,
        'sent req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        goal: `≤ ${goal} ms`,
        met: r.latency.p99 <= goal ? 'yes' : 'no',
        'non-2xx': r.non2xx,
      };
    });
    console.table(table);
    console.table(fixedTable);
    console.log(`  resident memory after the run: ${rss} MB`);
    return {
      label,
      key,
      table,
      fixedTable,
      rss,
      spread,
      routes: comparison.map(({ route, ratio }) => ({ route, ratio })),
      comparison,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The room planner on a larger hotel: the demo's 14 rooms and `extraRooms` more, each with a year of stays
 * (SEED_EXTRA_ROOMS), read by the desk for two weeks and for two months; throughput as a ratio to the bare
 * health route of the same server, latency, and the answer's size.
 */
export async function benchPlanner({ label, env = {}, extraRooms = 136 }) {
  console.log(`\n${label}: the room planner with ${14 + extraRooms} rooms and a year of stays`);
  const server = await startServer({ ...env, SEED_EXTRA_ROOMS: String(extraRooms) });
  try {
    const desk = await browser(server.base, 'receptionist@hotel.test');
    const bareUrl = `${server.base}/api/health`;
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
    const bare = (bareFirst.requests.average + bareLast.requests.average) / 2;
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
    await server.stop();
  }
}
