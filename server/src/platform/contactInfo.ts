import type { ContactInfo } from '@core/site/contactInfo.contract';
import type { Db } from '../db/connect';
import { SITE_SETTING_KEYS } from '../db/schema';

/**
 * SPEC 3's contact info, kept in site_settings (seeded at every start, so normally present). Read per call: the
 * contact API and the public site's renderer both show it.
 */
export async function readContactInfo(db: Db): Promise<ContactInfo | null> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', SITE_SETTING_KEYS.contactInfo).executeTakeFirst();
  return row ? (row.value as ContactInfo) : null;
}

export async function writeContactInfo(db: Db, info: ContactInfo): Promise<void> {
  const value = JSON.stringify(info);
  await db
    .insertInto('site_settings')
    .values({ key: SITE_SETTING_KEYS.contactInfo, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
