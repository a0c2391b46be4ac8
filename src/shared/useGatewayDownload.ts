import { useCallback } from 'react';
import type { Family } from '@core/gateway/families';
import { useMember } from './memberContext';

/**
 * Saves a file the gateway answers (a CV, a printed PDF) under the name its content-disposition gives: through the
 * gateway client (API key, token, one refresh on 401), since a plain link would carry neither header.
 */
export function useGatewayDownload(family: Family) {
  const { gateway } = useMember();
  return useCallback(
    async (path: string, fallbackName: string) => {
      const file = await gateway.download(family, path);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? fallbackName;
      link.click();
      // The browser reads the object URL after this handler returns: free it a little later, not at once.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    [gateway, family],
  );
}
