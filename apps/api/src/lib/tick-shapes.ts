import { executionAsyncResource } from 'node:async_hooks';

let kept: object | undefined;

/**
 * Keeps one of the objects `process.nextTick` queues alive for the life of the process, and with it the object shapes
 * V8 built for them. Node (20) makes each such object with a literal whose first two keys are computed, and V8 records
 * at each of the later keys the shape the object had there. Those intermediate shapes belong to no object that outlives
 * its tick: once the server falls quiet, full collections free them, the next tick builds new ones, and the recorded
 * feedback, meeting a second shape, gives up for good. From then on three of the four properties of every tick's object
 * (several ticks a request) are defined through V8's runtime, and the code around them is optimized less: `GET
 * /api/health` cost 26 µs of CPU instead of 21 in any process that was ever quiet long enough (docs/BENCHMARKS.md,
 * thirty-third round). Called once, as the server starts.
 */
export function keepTickShapes(): void {
  if (kept) return;
  process.nextTick(() => {
    // Inside a tick's callback, the resource being run is that tick's own object.
    kept = executionAsyncResource();
  });
}
