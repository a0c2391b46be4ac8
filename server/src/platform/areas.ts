import type { Db } from '../db/connect';
import { badRequest } from './httpError';

/**
 * The chosen village exists inside the chosen district: with the shared rules having made the codes nest
 * (packages/core/src/organisations/partnerRegistration.ts, packages/core/src/jobs/companyProfile.ts), that places every level. Shared
 * by the partner registration and the employer's company profile, which store the same organisation columns.
 */
export async function checkVillage(db: Db, districtCode: string, villageCode: string): Promise<void> {
  const village = await db
    .selectFrom('location_villages')
    .select('code')
    .where('code', '=', villageCode)
    .where('district_code', '=', districtCode)
    .executeTakeFirst();
  if (!village) throw badRequest('villageCode', { villageCode: 'partnerRegistration.errors.unknownArea' });
}
