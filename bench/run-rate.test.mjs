import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runRate } from './run-rate.mjs';

test('a run ended by its count of requests is rated over the time to its last answer', () => {
  // 4,586 stays booked in 5.7 s: autocannon's six samples, the last of 0.7 s, would say 764 a second.
  assert.equal(runRate({ average: 764.33, total: 4586, cap: 4586, startMs: 1000, lastAnswerMs: 6700 }), 804.56);
});

test('a run ended by its time keeps autocannon’s rate', () => {
  assert.equal(runRate({ average: 1212, total: 9696, cap: 12960, startMs: 0, lastAnswerMs: 8000 }), 1212);
  assert.equal(runRate({ average: 58236, total: 465888, startMs: 0, lastAnswerMs: 8000 }), 58236);
});
