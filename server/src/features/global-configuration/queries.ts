import { CONFIG_CODES, type ConfigCode } from '@core/rules/configuration';
import type { Db } from '../../db/connect';

/** The known codes' rows (one code's, when given), by code. */
export function configurationRows(db: Db, code?: ConfigCode) {
  let query = db
    .selectFrom('global_configuration')
    .select(['config_code', 'config_value', 'updated_at'])
    .where('config_code', 'in', [...CONFIG_CODES]);
  if (code) query = query.where('config_code', '=', code);
  return query.orderBy('config_code').execute();
}

/** Changes one code's value; undefined when the code has no row. */
export function updateConfigurationValue(db: Db, code: ConfigCode, value: string) {
  return db
    .updateTable('global_configuration')
    .set({ config_value: value, updated_at: new Date() })
    .where('config_code', '=', code)
    .returning(['config_code', 'config_value', 'updated_at'])
    .executeTakeFirst();
}
