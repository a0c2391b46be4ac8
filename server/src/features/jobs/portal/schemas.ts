import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { HIRING_STATES, HIRING_STATUS_CODES, RESCHEDULE_CODES } from '@core/jobs/hiring';
import { EMPLOYER_VACANCY_SORTS, EMPLOYMENT_TYPES, JOB_FIELDS, SORT_ORDERS, VACANCY_SORTS, VACANCY_STATUSES, WORK_MODES } from '@core/jobs/search';
import { ATTEMPT_STATES } from '@core/jobs/screening';
import { envelopeOf } from '../../../platform/typeProvider';

/** The job portal's request and answer schemas; the types are src/core/jobs/types.ts. */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const rupiah = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000_000 } as const;
export const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
const provinceCode = { type: ['string', 'null'], pattern: '^[0-9]{2}$' } as const;
const regencyCode = { type: ['string', 'null'], pattern: '^[0-9]{2}\\.[0-9]{2}$' } as const;
// Query values arrive as text (the gateway does not coerce): whole numbers as digits, read in the route.
const pageIndex = { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } as const;
const pageSize = { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' } as const;

export const idParams = object({ id: uuid }, ['id']);
export const interviewParams = object({ id: uuid, interviewId: uuid }, ['id', 'interviewId']);

// Requests.

export const searchQuery = object(
  {
    pageIndex,
    pageSize,
    keyword: optionalText(200),
    province: { type: 'string', pattern: '^[0-9]{2}$' },
    regency: { type: 'string', pattern: '^[0-9]{2}\\.[0-9]{2}$' },
    employmentType: { type: 'string', enum: EMPLOYMENT_TYPES },
    workMode: { type: 'string', enum: WORK_MODES },
    field: { type: 'string', enum: JOB_FIELDS },
    salaryMin: { type: 'string', pattern: '^[0-9]{1,13}$' },
    salaryMax: { type: 'string', pattern: '^[0-9]{1,13}$' },
    postedWithinDays: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|[1-2][0-9][0-9]|3[0-5][0-9]|36[0-5])$' },
    sort: { type: 'string', enum: VACANCY_SORTS },
  },
  [],
);
export type SearchQuery = Validated<typeof searchQuery>;

export const employerListQuery = object(
  {
    pageIndex,
    pageSize,
    searchValue: optionalText(200),
    status: { type: 'string', enum: VACANCY_STATUSES },
    sortBy: { type: 'string', enum: EMPLOYER_VACANCY_SORTS },
    sortOrder: { type: 'string', enum: SORT_ORDERS },
  },
  [],
);

export const candidateQuery = object(
  {
    pageIndex,
    pageSize,
    searchValue: optionalText(200),
    vacancyId: uuid,
    status: { type: 'string', pattern: '^[0-5]$' },
  },
  [],
);

export const vacancyBody = object(
  {
    title: text(200),
    description: optionalText(20_000),
    requirements: optionalText(20_000),
    provinceCode,
    regencyCode,
    employmentType: { type: 'string', enum: EMPLOYMENT_TYPES },
    workMode: { type: 'string', enum: WORK_MODES },
    field: { type: 'string', enum: JOB_FIELDS },
    salaryMin: rupiah,
    salaryMax: rupiah,
    showSalary: boolean,
    quota: { type: 'integer', minimum: 1, maximum: 10_000 },
    closesAt: nullableDateTime,
  },
  ['title', 'employmentType', 'workMode'],
);
export type VacancyBody = Validated<typeof vacancyBody>;

export const bulkCloseBody = object({ ids: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: uuid } }, ['ids']);
export const statusBody = object({ status: { type: 'integer', enum: HIRING_STATUS_CODES }, note: optionalText(2000) }, ['status']);
export const interviewBody = object(
  {
    scheduledAt: dateTime,
    location: optionalText(500),
    link: { type: 'string', maxLength: 500, pattern: '^(https?://\\S+)?$' },
    note: optionalText(2000),
  },
  ['scheduledAt'],
);
export type InterviewBody = Validated<typeof interviewBody>;
export const rescheduleBody = object(
  {
    scheduledAt: dateTime,
    location: optionalText(500),
    link: interviewBody.properties.link,
    rescheduleCode: { type: 'integer', enum: RESCHEDULE_CODES },
    note: optionalText(2000),
  },
  ['rescheduleCode'],
);
export type RescheduleBody = Validated<typeof rescheduleBody>;
export const noteBody = object({ note: text(2000) }, ['note']);
export const applyBody = object({ vacancyId: uuid, coverNote: optionalText(5000) }, ['vacancyId']);

// Answers.

const areaRef = { anyOf: [{ type: 'null' }, object({ code: string, name: string }, ['code', 'name'])] } as const;
const vacancyProperties = {
  id: string,
  title: string,
  description: string,
  requirements: string,
  company: object({ id: string, name: string, logoUrl: nullableString }, ['id', 'name', 'logoUrl']),
  province: areaRef,
  regency: areaRef,
  employmentType: string,
  workMode: string,
  field: string,
  salary: { anyOf: [{ type: 'null' }, object({ min: { type: ['integer', 'null'] }, max: { type: ['integer', 'null'] } }, ['min', 'max'])] },
  quota: integer,
  closesAt: nullableString,
  status: string,
  publishedAt: nullableString,
  createdAt: string,
  open: boolean,
  expired: boolean,
} as const;
const vacancy = object(vacancyProperties, Object.keys(vacancyProperties) as (keyof typeof vacancyProperties)[]);
const counterNames = ['total', 'new', 'onProcess', 'passed', 'failed', 'hired', 'rejected', 'withdrawn'] as const;
const employerVacancy = object(
  {
    ...vacancyProperties,
    salaryMin: { type: ['integer', 'null'] },
    salaryMax: { type: ['integer', 'null'] },
    showSalary: boolean,
    counters: object(
      Object.fromEntries(counterNames.map((name) => [name, integer])) as Record<(typeof counterNames)[number], typeof integer>,
      counterNames,
    ),
  },
  [...(Object.keys(vacancyProperties) as (keyof typeof vacancyProperties)[]), 'salaryMin', 'salaryMax', 'showSalary', 'counters'],
);
const page = <const T extends object>(item: T) =>
  object({ items: { type: 'array', items: item }, total: integer, pageIndex: integer, pageSize: integer }, [
    'items',
    'total',
    'pageIndex',
    'pageSize',
  ]);

const hiringStatus = object(
  { code: { type: 'integer', enum: HIRING_STATUS_CODES }, state: { type: 'string', enum: HIRING_STATES }, colour: string, label: string },
  ['code', 'state', 'colour', 'label'],
);
const interview = object(
  {
    id: string,
    scheduledAt: string,
    location: nullableString,
    link: nullableString,
    rescheduleCode: integer,
    rescheduleColour: string,
    rescheduleLabel: string,
    note: nullableString,
  },
  ['id', 'scheduledAt', 'location', 'link', 'rescheduleCode', 'rescheduleColour', 'rescheduleLabel', 'note'],
);
const application = object(
  {
    id: string,
    vacancy: object({ id: string, title: string, company: string, open: boolean }, ['id', 'title', 'company', 'open']),
    applicant: object({ accountId: string, name: string, email: nullableString }, ['accountId', 'name', 'email']),
    status: hiringStatus,
    withdrawn: boolean,
    coverNote: nullableString,
    createdAt: string,
    nextStates: { type: 'array', items: string },
    history: {
      type: 'array',
      items: object({ from: nullableString, to: string, actor: nullableString, note: nullableString, at: string }, [
        'from',
        'to',
        'actor',
        'note',
        'at',
      ]),
    },
    interviews: { type: 'array', items: interview },
    notes: { type: 'array', items: object({ author: nullableString, note: string, at: string }, ['author', 'note', 'at']) },
    testState: { type: ['string', 'null'], enum: [...ATTEMPT_STATES, null] },
  },
  ['id', 'vacancy', 'applicant', 'status', 'withdrawn', 'coverNote', 'createdAt', 'nextStates', 'history', 'interviews', 'notes', 'testState'],
);
const candidateRow = object(
  {
    id: string,
    vacancy: object({ id: string, title: string }, ['id', 'title']),
    applicant: object({ accountId: string, name: string, email: string }, ['accountId', 'name', 'email']),
    status: hiringStatus,
    withdrawn: boolean,
    appliedAt: string,
    nextInterviewAt: nullableString,
  },
  ['id', 'vacancy', 'applicant', 'status', 'withdrawn', 'appliedAt', 'nextInterviewAt'],
);
const dashboardCounters = ['applier', 'candidateOnProcess', 'failedCandidate', 'hiredCandidate', 'invitation', 'totalCandidate'] as const;

/** The public search's page: its total may be a lower bound (SEARCH_COUNT_CAP). */
const searchPage = object(
  { items: { type: 'array', items: vacancy }, total: integer, totalAtLeast: boolean, pageIndex: integer, pageSize: integer },
  ['items', 'total', 'totalAtLeast', 'pageIndex', 'pageSize'],
);
export const vacancyPageAnswer = { 200: envelopeOf(searchPage) } as const;
export const vacancyAnswer = { 200: envelopeOf(vacancy) } as const;
export const employerVacancyAnswer = { 200: envelopeOf(employerVacancy), 201: envelopeOf(employerVacancy) } as const;
export const employerVacancyPageAnswer = { 200: envelopeOf(page(employerVacancy)) } as const;
export const bulkCloseAnswer = { 200: envelopeOf(object({ closed: integer }, ['closed'])) } as const;
export const noDataAnswer = { 200: envelopeOf({ type: 'null' }) } as const;
export const applicationAnswer = { 200: envelopeOf(application), 201: envelopeOf(application) } as const;
export const applicationsAnswer = { 200: envelopeOf({ type: 'array', items: application }) } as const;
export const dashboardAnswer = {
  200: envelopeOf(
    object(
      {
        candidates: page(candidateRow),
        ...(Object.fromEntries(dashboardCounters.map((name) => [name, integer])) as Record<(typeof dashboardCounters)[number], typeof integer>),
      },
      ['candidates', ...dashboardCounters],
    ),
  ),
} as const;
