import { fetchGlobalConfiguration } from '@client/configuration/api';
import { documentLimitBytes } from '@core/rules/limits';
import { useGatewayQuery } from './useGatewayQuery';

/**
 * SPEC 9's document limit in bytes, from GET /global-configuration; undefined until it loads (or if it cannot),
 * in which case only the gateway's own check applies.
 */
export function useDocumentLimit(): number | undefined {
  const { data } = useGatewayQuery(['global-configuration'], fetchGlobalConfiguration);
  return data === undefined ? undefined : documentLimitBytes(data);
}
