/**
 * Wraps an async task so that callers arriving while it runs share the same promise: two parallel
 * 401s cause one token refresh, and both retry with its result.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
