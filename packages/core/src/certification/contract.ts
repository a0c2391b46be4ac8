import { Type, type Static } from 'typebox';
import { LocalizedText, Nullable } from '../contract/common';
import { APPEAL_STATES, REGISTRATION_STATES, type RegistrationState } from './states';
import { TEST_SITE_TYPES } from './types';
import { TIME_ZONES } from '../time/zones';

/**
 * The certification workflow's answers (/api/certification/jadwal-lsp, sertifikasi, list-sertifikasi, sertifikat,
 * transaksi-lsp, verify), as the gateway serialises them and the member app's pages read them. Dates are ISO
 * strings; money is whole rupiah.
 */

const strings = Type.Array(Type.String());
const registrationState = Type.Enum(REGISTRATION_STATES, { type: 'string' });

/** An LSP as its schedules name it; its schedules' times are shown in its time zone. */
export const LspSummary = Type.Object(
  { id: Type.String(), name: Type.String(), code: Type.String(), timeZone: Type.Enum(TIME_ZONES, { type: 'string' }) },
  { additionalProperties: false },
);
export type LspSummary = Static<typeof LspSummary>;

export const TestSite = Type.Object(
  { id: Type.String(), name: Type.String(), type: Type.Enum(TEST_SITE_TYPES, { type: 'string' }), address: Type.String() },
  { additionalProperties: false },
);
export type TestSite = Static<typeof TestSite>;

export const SchemeUnitView = Type.Object(
  {
    kode: Type.String(),
    judul: Type.String(),
    jenisStandar: Type.String(),
    elemen: Type.Array(Type.Object({ nomor: Type.Integer(), judul: Type.String(), kuk: strings }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type SchemeUnitView = Static<typeof SchemeUnitView>;

export const LspScheme = Type.Object(
  {
    id: Type.String(),
    code: Type.String(),
    certificateCode: Type.String(),
    title: LocalizedText,
    standard: Type.String(),
    units: Type.Array(SchemeUnitView),
    basicRequirements: strings,
    administrativeRequirements: strings,
  },
  { additionalProperties: false },
);
export type LspScheme = Static<typeof LspScheme>;

export const AssessorView = Type.Object(
  {
    accountId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    metNumber: Type.String(),
    certificateValidUntil: Type.String(),
    schemeIds: strings,
  },
  { additionalProperties: false },
);
export type AssessorView = Static<typeof AssessorView>;

export const PersonRef = Type.Object({ accountId: Type.String(), name: Type.String() }, { additionalProperties: false });
export type PersonRef = Static<typeof PersonRef>;

const PersonWithEmail = Type.Object({ accountId: Type.String(), name: Type.String(), email: Type.String() }, { additionalProperties: false });
const NullablePerson = Type.Union([Type.Null(), PersonRef]);

export const ScheduleView = Type.Object(
  {
    id: Type.String(),
    lsp: LspSummary,
    scheme: Type.Object({ id: Type.String(), code: Type.String(), title: LocalizedText }, { additionalProperties: false }),
    testSite: TestSite,
    programId: Nullable(Type.Integer()),
    startsAt: Type.String(),
    endsAt: Type.String(),
    registrationOpensAt: Type.String(),
    registrationClosesAt: Type.String(),
    quota: Type.Integer(),
    fee: Type.Integer(),
    assessors: Type.Array(PersonRef),
    registered: Type.Integer(),
  },
  { additionalProperties: false },
);
export type ScheduleView = Static<typeof ScheduleView>;

export const RegistrationFormRef = Type.Object(
  { id: Type.String(), code: Type.String(), status: Type.Enum(['draft', 'submitted', 'locked'], { type: 'string' }) },
  { additionalProperties: false },
);
export type RegistrationFormRef = Static<typeof RegistrationFormRef>;

export const ParticipantRow = Type.Object(
  {
    registrationId: Type.String(),
    asesi: PersonWithEmail,
    state: registrationState,
    assessor: NullablePerson,
    formsLocked: Type.Integer(),
    formsTotal: Type.Integer(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ParticipantRow = Static<typeof ParticipantRow>;

export const ParticipantPage = Type.Object(
  { items: Type.Array(ParticipantRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() },
  { additionalProperties: false },
);
export type ParticipantPage = Static<typeof ParticipantPage>;

export const RegistrationEvent = Type.Object(
  {
    // The first event has no state before it.
    from: Type.Unsafe<RegistrationState | null>({ type: ['string', 'null'] }),
    to: Type.Unsafe<RegistrationState>({ type: 'string' }),
    actor: Nullable(Type.String()),
    note: Nullable(Type.String()),
    at: Type.String(),
  },
  { additionalProperties: false },
);
export type RegistrationEvent = Static<typeof RegistrationEvent>;

export const AppealView = Type.Object(
  {
    id: Type.String(),
    registrationId: Type.String(),
    /** With the asesi's account, the registration's page in the LSP's workspace (/jadwal-lsp/detail/{schedule}/peserta/...). */
    scheduleId: Type.String(),
    asesi: PersonRef,
    scheme: LocalizedText,
    reason: Type.String(),
    state: Type.Enum(APPEAL_STATES, { type: 'string' }),
    decisionNote: Nullable(Type.String()),
    createdAt: Type.String(),
    decidedAt: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type AppealView = Static<typeof AppealView>;

export const CertificateSummary = Type.Object(
  {
    id: Type.String(),
    number: Type.String(),
    scheme: Type.Object({ code: Type.String(), title: LocalizedText }, { additionalProperties: false }),
    lsp: Type.Object({ name: Type.String() }, { additionalProperties: false }),
    holderName: Type.String(),
    /** The plenary decision's instant. */
    issuedAt: Type.String(),
    /** The issue day (YYYY-MM-DD) where the LSP is: what every page, PDF and mail prints as the issue date. */
    issuedOn: Type.String(),
    validUntil: Type.String(),
    status: Type.Enum(['valid', 'expired', 'revoked'], { type: 'string' }),
    revokedAt: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type CertificateSummary = Static<typeof CertificateSummary>;

/** What anyone may see of a certificate (the public verification page): no e-mail, no birth date, no address. */
export type PublicCertificate = CertificateSummary;

export const RegistrationView = Type.Object(
  {
    id: Type.String(),
    state: registrationState,
    purpose: Type.Enum(['sertifikasi', 'sertifikasi-ulang'], { type: 'string' }),
    schedule: ScheduleView,
    asesi: PersonWithEmail,
    assessor: NullablePerson,
    fee: Type.Integer(),
    verificationNote: Nullable(Type.String()),
    recommendation: Type.Unsafe<'K' | 'BK' | null>({ type: ['string', 'null'], enum: ['K', 'BK', null] }),
    decisionCommittee: strings,
    decidedAt: Nullable(Type.String()),
    events: Type.Array(RegistrationEvent),
    forms: Type.Array(RegistrationFormRef),
    certificate: Type.Union([Type.Null(), CertificateSummary]),
    appeals: Type.Array(AppealView),
    /** What the caller may do next, as the server decides it (the pages offer only these). */
    actions: strings,
  },
  { additionalProperties: false },
);
export type RegistrationView = Static<typeof RegistrationView>;

export const FeeRow = Type.Object(
  {
    registrationId: Type.String(),
    scheduleId: Type.String(),
    scheme: LocalizedText,
    startsAt: Type.String(),
    asesi: PersonRef,
    orderId: Nullable(Type.String()),
    paidAt: Nullable(Type.String()),
    amount: Type.Integer(),
  },
  { additionalProperties: false },
);
export type FeeRow = Static<typeof FeeRow>;

export const FeeReport = Type.Object(
  {
    rows: Type.Array(FeeRow),
    total: Type.Integer(),
    perSchedule: Type.Array(
      Type.Object(
        { scheduleId: Type.String(), scheme: LocalizedText, startsAt: Type.String(), count: Type.Integer(), total: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FeeReport = Static<typeof FeeReport>;
