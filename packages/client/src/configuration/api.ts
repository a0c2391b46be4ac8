import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import type { ConfigurationEntry } from '@core/configuration/contract';

/** SPEC 7: GET /global-configuration (main family) answers data.data, the list of entries. */
export async function fetchGlobalConfiguration(gateway: Gateway): Promise<ConfigurationEntry[]> {
  const { data } = await gateway.main.get<Envelope<{ data: ConfigurationEntry[] }>>('/global-configuration');
  return data.data;
}
