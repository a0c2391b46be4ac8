import { Type, type Static } from 'typebox';
import { Envelope } from '@core/contract/common';
import { EmployerOrganisationView } from '@core/jobs/contract';
import { TEXT_MAX_LENGTH } from '@core/organisations/partnerRegistration';

/**
 * The employer's company profile's schemas (/employer/organisation[/logo]); the answer is packages/core/src/jobs/contract.ts's
 * EmployerOrganisationView, the body's type packages/core/src/jobs/companyProfile.ts's CompanyProfileInput. Bounds here; the
 * formats (NPWP, website, postal code, nesting areas) are the core's rules, answered 400 by field.
 */

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const code = Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 20 }));

// A little room above the core's limits, so a too long text is the core's field error, in the caller's language.
export const companyBody = Type.Object(
  {
    legalName: Type.String({ minLength: 1, maxLength: TEXT_MAX_LENGTH.legalName + 50 }),
    npwp: text(40),
    industry: text(TEXT_MAX_LENGTH.industry + 50),
    companySize: text(20),
    website: text(TEXT_MAX_LENGTH.website + 50),
    street: text(TEXT_MAX_LENGTH.address + 50),
    postalCode: text(10),
    provinceCode: code,
    regencyCode: code,
    districtCode: code,
    villageCode: code,
  },
  { additionalProperties: false },
);
export type CompanyBody = Static<typeof companyBody>;

export const organisationAnswer = {
  200: Envelope(Type.Union([Type.Null(), EmployerOrganisationView])),
  201: Envelope(EmployerOrganisationView),
} as const;
