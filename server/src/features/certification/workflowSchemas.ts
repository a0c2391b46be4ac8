import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { APPEAL_STATES, REGISTRATION_STATES } from '@core/certification/states';
import {
  TEST_SITE_TYPES,
  type AppealView,
  type AssessorView,
  type CertificateSummary,
  type FeeReport,
  type LspScheme,
  type LspSummary,
  type ParticipantPage,
  type ParticipantRow,
  type RegistrationView,
  type ScheduleView,
  type TestSite,
} from '@core/certification/types';
import { emptyEnvelope, envelopeOf } from '../../platform/typeProvider';
import { integer, localText, nullableString, object, string, strings, uuid } from './schemas';

/** The certification workflow's request and answer schemas; the types are src/core/certification/types.ts. */

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const isoDate = { type: 'string', format: 'date' } as const;
const rupiah = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const accountParams = { type: 'object', required: ['accountId'], properties: { accountId: uuid } } as const;

/** The type a request schema gives a handler, for the helpers it passes it to. */
type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

// Requests.
const kuk = { type: 'array', minItems: 1, maxItems: 50, items: text(500) } as const;
const element = object({ nomor: { type: 'integer', minimum: 1, maximum: 999 }, judul: text(300), kuk }, ['nomor', 'judul', 'kuk']);
const unit = object(
  { kode: text(40), judul: text(300), jenisStandar: text(80), elemen: { type: 'array', minItems: 1, maxItems: 50, items: element } },
  ['kode', 'judul', 'jenisStandar', 'elemen'],
);
export const schemeBody = object(
  {
    code: text(80),
    certificateCode: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' },
    titleId: text(200),
    titleEn: text(200),
    standard: text(120),
    units: { type: 'array', minItems: 1, maxItems: 60, items: unit },
    basicRequirements: { type: 'array', maxItems: 30, items: text(300) },
    administrativeRequirements: { type: 'array', maxItems: 30, items: text(300) },
  },
  ['code', 'certificateCode', 'titleId', 'titleEn', 'standard', 'units', 'basicRequirements', 'administrativeRequirements'],
);

export const testSiteBody = object({ name: text(200), type: { type: 'string', enum: TEST_SITE_TYPES }, address: text(500) }, [
  'name',
  'type',
  'address',
]);

export const assessorBody = object(
  {
    email: text(254),
    metNumber: text(60),
    certificateValidUntil: isoDate,
    schemeIds: { type: 'array', maxItems: 100, uniqueItems: true, items: uuid },
  },
  ['email', 'metNumber', 'certificateValidUntil', 'schemeIds'],
);
export const assessorUpdateBody = object({ metNumber: text(60), certificateValidUntil: isoDate, schemeIds: assessorBody.properties.schemeIds }, [
  'metNumber',
  'certificateValidUntil',
  'schemeIds',
]);

export const scheduleBody = object(
  {
    schemeId: uuid,
    testSiteId: uuid,
    programId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
    startsAt: dateTime,
    endsAt: dateTime,
    registrationOpensAt: dateTime,
    registrationClosesAt: dateTime,
    quota: { type: 'integer', minimum: 1, maximum: 10_000 },
    fee: rupiah,
    assessorIds: { type: 'array', maxItems: 50, uniqueItems: true, items: uuid },
  },
  ['schemeId', 'testSiteId', 'startsAt', 'endsAt', 'registrationOpensAt', 'registrationClosesAt', 'quota', 'fee', 'assessorIds'],
);

export const lspBody = object({ legalName: text(200), code: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' } }, ['legalName', 'code']);

export type SchemeBody = Validated<typeof schemeBody>;
export type TestSiteBody = Validated<typeof testSiteBody>;
export type AssessorBody = Validated<typeof assessorBody>;
export type AssessorUpdateBody = Validated<typeof assessorUpdateBody>;
export type ScheduleBody = Validated<typeof scheduleBody>;

export const participantsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Query values arrive as text (the gateway does not coerce types): whole numbers as digits, read in the route.
    page: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' },
    pageSize: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
    state: { type: 'string', enum: REGISTRATION_STATES },
  },
} as const;

export const verificationBody = object({ accepted: { type: 'boolean' }, note: { type: 'string', maxLength: 1000 } }, ['accepted']);
export const assignmentBody = object({ assessorAccountId: uuid }, ['assessorAccountId']);
export const decisionBody = object(
  {
    competent: { type: 'boolean' },
    committee: { type: 'array', minItems: 1, maxItems: 10, items: text(120) },
    note: { type: 'string', maxLength: 1000 },
  },
  ['competent', 'committee'],
);
export const reasonBody = object({ reason: text(1000) }, ['reason']);
export const appealDecisionBody = object({ upheld: { type: 'boolean' }, note: text(1000) }, ['upheld', 'note']);
export const progressBody = object({ to: { type: 'string', enum: ['pre-assessment', 'assessment'] } }, ['to']);
export const recommendationBody = object({ recommendation: { type: 'string', enum: ['K', 'BK'] } }, ['recommendation']);
export const registerBody = object({ previousCertificateId: uuid }, []);
export const formBody = object({ form: text(80) }, ['form']);
export const numberQuery = {
  type: 'object',
  required: ['number'],
  additionalProperties: false,
  properties: { number: { type: 'string', minLength: 1, maxLength: 60 } },
} as const;
export const feesQuery = { type: 'object', additionalProperties: false, properties: { scheduleId: uuid } } as const;

// Answers.
const nullableInteger = { type: ['integer', 'null'] } as const;
const personRef = object({ accountId: string, name: string }, ['accountId', 'name']);
const personWithEmail = object({ accountId: string, name: string, email: string }, ['accountId', 'name', 'email']);
const nullablePerson = { anyOf: [{ type: 'null' }, personRef] } as const;
const registrationState = { type: 'string', enum: REGISTRATION_STATES } as const;

const lspSummary = object({ id: string, name: string, code: string }, ['id', 'name', 'code']);
const testSite = object({ id: string, name: string, type: { type: 'string', enum: TEST_SITE_TYPES }, address: string }, [
  'id',
  'name',
  'type',
  'address',
]);
const schemeUnit = object(
  {
    kode: string,
    judul: string,
    jenisStandar: string,
    elemen: { type: 'array', items: object({ nomor: integer, judul: string, kuk: strings }, ['nomor', 'judul', 'kuk']) },
  },
  ['kode', 'judul', 'jenisStandar', 'elemen'],
);
const lspScheme = object(
  {
    id: string,
    code: string,
    certificateCode: string,
    title: localText,
    standard: string,
    units: { type: 'array', items: schemeUnit },
    basicRequirements: strings,
    administrativeRequirements: strings,
  },
  ['id', 'code', 'certificateCode', 'title', 'standard', 'units', 'basicRequirements', 'administrativeRequirements'],
);
const assessor = object({ accountId: string, name: string, email: string, metNumber: string, certificateValidUntil: string, schemeIds: strings }, [
  'accountId',
  'name',
  'email',
  'metNumber',
  'certificateValidUntil',
  'schemeIds',
]);
const schedule = object(
  {
    id: string,
    lsp: lspSummary,
    scheme: object({ id: string, code: string, title: localText }, ['id', 'code', 'title']),
    testSite,
    programId: nullableInteger,
    startsAt: string,
    endsAt: string,
    registrationOpensAt: string,
    registrationClosesAt: string,
    quota: integer,
    fee: integer,
    assessors: { type: 'array', items: personRef },
    registered: integer,
  },
  [
    'id',
    'lsp',
    'scheme',
    'testSite',
    'programId',
    'startsAt',
    'endsAt',
    'registrationOpensAt',
    'registrationClosesAt',
    'quota',
    'fee',
    'assessors',
    'registered',
  ],
);
const participant = object(
  {
    registrationId: string,
    asesi: personWithEmail,
    state: registrationState,
    assessor: nullablePerson,
    formsLocked: integer,
    formsTotal: integer,
    createdAt: string,
  },
  ['registrationId', 'asesi', 'state', 'assessor', 'formsLocked', 'formsTotal', 'createdAt'],
);
const participantPage = object({ items: { type: 'array', items: participant }, total: integer, page: integer, pageSize: integer }, [
  'items',
  'total',
  'page',
  'pageSize',
]);
const certificate = object(
  {
    id: string,
    number: string,
    scheme: object({ code: string, title: localText }, ['code', 'title']),
    lsp: object({ name: string }, ['name']),
    holderName: string,
    issuedAt: string,
    validUntil: string,
    status: { type: 'string', enum: ['valid', 'expired', 'revoked'] },
    revokedAt: nullableString,
  },
  ['id', 'number', 'scheme', 'lsp', 'holderName', 'issuedAt', 'validUntil', 'status', 'revokedAt'],
);
const appeal = object(
  {
    id: string,
    registrationId: string,
    scheduleId: string,
    asesi: personRef,
    scheme: localText,
    reason: string,
    state: { type: 'string', enum: APPEAL_STATES },
    decisionNote: nullableString,
    createdAt: string,
    decidedAt: nullableString,
  },
  ['id', 'registrationId', 'scheduleId', 'asesi', 'scheme', 'reason', 'state', 'decisionNote', 'createdAt', 'decidedAt'],
);
const registration = object(
  {
    id: string,
    state: registrationState,
    purpose: { type: 'string', enum: ['sertifikasi', 'sertifikasi-ulang'] },
    schedule,
    asesi: personWithEmail,
    assessor: nullablePerson,
    fee: integer,
    verificationNote: nullableString,
    recommendation: { type: ['string', 'null'], enum: ['K', 'BK', null] },
    decisionCommittee: strings,
    decidedAt: nullableString,
    events: {
      type: 'array',
      items: object({ from: { type: ['string', 'null'] }, to: string, actor: nullableString, note: nullableString, at: string }, [
        'from',
        'to',
        'actor',
        'note',
        'at',
      ]),
    },
    forms: {
      type: 'array',
      items: object({ id: string, code: string, status: { type: 'string', enum: ['draft', 'submitted', 'locked'] } }, ['id', 'code', 'status']),
    },
    certificate: { anyOf: [{ type: 'null' }, certificate] },
    appeals: { type: 'array', items: appeal },
    actions: strings,
  },
  [
    'id',
    'state',
    'purpose',
    'schedule',
    'asesi',
    'assessor',
    'fee',
    'verificationNote',
    'recommendation',
    'decisionCommittee',
    'decidedAt',
    'events',
    'forms',
    'certificate',
    'appeals',
    'actions',
  ],
);
const feeRow = object(
  {
    registrationId: string,
    scheduleId: string,
    scheme: localText,
    startsAt: string,
    asesi: personRef,
    orderId: nullableString,
    paidAt: nullableString,
    amount: integer,
  },
  ['registrationId', 'scheduleId', 'scheme', 'startsAt', 'asesi', 'orderId', 'paidAt', 'amount'],
);
const feeReport = object(
  {
    rows: { type: 'array', items: feeRow },
    total: integer,
    perSchedule: {
      type: 'array',
      items: object({ scheduleId: string, scheme: localText, startsAt: string, count: integer, total: integer }, [
        'scheduleId',
        'scheme',
        'startsAt',
        'count',
        'total',
      ]),
    },
  },
  ['rows', 'total', 'perSchedule'],
);

export const lspAnswer = { 200: envelopeOf(lspSummary) } as const;
export const schemesAnswer = { 200: envelopeOf({ type: 'array', items: lspScheme }) } as const;
export const schemeAnswer = { 200: envelopeOf(lspScheme) } as const;
export const testSitesAnswer = { 200: envelopeOf({ type: 'array', items: testSite }) } as const;
export const testSiteAnswer = { 200: envelopeOf(testSite) } as const;
export const assessorsAnswer = { 200: envelopeOf({ type: 'array', items: assessor }) } as const;
export const assessorAnswer = { 200: envelopeOf(assessor) } as const;
export const schedulesAnswer = { 200: envelopeOf({ type: 'array', items: schedule }) } as const;
export const scheduleAnswer = { 200: envelopeOf(schedule) } as const;
export const participantsAnswer = { 200: envelopeOf(participantPage) } as const;
export const registrationAnswer = { 200: envelopeOf(registration) } as const;
export const registrationsAnswer = { 200: envelopeOf({ type: 'array', items: registration }) } as const;
export const certificatesAnswer = { 200: envelopeOf({ type: 'array', items: certificate }) } as const;
export const certificateAnswer = { 200: envelopeOf(certificate) } as const;
export const appealsAnswer = { 200: envelopeOf({ type: 'array', items: appeal }) } as const;
export const feesAnswer = { 200: envelopeOf(feeReport) } as const;
export const createdAnswer = { 200: envelopeOf(object({ id: string }, ['id'])) } as const;
export const noDataAnswer = { 200: emptyEnvelope } as const;

// Each answer names every field of its core type (a field added to the type and not here fails to compile).
void (lspSummary.properties satisfies Record<keyof LspSummary, object>);
void (testSite.properties satisfies Record<keyof TestSite, object>);
void (lspScheme.properties satisfies Record<keyof LspScheme, object>);
void (assessor.properties satisfies Record<keyof AssessorView, object>);
void (schedule.properties satisfies Record<keyof ScheduleView, object>);
void (participant.properties satisfies Record<keyof ParticipantRow, object>);
void (participantPage.properties satisfies Record<keyof ParticipantPage, object>);
void (certificate.properties satisfies Record<keyof CertificateSummary, object>);
void (appeal.properties satisfies Record<keyof AppealView, object>);
void (registration.properties satisfies Record<keyof RegistrationView, object>);
void (feeReport.properties satisfies Record<keyof FeeReport, object>);
