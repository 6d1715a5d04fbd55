// Whether a run met its goal: the measured figure against the goal, and every request of the run answered.

/** The requests of a run that did not succeed: an autocannon result, or a paced run's (bench/probe.mjs). */
export const failedIn = (r) => r.non2xx + r.errors + (r.timeouts ?? 0);

/**
 * `≥ 0.4` and whether `value` meets it, for a minimum; `≤ 20 ms` for a maximum. A goal is met only by runs in which
 * every request succeeded (`failed` counts those that did not, the load's beside a probe's): refused requests cost
 * less than answered ones, and would pass for speed.
 */
export const atLeast = (value, goal, unit = '', failed = 0) =>
  goal === undefined
    ? { goal: '—', met: '—' }
    : { goal: `≥ ${goal}${unit}`, met: value >= goal && failed === 0 ? 'yes' : 'no' };
export const atMost = (value, goal, unit = ' ms', failed = 0) =>
  goal === undefined
    ? { goal: '—', met: '—' }
    : { goal: `≤ ${goal}${unit}`, met: value <= goal && failed === 0 ? 'yes' : 'no' };
