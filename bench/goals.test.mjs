import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atLeast, atMost, failedIn } from './goals.mjs';

test('a goal is met by its figure only when every request of its runs succeeded', () => {
  assert.deepEqual(atLeast(0.45, 0.4), { goal: '≥ 0.4', met: 'yes' });
  assert.deepEqual(atLeast(1259, 800, ' req/s', 0), { goal: '≥ 800 req/s', met: 'yes' });
  assert.equal(atLeast(1362, 800, ' req/s', 3445).met, 'no');
  assert.equal(atLeast(0.39, 0.4).met, 'no');
  assert.deepEqual(atMost(9.1, 20), { goal: '≤ 20 ms', met: 'yes' });
  assert.equal(atMost(9.1, 20, ' ms', 1).met, 'no');
  assert.equal(atMost(21, 20).met, 'no');
  assert.deepEqual(atLeast(0.2, undefined, '', 5), { goal: '—', met: '—' });
});

test('the failed requests of an autocannon run count its timeouts; a paced run has none to count', () => {
  assert.equal(failedIn({ non2xx: 3445, errors: 2, timeouts: 1 }), 3448);
  assert.equal(failedIn({ non2xx: 0, errors: 1 }), 1);
  assert.equal(failedIn({ non2xx: 0, errors: 0, timeouts: 0 }), 0);
});
