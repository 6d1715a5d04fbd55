// The rate of an autocannon run that may end by its count of requests (`maxOverallRequests`) before its time.

/**
 * Requests a second of a run: autocannon's own average, unless the run ended by reaching `cap` answers, when it is
 * those answers over the time from the run's start to its last answer. autocannon counts requests in whole seconds,
 * and the one the run ended within would count as a whole one (a run ended 0.2 s into its fifth second would be
 * reported at four fifths of its rate).
 */
export function runRate({ average, total, cap, startMs, lastAnswerMs }) {
  const seconds = (lastAnswerMs - startMs) / 1000;
  if (!cap || total < cap || seconds <= 0) return average;
  return Number((total / seconds).toFixed(2));
}
