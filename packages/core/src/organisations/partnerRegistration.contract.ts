import { Type, type Static } from 'typebox';
import { PARTNER_KINDS } from './partnerRegistration';

const field = (maxLength: number) => Type.String({ maxLength });

/**
 * POST /api/cm/partner-registration as the wire carries it: the shape only, one flat object so that a field error
 * names the form's field. The rules (NPWP, areas, lengths, the company size's choices) are the shared core's, by
 * field (partnerRegistration.ts), so the browser refuses exactly what the server refuses.
 */
export const PartnerRegistrationBody = Type.Object(
  {
    kind: Type.Enum(PARTNER_KINDS, { type: 'string' }),
    legalName: field(1000),
    npwp: field(100),
    industry: field(1000),
    size: field(20),
    website: Type.Optional(field(1000)),
    address: field(2000),
    provinceCode: field(20),
    regencyCode: field(20),
    districtCode: field(20),
    villageCode: field(20),
    fullname: field(1000),
    position: field(1000),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    phone: field(100),
    // Long enough for any password a person types, short enough that hashing it costs nothing extra.
    password: Type.String({ minLength: 1, maxLength: 256 }),
    acceptTerms: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PartnerRegistrationBody = Static<typeof PartnerRegistrationBody>;

/** The gateway's answer: the contact person's account and the organisation, both new. */
export const PartnerRegistered = Type.Object({ userId: Type.String(), organisationId: Type.String() }, { additionalProperties: false });
export type PartnerRegistered = Static<typeof PartnerRegistered>;
