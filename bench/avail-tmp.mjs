import autocannon from 'autocannon';
import { addDays } from './api-runs.mjs';
import { startServer, withScratchDatabase } from './server.mjs';

const PG = 'postgresql://postgres@%2Ftmp%2Fhotel-pg:55433/postgres';
const body = async (url) => {
  const app = await startServer(url ? { DATABASE_URL: url } : {});
  try {
    const { rooms } = await (await fetch(`${app.base}/api/rooms/available/rooms`)).json();
    const today = new Date().toISOString().slice(0, 10);
    const path = process.env.REVIEWS
      ? `/api/reviews/${rooms[0]._id}`
      : `/api/rooms/${rooms[0]._id}/availability?from=${today}&to=${addDays(today, 366)}`;
    const res = await fetch(app.base + path);
    const text = await res.text();
    const run = (duration) =>
      new Promise((ok, no) =>
        autocannon({ url: app.base + path, connections: 10, duration }, (e, r) => (e ? no(e) : ok(r))),
      );
    await run(1);
    const r = await run(5);
    console.log(
      url ? 'pg' : 'embedded',
      res.status,
      text.length,
      'req/s',
      r.requests.average,
      'p50',
      r.latency.p50,
      'p99',
      r.latency.p99,
      'non2xx',
      r.non2xx,
    );
  } finally {
    await app.stop();
  }
};
if (process.env.PGDB) await withScratchDatabase(PG, body);
else await body(null);
