import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';
import { TIME_ZONES } from '../time/zones';

export const ORGANISATION_KINDS = ['lsp', 'employer', 'training-provider', 'client-company'] as const;
export const VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;

/** An organisation as the operator's console lists it (DESIGN 4a; /api/main/admin-organisations). */
export const OrganisationRecord = Type.Object(
  {
    id: Type.String(),
    kind: Type.Enum(ORGANISATION_KINDS, { type: 'string' }),
    legalName: Type.String(),
    code: Type.String(),
    verification: Type.Enum(VERIFICATION_STATES, { type: 'string' }),
    /** Where its people plan: schedules, sessions and deadlines are shown in this zone (@core/time/zones). */
    timeZone: Type.Enum(TIME_ZONES, { type: 'string' }),
    rejectionReason: Nullable(Type.String()),
    ownerName: Type.String(),
    ownerEmail: Type.String(),
    members: Type.Integer(),
    createdAt: Type.String(),
    /** The partner registration's details (/registrasi-partner); null for an organisation made another way. */
    npwp: Nullable(Type.String()),
    industry: Nullable(Type.String()),
    size: Nullable(Type.String()),
    website: Nullable(Type.String()),
    /** The street and the areas, written out. */
    address: Nullable(Type.String()),
    /** The contact person is the owner: their position, and their phone from the account. */
    contactPosition: Nullable(Type.String()),
    contactPhone: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type OrganisationRecord = Static<typeof OrganisationRecord>;
