import { randomBytes } from 'node:crypto';
import type { Locale } from '@core/i18n/locales';
import { PARTNER_CODE_PREFIX, PARTNER_ROLE, type PartnerKind } from '@core/organisations/partnerRegistration';
import { ROLE_ACCOUNT_TYPE } from '@core/rules/roles';
import type { Db } from '../../db/connect';
import { conflict } from '../../platform/httpError';
import { createOneTimeToken } from './oneTimeTokens';

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

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * The person, their account, the organisation (pending, with a generated code) and its admin membership, and the
 * e-mail confirmation code, in one transaction: a refused step leaves nothing behind. An employer's account starts
 * with statusUser 0, SPEC 5's menu rule, until the operator verifies its company (DESIGN 4a).
 */
export async function registerPartner(db: Db, input: NewPartner) {
  const role = PARTNER_ROLE[input.kind];
  return db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ email: input.email, password_hash: input.passwordHash, fullname: input.fullname, phone: input.phone, locale: input.locale })
        .returning(['id', 'email', 'fullname', 'locale'])
        .executeTakeFirstOrThrow();
      const account = await trx
        .insertInto('accounts')
        .values({
          user_id: user.id,
          role_name: role,
          account_type: ROLE_ACCOUNT_TYPE[role],
          status_user: input.kind === 'employer' ? 0 : 1,
          photo: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const organisation = await trx
        .insertInto('organisations')
        .values({
          kind: input.kind,
          legal_name: input.legalName,
          code: `${PARTNER_CODE_PREFIX[input.kind]}${randomBytes(4).toString('hex').toUpperCase()}`,
          owner_account_id: account.id,
          npwp: input.npwp,
          industry: input.industry,
          company_size: input.size,
          website: input.website,
          address: input.address,
          province_code: input.provinceCode,
          regency_code: input.regencyCode,
          district_code: input.districtCode,
          village_code: input.villageCode,
          contact_position: input.position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('memberships').values({ organisation_id: organisation.id, account_id: account.id, role: 'admin' }).execute();
      const token = await createOneTimeToken(trx, user.id, 'confirm-email');
      return { user, accountId: account.id, organisationId: organisation.id, token };
    })
    .catch((error: unknown) => {
      // Two registrations of one address racing past the handler's check: the unique index on the e-mail decides.
      if (isUniqueViolation(error)) throw conflict('errors.emailTaken');
      throw error;
    });
}
