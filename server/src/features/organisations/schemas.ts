import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';
import { OrganisationRecord, VERIFICATION_STATES } from '@core/organisations/contract';
import { TIME_ZONES } from '@core/time/zones';

/** The operator's organisations list (DESIGN 4a): request and answer schemas. */

export const idParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });

/**
 * The operator's verdict: a rejection says why (the owner reads it). The operator also sets the time zone the
 * organisation plans in (a training provider has no settings page of its own). The rest of the record is the owner's.
 */
export const verificationBody = Type.Object(
  {
    verification: Type.Enum(VERIFICATION_STATES, { type: 'string' }),
    rejectionReason: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    timeZone: Type.Optional(Type.Enum(TIME_ZONES, { type: 'string' })),
  },
  { additionalProperties: true },
);

export const recordsAnswer = { 200: Envelope(Type.Array(OrganisationRecord)) } as const;
export const recordAnswer = { 200: Envelope(OrganisationRecord) } as const;
