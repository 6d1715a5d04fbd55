import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./tick-shapes.ts', import.meta.url).href;

/**
 * A process that queues ticks until V8 has optimized them, falls quiet while its memory is fully collected a few
 * times (as a server's does when no request comes), queues ticks again, and prints what V8 recorded at the keys of
 * the literal nextTick makes its queued objects with.
 */
const script = (keep: boolean) => `
  const { keepTickShapes } = await import(${JSON.stringify(moduleUrl)});
  if (${keep}) keepTickShapes();
  const burst = (n) => new Promise((resolve) => {
    let left = n;
    const step = () => (--left === 0 ? resolve() : process.nextTick(step));
    process.nextTick(step);
  });
  await burst(200000);
  for (let quiet = 0; quiet < 3; quiet++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 4; i++) globalThis.gc();
  }
  await burst(1000);
  new Function('f', '%DebugPrint(f)')(process.nextTick);
`;

/** The states V8 recorded at the literal's keys, in order. */
function literalFeedback(keep: boolean): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'tick-shapes-'));
  try {
    const out = path.join(dir, 'out.txt');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', script(keep)],
      { cwd: path.dirname(fileURLToPath(import.meta.url)), stdio: ['ignore', openSync(out, 'w'), 'pipe'] },
    );
    expect(result.stderr.toString()).toBe('');
    expect(result.status).toBe(0);
    return [...readFileSync(out, 'utf8').matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1] ?? '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the shapes of queued ticks', () => {
  it('stay as V8 recorded them after the process falls quiet and its memory is collected', () => {
    expect(literalFeedback(true)).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
    // Without them kept, V8 gives up on the three keys after the first: the slow path this guards against. (Should a
    // later Node.js make its queued objects another way, this half fails first, and the keeping can go.)
    expect(literalFeedback(false)).toEqual(['MONOMORPHIC', 'MEGAMORPHIC', 'MEGAMORPHIC', 'MEGAMORPHIC']);
  }, 30_000);
});
