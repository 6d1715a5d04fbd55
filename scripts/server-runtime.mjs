// How the server process is started wherever it is started (`npm start`, the benchmark; the Dockerfile repeats
// these, as it cannot import them). Each was measured on resident memory after a load run (docs/BENCHMARKS.md).
export const SERVER_ENV = {
  // glibc gives each thread that allocates (libuv's pool hashing passwords, libvips encoding pictures, the embedded
  // database's thread) a malloc arena of its own, and an arena keeps what it once held: ~250 MB.
  MALLOC_ARENA_MAX: '2',
  // Blocks from 32 KB up are mapped on their own and handed back when freed. V8's compilers take their working
  // memory in 32 KB blocks (thousands while the app and the database's WebAssembly are first compiled) and free
  // them around the small blocks that stay: inside the heap they left ~60 MB free but resident after a start,
  // which the heap's trimming (from 128 KB free at its top) cannot return. Mapped, they cost about one mmap in
  // 40 requests under load.
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

export const SERVER_NODE_ARGS = [
  // A young generation of 3 × 8 MB instead of 3 × 16: ~30 MB less resident, no change in throughput measured.
  '--max-semi-space-size=8',
  // The old generation is collected when it has grown by half since the last collection, not fourfold as V8
  // allows on a machine with this much memory: the live heap is ~60 MB, and after a load run the heap held
  // ~150 MB, mostly garbage not yet collected (~100 MB with this). No change in throughput measured.
  '--heap-growing-percent=50',
  // Fastify gives every plugin with a scope of its own its own request and reply classes (31 here: a route module
  // each, the API's documentation, the scopes that parse uploads and the card provider's webhooks), and the code
  // every request passes (the hooks, sending the answer) sees objects of all of them. V8 stops following an
  // access's object shapes past 4 and looks each one up from then on: once a server has answered a variety of
  // requests, a small answer costs about a sixth more CPU than with up to 32 followed (docs/BENCHMARKS.md,
  // twenty-fourth round; a fresh process is faster still).
  '--max-valid-polymorphic-map-count=32',
];
