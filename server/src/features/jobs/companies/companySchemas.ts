import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { TEXT_MAX_LENGTH } from '@core/organisations/partnerRegistration';
import { envelopeOf } from '../../../platform/typeProvider';

/**
 * The employer's company profile's schemas (/employer/organisation[/logo]); the types are src/core/jobs/types.ts's
 * EmployerOrganisationView and src/core/jobs/companyProfile.ts's CompanyProfileInput. Bounds here; the formats (NPWP,
 * website, postal code, nesting areas) are the core's rules, answered 400 by field.
 */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const boolean = { type: 'boolean' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const code = { type: ['string', 'null'], maxLength: 20 } as const;

// A little room above the core's limits, so a too long text is the core's field error, in the caller's language.
export const companyBody = object(
  {
    legalName: { type: 'string', minLength: 1, maxLength: TEXT_MAX_LENGTH.legalName + 50 },
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
  ['legalName'],
);
export type CompanyBody = Validated<typeof companyBody>;

const area = { anyOf: [{ type: 'null' }, object({ value: string, text: string }, ['value', 'text'])] } as const;
const organisation = object(
  {
    id: string,
    legalName: string,
    code: string,
    verification: { type: 'string', enum: ['pending', 'verified', 'rejected'] },
    rejectionReason: nullableString,
    npwp: nullableString,
    industry: nullableString,
    companySize: nullableString,
    website: nullableString,
    address: object({ street: string, postalCode: string, province: area, regency: area, district: area, village: area }, [
      'street',
      'postalCode',
      'province',
      'regency',
      'district',
      'village',
    ]),
    logoUrl: nullableString,
    canEdit: boolean,
  },
  ['id', 'legalName', 'code', 'verification', 'rejectionReason', 'npwp', 'industry', 'companySize', 'website', 'address', 'logoUrl', 'canEdit'],
);

export const organisationAnswer = {
  200: envelopeOf({ anyOf: [{ type: 'null' }, organisation] }),
  201: envelopeOf(organisation),
} as const;
