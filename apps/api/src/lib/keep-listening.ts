import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const LISTEN_RETRY_MS = 5_000;

/**
 * Listens on `channel` for as long as the app is open, for what drops or sends on what a change notice tells of:
 * `setLive(true)` once notices flow, `setLive(false)` whenever they may be missed (the listening connection lost,
 * the app closing), so that the cache reads afresh meanwhile. A listen that fails is tried again every few seconds.
 */
export async function keepListening(
  app: FastifyInstance,
  ctx: AppContext,
  options: { channel: string; onNotice: (payload: string) => void; setLive: (live: boolean) => void },
): Promise<void> {
  const { channel, onNotice, setLive } = options;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    try {
      stop = await ctx.database.listen(channel, onNotice, (connected) => {
        if (!closed) setLive(connected);
      });
      if (closed) await stop();
      else setLive(true);
    } catch (err) {
      // Without the notices nothing is kept, only read afresh every time, and live screens wait for them.
      app.log.warn({ err }, 'change notices cannot be received: nothing is kept in memory, no live screen opens');
      if (!closed) {
        retry = setTimeout(listen, LISTEN_RETRY_MS);
        retry.unref();
      }
    }
  };
  await listen();

  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    setLive(false);
    await stop?.();
  });
}
