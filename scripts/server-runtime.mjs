// How the server process is started wherever it is started (`npm start`, the benchmark; the Dockerfile repeats
// these, as it cannot import them). Each was measured on resident memory after a load run (docs/BENCHMARKS.md).
export const SERVER_ENV = {
  // glibc gives each thread that allocates (libuv's pool hashing passwords, libvips encoding pictures, the embedded
  // database's thread) a malloc arena of its own, and an arena keeps what it once held: ~250 MB.
  MALLOC_ARENA_MAX: '2',
  // Blocks from 128 KB up are mapped on their own and handed back when freed, and free memory at the top of the
  // heap is returned from 128 KB on: glibc's adaptive thresholds kept ~55 MB after the seed and a load run.
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

// A young generation of 3 × 8 MB instead of 3 × 16: ~30 MB less resident, no change in throughput measured.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8'];
