import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from '../contract/common';
import { LocationLookupItem } from '../locations/contract';
import type { CompanySize } from '../organisations/partnerRegistration';
import { HIRING_STATES, HIRING_STATUS_CODES, type HiringState, type RescheduleCode, type StatusColour } from './hiring';
import { ATTEMPT_STATES } from './screening';
import type { EmploymentType, JobField, VacancyStatus, WorkMode } from './search';
import { TIME_ZONES } from '../time/zones';

/**
 * The job portal's answers (GET/POST /api/jp/...: vacancies, applications, the candidate dashboard, the employer's
 * company), as the gateway serialises them and the apps read them.
 */

/** A text on the wire whose values the core names (`T`): the schema says string, the type says which. */
const Named = <T extends string>() => Type.Unsafe<T>({ type: 'string' });
/** An integer on the wire whose values the core names. */
const NamedInteger = <T extends number>() => Type.Unsafe<T>({ type: 'integer' });
const NullableInteger = Nullable(Type.Integer());
const closed = { additionalProperties: false } as const;

export const AreaRef = Type.Object({ code: Type.String(), name: Type.String() }, closed);
export type AreaRef = Static<typeof AreaRef>;

const NullableArea = Type.Union([Type.Null(), AreaRef]);

/** A page of `item`s: the items, their total, the page asked for. */
const Page = <const T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() }, closed);

const vacancyProperties = {
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  requirements: Type.String(),
  company: Type.Object({ id: Type.String(), name: Type.String(), logoUrl: Nullable(Type.String()) }, closed),
  province: NullableArea,
  regency: NullableArea,
  employmentType: Named<EmploymentType>(),
  workMode: Named<WorkMode>(),
  field: Named<JobField>(),
  /** Null when the employer hides it (the employer's own view has the numbers in `salaryMin`/`salaryMax`). */
  salary: Type.Union([Type.Null(), Type.Object({ min: NullableInteger, max: NullableInteger }, closed)]),
  quota: Type.Integer(),
  closesAt: Nullable(Type.String()),
  status: Named<VacancyStatus>(),
  publishedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Published and not past closesAt: it can be applied to. */
  open: Type.Boolean(),
  /** Published but past closesAt. */
  expired: Type.Boolean(),
};

export const VacancyView = Type.Object(vacancyProperties, closed);
export type VacancyView = Static<typeof VacancyView>;

export const VacancyPage = Page(VacancyView);
export type VacancyPage = Static<typeof VacancyPage>;

/** The public search's page (GET /api/jp/job-vacancy): it stops counting at SEARCH_COUNT_CAP. */
export const VacancySearchPage = Type.Object(
  {
    items: Type.Array(VacancyView),
    total: Type.Integer(),
    /** The search found more than `total`. */
    totalAtLeast: Type.Boolean(),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
  },
  closed,
);
export type VacancySearchPage = Static<typeof VacancySearchPage>;

const counter = Type.Integer();

/** The employer's own vacancy: the stored salary and visibility, and its applications by state. */
export const EmployerVacancyView = Type.Object(
  {
    ...vacancyProperties,
    salaryMin: NullableInteger,
    salaryMax: NullableInteger,
    showSalary: Type.Boolean(),
    counters: Type.Object(
      { total: counter, new: counter, onProcess: counter, passed: counter, failed: counter, hired: counter, rejected: counter, withdrawn: counter },
      closed,
    ),
  },
  closed,
);
export type EmployerVacancyView = Static<typeof EmployerVacancyView>;

export const EmployerVacancyPage = Page(EmployerVacancyView);
export type EmployerVacancyPage = Static<typeof EmployerVacancyPage>;

export const HiringStatusView = Type.Object(
  {
    /** SPEC's code (0..5); a withdrawn application keeps the code it had. */
    code: Type.Enum(HIRING_STATUS_CODES, { type: 'integer' }),
    state: Type.Enum(HIRING_STATES, { type: 'string' }),
    colour: Named<StatusColour>(),
    label: Type.String(),
  },
  closed,
);
export type HiringStatusView = Static<typeof HiringStatusView>;

export const ApplicationEventView = Type.Object(
  {
    from: Type.Unsafe<HiringState | null>({ type: ['string', 'null'] }),
    to: Named<HiringState>(),
    actor: Nullable(Type.String()),
    note: Nullable(Type.String()),
    at: Type.String(),
  },
  closed,
);
export type ApplicationEventView = Static<typeof ApplicationEventView>;

export const InterviewView = Type.Object(
  {
    id: Type.String(),
    scheduledAt: Type.String(),
    location: Nullable(Type.String()),
    link: Nullable(Type.String()),
    rescheduleCode: NamedInteger<RescheduleCode>(),
    rescheduleColour: Named<Exclude<StatusColour, 'grey'>>(),
    rescheduleLabel: Type.String(),
    note: Nullable(Type.String()),
  },
  closed,
);
export type InterviewView = Static<typeof InterviewView>;

export const ApplicationView = Type.Object(
  {
    id: Type.String(),
    vacancy: Type.Object({ id: Type.String(), title: Type.String(), company: Type.String(), open: Type.Boolean() }, closed),
    applicant: Type.Object({ accountId: Type.String(), name: Type.String(), email: Nullable(Type.String()) }, closed),
    status: HiringStatusView,
    withdrawn: Type.Boolean(),
    coverNote: Nullable(Type.String()),
    createdAt: Type.String(),
    /** The states the caller may move it to now. */
    nextStates: Type.Array(Named<HiringState>()),
    history: Type.Array(ApplicationEventView),
    interviews: Type.Array(InterviewView),
    /** The recruiters' notes: only in the employer's view (empty for the applicant). */
    notes: Type.Array(Type.Object({ author: Nullable(Type.String()), note: Type.String(), at: Type.String() }, closed)),
    /** The vacancy's screening test and this application's attempt (packages/core/src/jobs/screening.ts); null: no test. */
    testState: Type.Unsafe<(typeof ATTEMPT_STATES)[number] | null>({ type: ['string', 'null'], enum: [...ATTEMPT_STATES, null] }),
  },
  closed,
);
export type ApplicationView = Static<typeof ApplicationView>;

export const CandidateRow = Type.Object(
  {
    id: Type.String(),
    vacancy: Type.Object({ id: Type.String(), title: Type.String() }, closed),
    applicant: Type.Object({ accountId: Type.String(), name: Type.String(), email: Type.String() }, closed),
    status: HiringStatusView,
    withdrawn: Type.Boolean(),
    appliedAt: Type.String(),
    nextInterviewAt: Nullable(Type.String()),
  },
  closed,
);
export type CandidateRow = Static<typeof CandidateRow>;

/** SPEC 3's candidate dashboard (GET /api/jp/job-vacancy/list-candidate). */
export const CandidateDashboard = Type.Object(
  {
    candidates: Page(CandidateRow),
    applier: counter,
    candidateOnProcess: counter,
    failedCandidate: counter,
    hiredCandidate: counter,
    invitation: counter,
    totalCandidate: counter,
  },
  closed,
);
export type CandidateDashboard = Static<typeof CandidateDashboard>;

const NullableLookup = Type.Union([Type.Null(), LocationLookupItem]);

/** The employer's company (GET/POST /employer/organisation, the logo's answer). */
export const EmployerOrganisationView = Type.Object(
  {
    id: Type.String(),
    legalName: Type.String(),
    code: Type.String(),
    verification: Type.Enum(['pending', 'verified', 'rejected'], { type: 'string' }),
    rejectionReason: Nullable(Type.String()),
    /** The profile's details (docs/decisions/2026-11-26-job-portal.md "Company profile"); null when not given. */
    npwp: Nullable(Type.String()),
    industry: Nullable(Type.String()),
    companySize: Type.Unsafe<CompanySize | null>({ type: ['string', 'null'] }),
    website: Nullable(Type.String()),
    /** As the address picker shows it (packages/core/src/locations/address.ts), the areas with their names: no lookups needed. */
    address: Type.Object(
      {
        street: Type.String(),
        postalCode: Type.String(),
        province: NullableLookup,
        regency: NullableLookup,
        district: NullableLookup,
        village: NullableLookup,
      },
      closed,
    ),
    logoUrl: Nullable(Type.String()),
    /** Where the company plans (its address's province's zone): its vacancies' deadlines and interviews read in it. */
    timeZone: Type.Enum(TIME_ZONES, { type: 'string' }),
    /** Whether the caller is the company's admin, who alone edits the profile (a recruiter reads it). */
    canEdit: Type.Boolean(),
  },
  closed,
);
export type EmployerOrganisationView = Static<typeof EmployerOrganisationView>;
