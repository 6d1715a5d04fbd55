// Latency at an offered rate: requests sent evenly spaced (one every 1000/rate ms, whatever the answers do), over
// keep-alive connections, from a worker thread of its own, so that a saturating autocannon run on the main thread
// neither delays these requests nor their timing. Each latency runs from the moment the request was due to the
// end of its answer: a server that stalls is charged for the requests that queue behind it (no coordinated
// omission, unlike autocannon's `overallRate`, which sends each second's requests in a burst, then waits).
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * `{ base, rate, duration, requests }`: `requests` ({ method, path, headers, body }) are sent in turn, cycling.
 * Resolves to { sent, 'req/s', p50, p99, max, non2xx, errors } (latencies in ms).
 */
export function probe(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the probe's worker exited with ${code}`));
    });
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => (v === null ? null : Math.round(v * 10) / 10);

async function paced({ base, rate, duration, requests, timeoutMs = 10_000 }) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight = new Set();
  const send = (i, due) => {
    const { method = 'GET', path = '/', headers = {}, body } = requests[i % requests.length];
    const done = new Promise((resolve) => {
      const req = http.request({ agent, hostname, port, method, path, headers, timeout: timeoutMs }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };
  const start = performance.now() + 20;
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) {
      send(i, start + i * interval);
      i++;
    }
    if (i < total) await new Promise((r) => setTimeout(r, Math.max(0, start + i * interval - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    'req/s': Math.round(latencies.length / elapsed),
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies.at(-1) ?? null),
    non2xx,
    errors,
  };
}

if (!isMainThread && parentPort) parentPort.postMessage(await paced(workerData));
