import { useCallback, useState } from 'react';

/**
 * Tracks one kind of gateway call of a page: whether it is running (for the busy button), its last result
 * (for the success message) and how it failed (for the error message).
 */
export function useRequest<Result>() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const [error, setError] = useState<unknown>(null);

  /** Runs the call; resolves to its result, or to undefined when it failed (the failure is kept in `error`). */
  const run = useCallback(async (call: () => Promise<Result>): Promise<Result | undefined> => {
    setBusy(true);
    setError(null);
    try {
      const value = await call();
      setResult(value);
      return value;
    } catch (caught) {
      setError(caught);
      setResult(undefined);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, result, error, run };
}
