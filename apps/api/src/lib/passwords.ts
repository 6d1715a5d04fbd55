import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1), stated so a library default change cannot weaken it.
// algorithm 2 is Argon2id (a const enum in the package's types, unusable with isolated modules).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Concurrent hashes each take 19 MiB and a thread: cap them so a login flood queues instead of exhausting memory.
const MAX_CONCURRENT = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return limited(() => verify(stored, password).catch(() => false));
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time on an unknown e-mail as on a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
