// The demo hotel's own PRNG, so that a picture's seed means the same here as in the rest of the demo data.
export { hashSeed, mulberry32, type Rng } from '../../../apps/api/src/db/seed/random.js';
