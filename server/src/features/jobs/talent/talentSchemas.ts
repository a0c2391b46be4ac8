import { Type } from 'typebox';
import { Envelope } from '@core/contract/common';
import { TALENT_STATUS_FILTERS } from '@core/jobs/talent';
import { DataRequestView, TalentPage, TalentView } from '@core/jobs/talent.contract';
import { uuid } from '../portal/schemas';

/** The talent source's request and answer schemas; the answers are packages/core/src/jobs/talent.contract.ts. */

const closed = { additionalProperties: false } as const;
// Query values arrive as text (the gateway does not coerce), as in portal/schemas.ts.
const pageIndex = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' }));
const pageSize = Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' }));

export const talentIdParams = Type.Object({ id: uuid }, closed);

export const talentQuery = Type.Object(
  {
    pageIndex,
    pageSize,
    searchValue: Type.Optional(Type.String({ maxLength: 200 })),
    provinceCode: Type.Optional(Type.String({ pattern: '^[0-9]{2}$' })),
    regencyCode: Type.Optional(Type.String({ pattern: '^[0-9]{2}\\.[0-9]{2}$' })),
    skill: Type.Optional(Type.String({ maxLength: 100 })),
    certified: Type.Optional(Type.Enum(['true', 'false'], { type: 'string' })),
    status: Type.Optional(Type.Enum(TALENT_STATUS_FILTERS, { type: 'string' })),
  },
  closed,
);

export const talentRequestBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }), vacancyId: Type.Optional(uuid) },
  closed,
);
export const decisionBody = Type.Object({ decision: Type.Enum(['approve', 'reject'], { type: 'string' }) }, closed);

// Answers.

export const talentPageAnswer = { 200: Envelope(TalentPage) } as const;
export const talentAnswer = { 200: Envelope(TalentView), 201: Envelope(TalentView) } as const;
export const dataRequestAnswer = { 200: Envelope(DataRequestView) } as const;
export const dataRequestsAnswer = { 200: Envelope(Type.Array(DataRequestView)) } as const;
