import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { loadConfig } from './config.js';
import { trackRequestsInFlight } from './lib/in-flight.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const { database, secret } = await prepareDatabase(config, (msg) => console.warn(msg));
  const app = await buildApp({ config, database, secret, serveWeb: true });
  const inFlight = trackRequestsInFlight(app);
  app.addHook('onClose', async () => {
    await inFlight.drained(SHUTDOWN_TIMEOUT_MS - 1_000);
    await database.close();
  });

  let stopping = false;
  // While stopping, each answer closes its keep-alive connection: a connection busy when the close began
  // would otherwise stay open after its answer, and the server would wait for the client to hang up.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('Connection', 'close');
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Answers under way finish first (each closing its connection), so that the close finds no busy
      // keep-alive connection to cut.
      await inFlight.drained(SHUTDOWN_TIMEOUT_MS / 2);
      await app.close();
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
