import { useEffect, useState } from 'react';
import { documentLimitBytes, fetchGlobalConfiguration } from '../core';
import { useMember } from './memberContext';

/**
 * SPEC 9's document limit in bytes, from GET /global-configuration; undefined until it loads (or if it cannot),
 * in which case only the gateway's own check applies.
 */
export function useDocumentLimit(): number | undefined {
  const { gateway } = useMember();
  const [limit, setLimit] = useState<number>();
  useEffect(() => {
    let current = true;
    fetchGlobalConfiguration(gateway).then(
      (entries) => {
        if (current) setLimit(documentLimitBytes(entries));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [gateway]);
  return limit;
}
