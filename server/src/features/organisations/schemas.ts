import type { OrganisationRecord } from '@core/organisations/types';
import { envelopeOf } from '../../platform/typeProvider';

/** The operator's organisations list (DESIGN 4a): request and answer schemas. */

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const kinds = ['lsp', 'employer', 'training-provider', 'client-company'] as const;
const states = ['pending', 'verified', 'rejected'] as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } },
} as const;

/** The operator's verdict: a rejection says why (the owner reads it). The rest of the record is the owner's. */
export const verificationBody = {
  type: 'object',
  required: ['verification'],
  additionalProperties: true,
  properties: { verification: { type: 'string', enum: states }, rejectionReason: { type: ['string', 'null'], maxLength: 1000 } },
} as const;

const record = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'legalName',
    'code',
    'verification',
    'rejectionReason',
    'ownerName',
    'ownerEmail',
    'members',
    'createdAt',
    'npwp',
    'industry',
    'size',
    'website',
    'address',
    'contactPosition',
    'contactPhone',
  ],
  properties: {
    id: string,
    kind: { type: 'string', enum: kinds },
    legalName: string,
    code: string,
    verification: { type: 'string', enum: states },
    rejectionReason: nullableString,
    ownerName: string,
    ownerEmail: string,
    members: integer,
    createdAt: string,
    npwp: nullableString,
    industry: nullableString,
    size: nullableString,
    website: nullableString,
    address: nullableString,
    contactPosition: nullableString,
    contactPhone: nullableString,
  },
} as const;

export const recordsAnswer = { 200: envelopeOf({ type: 'array', items: record }) } as const;
export const recordAnswer = { 200: envelopeOf(record) } as const;

void (record.properties satisfies Record<keyof OrganisationRecord, object>);
