import { singleFlight } from '@core/gateway/singleFlight';

/**
 * Wraps a check so that a success counts for `maxAgeMs`: callers within that time get the answer without a
 * new round trip, callers arriving together share one, and a failure is never remembered (the next caller
 * checks again).
 */
export function recentSuccess(check: () => Promise<void>, maxAgeMs: number, now: () => number = Date.now): () => Promise<void> {
  let succeededAt = Number.NEGATIVE_INFINITY;
  const run = singleFlight(async () => {
    await check();
    succeededAt = now();
  });
  return async () => {
    if (now() - succeededAt < maxAgeMs) return;
    await run();
  };
}
