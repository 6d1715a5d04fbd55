import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { loadConfig } from './config.js';
import { trackRequestsInFlight } from './lib/in-flight.js';
import { keepTickShapes } from './lib/tick-shapes.js';

/** From the signal to the exit, whatever happens in between. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** The part of it spent before the close begins: the grace period, then the requests in flight. */
const BEFORE_CLOSE_MS = SHUTDOWN_TIMEOUT_MS / 2;

async function main() {
  keepTickShapes();
  const config = loadConfig();
  const { database, secret } = await prepareDatabase(config, (msg) => console.warn(msg));
  const app = await buildApp({ config, database, secret, serveWeb: true, runJobs: true });
  const inFlight = trackRequestsInFlight(app);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    inFlight.stopping();
    // First of all, before any wait: a load balancer polling readiness stops sending traffic here.
    app.withdrawReadiness();
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: not ready; finishing requests');
    const deadline = Date.now() + SHUTDOWN_TIMEOUT_MS;
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Until the balancer has seen the 503, it may still route requests here: they are served, not refused.
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      // Answers under way finish first (each closing its connection), so that the close finds no busy
      // keep-alive connection to cut.
      await inFlight.drained(BEFORE_CLOSE_MS - config.shutdownGraceMs);
      await app.close();
      // The database goes last: after every plugin's own close (a LISTEN connection returns to the pool there,
      // and the pool's end waits for it), and after any handler still running on a connection the close dropped.
      await inFlight.drained(deadline - Date.now() - 1_000);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (err) => {
    app.log.fatal({ err }, 'unhandled rejection');
    process.exit(1);
  });
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(`The Aurelia is open at http://${shown}:${config.port}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
