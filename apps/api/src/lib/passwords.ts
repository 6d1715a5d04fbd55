import { hash, verify } from '@node-rs/argon2';
import { createHashQueue } from './hash-queue.js';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1), stated so a library default change cannot weaken it.
// algorithm 2 is Argon2id (a const enum in the package's types, unusable with isolated modules).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Concurrent hashes each take 19 MiB and a thread: four run at once, 32 more may wait (about a second of work),
// and one client address holds at most 8 of them, so a flood is refused (503) instead of slowing every login.
let queue = createHashQueue({ concurrency: 4, maxWaiting: 32, perOwner: 8 });

/** The server's settings (PASSWORD_HASH_MAX_WAITING, PASSWORD_HASH_PER_ADDRESS); 0 turns a bound off. */
export function configurePasswordHashing(settings: { maxWaiting: number; perAddress: number }): void {
  queue = createHashQueue({ concurrency: 4, maxWaiting: settings.maxWaiting, perOwner: settings.perAddress });
}

/** `owner` is the client's address when a request asks for the hash: its share of the queue is bounded. */
export function hashPassword(password: string, owner?: string): Promise<string> {
  return queue.run(() => hash(password, OPTIONS), owner);
}

export function verifyPassword(stored: string, password: string, owner?: string): Promise<boolean> {
  return queue.run(() => verify(stored, password).catch(() => false), owner);
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time on an unknown e-mail as on a wrong password. */
export async function burnPasswordCheck(password: string, owner?: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password, owner);
}
