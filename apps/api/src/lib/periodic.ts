import type { FastifyInstance } from 'fastify';

/**
 * Runs a background task once the server is ready, then every `everyMs`, one run at a time, and waits for a
 * run under way when the server closes. A failed run is logged; the next one tries again.
 */
export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= task()
      .catch((err: unknown) => app.log.error({ err, event: `${name}_failed` }, `${name} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
