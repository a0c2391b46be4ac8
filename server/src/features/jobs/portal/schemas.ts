import { Type, type Static } from 'typebox';
import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { ApplicationView, CandidateDashboard, EmployerVacancyPage, EmployerVacancyView, VacancySearchPage, VacancyView } from '@core/jobs/contract';
import { HIRING_STATUS_CODES, RESCHEDULE_CODES } from '@core/jobs/hiring';
import { EMPLOYER_VACANCY_SORTS, EMPLOYMENT_TYPES, JOB_FIELDS, SORT_ORDERS, VACANCY_SORTS, VACANCY_STATUSES, WORK_MODES } from '@core/jobs/search';

/** The job portal's request and answer schemas; the answers are packages/core/src/jobs/contract.ts. */

const closed = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const dateTime = Type.String({ format: 'date-time' });
const rupiah = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000_000 }));
export const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
const areaCode = (pattern: string) => Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], pattern }));
// Query values arrive as text (the gateway does not coerce): whole numbers as digits, read in the route.
const pageIndex = Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' }));
const pageSize = Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' }));

export const idParams = Type.Object({ id: uuid }, closed);
export const interviewParams = Type.Object({ id: uuid, interviewId: uuid }, closed);

// Requests.

export const searchQuery = Type.Object(
  {
    pageIndex,
    pageSize,
    keyword: optionalText(200),
    province: Type.Optional(Type.String({ pattern: '^[0-9]{2}$' })),
    regency: Type.Optional(Type.String({ pattern: '^[0-9]{2}\\.[0-9]{2}$' })),
    employmentType: Type.Optional(Type.Enum(EMPLOYMENT_TYPES, { type: 'string' })),
    workMode: Type.Optional(Type.Enum(WORK_MODES, { type: 'string' })),
    field: Type.Optional(Type.Enum(JOB_FIELDS, { type: 'string' })),
    salaryMin: Type.Optional(Type.String({ pattern: '^[0-9]{1,13}$' })),
    salaryMax: Type.Optional(Type.String({ pattern: '^[0-9]{1,13}$' })),
    postedWithinDays: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|[1-2][0-9][0-9]|3[0-5][0-9]|36[0-5])$' })),
    sort: Type.Optional(Type.Enum(VACANCY_SORTS, { type: 'string' })),
  },
  closed,
);
export type SearchQuery = Static<typeof searchQuery>;

export const employerListQuery = Type.Object(
  {
    pageIndex,
    pageSize,
    searchValue: optionalText(200),
    status: Type.Optional(Type.Enum(VACANCY_STATUSES, { type: 'string' })),
    sortBy: Type.Optional(Type.Enum(EMPLOYER_VACANCY_SORTS, { type: 'string' })),
    sortOrder: Type.Optional(Type.Enum(SORT_ORDERS, { type: 'string' })),
  },
  closed,
);

export const candidateQuery = Type.Object(
  {
    pageIndex,
    pageSize,
    searchValue: optionalText(200),
    vacancyId: Type.Optional(uuid),
    status: Type.Optional(Type.String({ pattern: '^[0-5]$' })),
  },
  closed,
);

export const vacancyBody = Type.Object(
  {
    title: text(200),
    description: optionalText(20_000),
    requirements: optionalText(20_000),
    provinceCode: areaCode('^[0-9]{2}$'),
    regencyCode: areaCode('^[0-9]{2}\\.[0-9]{2}$'),
    employmentType: Type.Enum(EMPLOYMENT_TYPES, { type: 'string' }),
    workMode: Type.Enum(WORK_MODES, { type: 'string' }),
    field: Type.Optional(Type.Enum(JOB_FIELDS, { type: 'string' })),
    salaryMin: rupiah,
    salaryMax: rupiah,
    showSalary: Type.Optional(Type.Boolean()),
    quota: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    closesAt: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' })),
  },
  closed,
);
export type VacancyBody = Static<typeof vacancyBody>;

export const bulkCloseBody = Type.Object({ ids: Type.Array(uuid, { minItems: 1, maxItems: 200, uniqueItems: true }) }, closed);
export const statusBody = Type.Object({ status: Type.Enum(HIRING_STATUS_CODES, { type: 'integer' }), note: optionalText(2000) }, closed);
const link = Type.String({ maxLength: 500, pattern: '^(https?://\\S+)?$' });
export const interviewBody = Type.Object(
  { scheduledAt: dateTime, location: optionalText(500), link: Type.Optional(link), note: optionalText(2000) },
  closed,
);
export type InterviewBody = Static<typeof interviewBody>;
export const rescheduleBody = Type.Object(
  {
    scheduledAt: Type.Optional(dateTime),
    location: optionalText(500),
    link: Type.Optional(link),
    rescheduleCode: Type.Enum(RESCHEDULE_CODES, { type: 'integer' }),
    note: optionalText(2000),
  },
  closed,
);
export type RescheduleBody = Static<typeof rescheduleBody>;
export const noteBody = Type.Object({ note: text(2000) }, closed);
export const applyBody = Type.Object({ vacancyId: uuid, coverNote: optionalText(5000) }, closed);

// Answers.

export const vacancyPageAnswer = { 200: Envelope(VacancySearchPage) } as const;
export const vacancyAnswer = { 200: Envelope(VacancyView) } as const;
export const employerVacancyAnswer = { 200: Envelope(EmployerVacancyView), 201: Envelope(EmployerVacancyView) } as const;
export const employerVacancyPageAnswer = { 200: Envelope(EmployerVacancyPage) } as const;
export const bulkCloseAnswer = { 200: Envelope(Type.Object({ closed: Type.Integer() }, closed)) } as const;
export const noDataAnswer = { 200: EmptyEnvelope } as const;
export const applicationAnswer = { 200: Envelope(ApplicationView), 201: Envelope(ApplicationView) } as const;
export const applicationsAnswer = { 200: Envelope(Type.Array(ApplicationView)) } as const;
export const dashboardAnswer = { 200: Envelope(CandidateDashboard) } as const;
