import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { hashParameters, startBare } from './bare-server.mjs';
import { root } from './server.mjs';

test("the bare sign-in checks the password against a hash of the app's cost", async () => {
  const bare = await startBare({ signIn: { password: 'the-guests-password' } });
  try {
    const signIn = (password) =>
      fetch(`${bare.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'guest@hotel.test', password }),
      });
    assert.equal((await signIn('the-guests-password')).status, 200);
    assert.equal((await signIn('another-password')).status, 401);
    // The app's own hashing, as a new guest's password is stored: the same algorithm, version and costs.
    const app = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "const { hashPassword } = await import('./apps/api/src/lib/passwords.ts'); console.log(await hashPassword('x'));",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    assert.equal(bare.hashed, hashParameters(app.trim()));
  } finally {
    await bare.stop();
  }
});
