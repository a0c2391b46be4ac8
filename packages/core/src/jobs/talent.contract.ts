import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';
import { AreaRef } from './contract';
import { TALENT_REQUEST_STATUSES, TALENT_STATUS_FILTERS, TALENT_STATUSES, type TalentRequestStatus, type TalentStatusFilter } from './talent';

/**
 * The talent source's answers (GET/POST /api/jp/employer/talent-source..., /api/jp/job-seeker/job-profile/data-requests...),
 * as the gateway serialises them and the employer's and job seeker's pages read them; the rules are ./talent.ts.
 */

const closed = { additionalProperties: false } as const;
const strings = Type.Array(Type.String());
const NullableArea = Type.Union([Type.Null(), AreaRef]);

/** One line of a CV's education or experience, as the talent source shows it. */
export const TalentEntry = Type.Object(
  {
    title: Type.String(),
    /** The school or the employer; null in a censored experience line. */
    organisation: Nullable(Type.String()),
    from: Nullable(Type.String()),
    to: Nullable(Type.String()),
    /** The experience's description; null when censored. */
    description: Nullable(Type.String()),
  },
  closed,
);
export type TalentEntry = Static<typeof TalentEntry>;

const profileProperties = {
  id: Type.String(),
  /** True until the job seeker approves this organisation's request. */
  censored: Type.Boolean(),
  /** The full name, or its initials while censored. */
  name: Type.String(),
  headline: Type.String(),
  /** Free text: null while censored (it may hold anything). */
  summary: Nullable(Type.String()),
  desiredJob: Type.String(),
  desiredSalary: Nullable(Type.Integer()),
  skills: strings,
  province: NullableArea,
  regency: NullableArea,
  education: Type.Array(TalentEntry),
  experience: Type.Array(TalentEntry),
  languages: strings,
  /** E-mail, phone, address line and whether a CV file is uploaded: null while censored. */
  contact: Type.Union([
    Type.Null(),
    Type.Object({ email: Type.String(), phone: Nullable(Type.String()), address: Nullable(Type.String()), hasCv: Type.Boolean() }, closed),
  ]),
  updatedAt: Type.String(),
};

/** A profile as an employer sees it, censored or full (./talent.ts talentProfileFor). */
export const TalentProfile = Type.Object(profileProperties, closed);
export type TalentProfile = Static<typeof TalentProfile>;

const requestRefProperties = {
  id: Type.String(),
  status: Type.Enum(TALENT_REQUEST_STATUSES, { type: 'string' }),
  message: Type.String(),
  vacancy: Type.Union([Type.Null(), Type.Object({ id: Type.String(), title: Type.String() }, closed)]),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
};

export const TalentRequestRef = Type.Object(requestRefProperties, closed);
export type TalentRequestRef = Static<typeof TalentRequestRef>;

export const TalentCertificates = Type.Object({ count: Type.Integer(), schemes: strings }, closed);
export type TalentCertificates = Static<typeof TalentCertificates>;

/** One profile for an employer: censored or full, with this organisation's request and the person's certificates. */
export const TalentView = Type.Object(
  {
    ...profileProperties,
    status: Type.Enum(TALENT_STATUSES, { type: 'string' }),
    request: Type.Union([Type.Null(), TalentRequestRef]),
    certificates: TalentCertificates,
    /** When a rejected request may be sent again (null: it may be sent now, or not at all). */
    requestAgainAt: Nullable(Type.String()),
  },
  closed,
);
export type TalentView = Static<typeof TalentView>;

/** The search's matches by status (the tabs), whatever status is chosen. */
export const TalentCounts = Type.Unsafe<Record<TalentStatusFilter, number>>(
  Type.Object(Object.fromEntries(TALENT_STATUS_FILTERS.map((name) => [name, Type.Integer()])), closed),
);
export type TalentCounts = Static<typeof TalentCounts>;

export const TalentPage = Type.Object(
  { items: Type.Array(TalentView), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer(), counts: TalentCounts },
  closed,
);
export type TalentPage = Static<typeof TalentPage>;

/** A request as the job seeker sees it. */
export const DataRequestView = Type.Object(
  { ...requestRefProperties, company: Type.String(), nextStates: Type.Array(Type.Unsafe<TalentRequestStatus>({ type: 'string' })) },
  closed,
);
export type DataRequestView = Static<typeof DataRequestView>;
