import { randomBytes } from 'node:crypto';
import type { Locale } from '@core/i18n/locales';
import { PARTNER_CODE_PREFIX, PARTNER_ROLE, type PartnerKind } from '@core/organisations/partnerRegistration';
import type { Db } from '../../db/connect';
import { registerPerson } from './service';
import { zoneOfProvince } from '@core/time/zones';

/** A partner registration the handler has checked with the shared rules, its values normalised. */
export interface NewPartner {
  kind: PartnerKind;
  legalName: string;
  npwp: string;
  industry: string;
  size: string;
  website: string | null;
  address: string;
  provinceCode: string;
  regencyCode: string;
  districtCode: string;
  villageCode: string;
  fullname: string;
  position: string;
  email: string;
  phone: string;
  passwordHash: string;
  locale: Locale;
}

/**
 * The person, their account, the organisation (pending, with a generated code) and its admin membership, and the
 * e-mail confirmation code, in one transaction (registerPerson): a refused step leaves nothing behind. An employer's
 * account starts with statusUser 0, SPEC 5's menu rule, until the operator verifies its company (DESIGN 4a).
 */
export async function registerPartner(db: Db, input: NewPartner) {
  return registerPerson(db, input, PARTNER_ROLE[input.kind], async (trx, accountId) => {
    const organisation = await trx
      .insertInto('organisations')
      .values({
        kind: input.kind,
        legal_name: input.legalName,
        code: `${PARTNER_CODE_PREFIX[input.kind]}${randomBytes(4).toString('hex').toUpperCase()}`,
        owner_account_id: accountId,
        npwp: input.npwp,
        industry: input.industry,
        company_size: input.size,
        website: input.website,
        address: input.address,
        province_code: input.provinceCode,
        // Its people plan in its province's zone (WIB, WITA or WIT).
        time_zone: zoneOfProvince(input.provinceCode),
        regency_code: input.regencyCode,
        district_code: input.districtCode,
        village_code: input.villageCode,
        contact_position: input.position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('memberships').values({ organisation_id: organisation.id, account_id: accountId, role: 'admin' }).execute();
    return { organisationId: organisation.id };
  });
}
