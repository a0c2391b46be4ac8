import { TALENT_REQUEST_STATUSES, TALENT_STATUS_FILTERS, TALENT_STATUSES } from '@core/jobs/talent';
import { envelopeOf } from '../../../platform/typeProvider';
import { uuid } from '../portal/schemas';

/** The talent source's request and answer schemas; the types are in src/core/jobs/talent.ts. */

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const strings = { type: 'array', items: string } as const;
// Query values arrive as text (the gateway does not coerce), as in schemas.ts.
const pageIndex = { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } as const;
const pageSize = { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' } as const;

export const talentIdParams = object({ id: uuid }, ['id']);

export const talentQuery = object(
  {
    pageIndex,
    pageSize,
    searchValue: { type: 'string', maxLength: 200 },
    provinceCode: { type: 'string', pattern: '^[0-9]{2}$' },
    regencyCode: { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}$' },
    skill: { type: 'string', maxLength: 100 },
    certified: { type: 'string', enum: ['true', 'false'] },
    status: { type: 'string', enum: TALENT_STATUS_FILTERS },
  },
  [],
);

export const talentRequestBody = object({ message: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' }, vacancyId: uuid }, ['message']);
export const decisionBody = object({ decision: { type: 'string', enum: ['approve', 'reject'] } }, ['decision']);

// Answers.

const areaRef = { anyOf: [{ type: 'null' }, object({ code: string, name: string }, ['code', 'name'])] } as const;
const entry = object({ title: string, organisation: nullableString, from: nullableString, to: nullableString, description: nullableString }, [
  'title',
  'organisation',
  'from',
  'to',
  'description',
]);
const requestRefProperties = {
  id: string,
  status: { type: 'string', enum: TALENT_REQUEST_STATUSES },
  message: string,
  vacancy: { anyOf: [{ type: 'null' }, object({ id: string, title: string }, ['id', 'title'])] },
  createdAt: string,
  decidedAt: nullableString,
} as const;
const requestRefKeys = Object.keys(requestRefProperties) as (keyof typeof requestRefProperties)[];
const talentProperties = {
  id: string,
  censored: boolean,
  name: string,
  headline: string,
  summary: nullableString,
  desiredJob: string,
  desiredSalary: { type: ['integer', 'null'] },
  skills: strings,
  province: areaRef,
  regency: areaRef,
  education: { type: 'array', items: entry },
  experience: { type: 'array', items: entry },
  languages: strings,
  contact: {
    anyOf: [
      { type: 'null' },
      object({ email: string, phone: nullableString, address: nullableString, hasCv: boolean }, ['email', 'phone', 'address', 'hasCv']),
    ],
  },
  updatedAt: string,
  status: { type: 'string', enum: TALENT_STATUSES },
  request: { anyOf: [{ type: 'null' }, object(requestRefProperties, requestRefKeys)] },
  certificates: object({ count: integer, schemes: strings }, ['count', 'schemes']),
  requestAgainAt: nullableString,
} as const;
const talent = object(talentProperties, Object.keys(talentProperties) as (keyof typeof talentProperties)[]);
const counts = object(
  Object.fromEntries(TALENT_STATUS_FILTERS.map((name) => [name, integer])) as Record<(typeof TALENT_STATUS_FILTERS)[number], typeof integer>,
  TALENT_STATUS_FILTERS,
);
const dataRequest = object({ ...requestRefProperties, company: string, nextStates: { type: 'array', items: string } }, [
  ...requestRefKeys,
  'company',
  'nextStates',
]);

export const talentPageAnswer = {
  200: envelopeOf(
    object({ items: { type: 'array', items: talent }, total: integer, pageIndex: integer, pageSize: integer, counts }, [
      'items',
      'total',
      'pageIndex',
      'pageSize',
      'counts',
    ]),
  ),
} as const;
export const talentAnswer = { 200: envelopeOf(talent), 201: envelopeOf(talent) } as const;
export const dataRequestAnswer = { 200: envelopeOf(dataRequest) } as const;
export const dataRequestsAnswer = { 200: envelopeOf({ type: 'array', items: dataRequest }) } as const;
