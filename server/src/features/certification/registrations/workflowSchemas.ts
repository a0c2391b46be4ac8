import { Type, type Static } from 'typebox';
import {
  AppealView,
  AssessorView,
  CertificateSummary,
  FeeReport,
  LspScheme,
  LspSummary,
  ParticipantPage,
  RegistrationView,
  ScheduleView,
  TestSite,
} from '@core/certification/contract';
import { REGISTRATION_STATES } from '@core/certification/states';
import { TEST_SITE_TYPES } from '@core/certification/types';
import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { uuid } from '../forms/schemas';
import { TIME_ZONES } from '@core/time/zones';

/** The certification workflow's request and answer schemas; the answers are packages/core/src/certification/contract.ts. */

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const dateTime = Type.String({ format: 'date-time' });
const isoDate = Type.String({ format: 'date' });
const rupiah = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });
const closed = { additionalProperties: false } as const;

export const idParams = Type.Object({ id: uuid });
export const accountParams = Type.Object({ accountId: uuid });

// Requests.
const kuk = Type.Array(text(500), { minItems: 1, maxItems: 50 });
const element = Type.Object({ nomor: Type.Integer({ minimum: 1, maximum: 999 }), judul: text(300), kuk }, closed);
const unit = Type.Object(
  { kode: text(40), judul: text(300), jenisStandar: text(80), elemen: Type.Array(element, { minItems: 1, maxItems: 50 }) },
  closed,
);
export const schemeBody = Type.Object(
  {
    code: text(80),
    certificateCode: Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
    titleId: text(200),
    titleEn: text(200),
    standard: text(120),
    units: Type.Array(unit, { minItems: 1, maxItems: 60 }),
    basicRequirements: Type.Array(text(300), { maxItems: 30 }),
    administrativeRequirements: Type.Array(text(300), { maxItems: 30 }),
  },
  closed,
);

export const testSiteBody = Type.Object({ name: text(200), type: Type.Enum(TEST_SITE_TYPES, { type: 'string' }), address: text(500) }, closed);

const schemeIds = Type.Array(uuid, { maxItems: 100, uniqueItems: true });
export const assessorBody = Type.Object({ email: text(254), metNumber: text(60), certificateValidUntil: isoDate, schemeIds }, closed);
export const assessorUpdateBody = Type.Object({ metNumber: text(60), certificateValidUntil: isoDate, schemeIds }, closed);

export const scheduleBody = Type.Object(
  {
    schemeId: uuid,
    testSiteId: uuid,
    programId: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 })),
    startsAt: dateTime,
    endsAt: dateTime,
    registrationOpensAt: dateTime,
    registrationClosesAt: dateTime,
    quota: Type.Integer({ minimum: 1, maximum: 10_000 }),
    fee: rupiah,
    assessorIds: Type.Array(uuid, { maxItems: 50, uniqueItems: true }),
  },
  closed,
);

export const lspBody = Type.Object(
  {
    legalName: text(200),
    code: Type.String({ pattern: '^[A-Z0-9]{2,12}$' }),
    /** Where its assessments take place (WIB when not given); the operator may change it later. */
    timeZone: Type.Optional(Type.Enum(TIME_ZONES, { type: 'string' })),
  },
  closed,
);

export type SchemeBody = Static<typeof schemeBody>;
export type TestSiteBody = Static<typeof testSiteBody>;
export type AssessorBody = Static<typeof assessorBody>;
export type AssessorUpdateBody = Static<typeof assessorUpdateBody>;
export type ScheduleBody = Static<typeof scheduleBody>;

export const participantsQuery = Type.Object(
  {
    // Query values arrive as text (the gateway does not coerce types): whole numbers as digits, read in the route.
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
    state: Type.Optional(Type.Enum(REGISTRATION_STATES, { type: 'string' })),
  },
  closed,
);

export const verificationBody = Type.Object({ accepted: Type.Boolean(), note: Type.Optional(Type.String({ maxLength: 1000 })) }, closed);
export const assignmentBody = Type.Object({ assessorAccountId: uuid }, closed);
export const decisionBody = Type.Object(
  {
    competent: Type.Boolean(),
    committee: Type.Array(text(120), { minItems: 1, maxItems: 10 }),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  closed,
);
export const reasonBody = Type.Object({ reason: text(1000) }, closed);
export const appealDecisionBody = Type.Object({ upheld: Type.Boolean(), note: text(1000) }, closed);
export const progressBody = Type.Object({ to: Type.Enum(['pre-assessment', 'assessment'], { type: 'string' }) }, closed);
export const recommendationBody = Type.Object({ recommendation: Type.Enum(['K', 'BK'], { type: 'string' }) }, closed);
export const registerBody = Type.Object({ previousCertificateId: Type.Optional(uuid) }, closed);
export const formBody = Type.Object({ form: text(80) }, closed);
export const numberQuery = Type.Object({ number: Type.String({ minLength: 1, maxLength: 60 }) }, closed);
export const feesQuery = Type.Object({ scheduleId: Type.Optional(uuid) }, closed);

// Answers.
export const lspAnswer = { 200: Envelope(LspSummary) } as const;
export const schemesAnswer = { 200: Envelope(Type.Array(LspScheme)) } as const;
export const schemeAnswer = { 200: Envelope(LspScheme) } as const;
export const testSitesAnswer = { 200: Envelope(Type.Array(TestSite)) } as const;
export const testSiteAnswer = { 200: Envelope(TestSite) } as const;
export const assessorsAnswer = { 200: Envelope(Type.Array(AssessorView)) } as const;
export const assessorAnswer = { 200: Envelope(AssessorView) } as const;
export const schedulesAnswer = { 200: Envelope(Type.Array(ScheduleView)) } as const;
export const scheduleAnswer = { 200: Envelope(ScheduleView) } as const;
export const participantsAnswer = { 200: Envelope(ParticipantPage) } as const;
export const registrationAnswer = { 200: Envelope(RegistrationView) } as const;
export const registrationsAnswer = { 200: Envelope(Type.Array(RegistrationView)) } as const;
export const certificatesAnswer = { 200: Envelope(Type.Array(CertificateSummary)) } as const;
export const certificateAnswer = { 200: Envelope(CertificateSummary) } as const;
export const appealsAnswer = { 200: Envelope(Type.Array(AppealView)) } as const;
export const feesAnswer = { 200: Envelope(FeeReport) } as const;
const created = Envelope(Type.Object({ id: Type.String() }, closed));
/** A record made (the LSP, a form opened): its id. */
export const createdAnswer = { 200: created } as const;
/** A registration made: its id, with 201. */
export const registeredAnswer = { 201: created } as const;
export const noDataAnswer = { 200: EmptyEnvelope } as const;
