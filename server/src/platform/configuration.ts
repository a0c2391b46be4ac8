import type { ConfigurationEntry } from '@core/configuration/contract';
import type { Db } from '../db/connect';

/** The global configuration (SPEC 3), read per call: an operator's change applies at once, on every instance. */
export function readConfiguration(db: Db): Promise<ConfigurationEntry[]> {
  return db.selectFrom('global_configuration').select(['config_code as configCode', 'config_value as configValue']).orderBy('config_code').execute();
}
