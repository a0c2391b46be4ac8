import type { LocalText as Localized } from '../forms/definition';
import type { CertificateStatus } from './certificates';
import type { AppealState, RegistrationState } from './states';

/**
 * The certification workflow's wire types, declared once for the gateway's response schemas and the
 * member app's pages. Dates are ISO strings; money is whole rupiah.
 */

export const TEST_SITE_TYPES = ['sewaktu', 'tempat-kerja', 'mandiri'] as const;
export type TestSiteType = (typeof TEST_SITE_TYPES)[number];

export interface LspSummary {
  id: string;
  name: string;
  code: string;
}

export interface TestSite {
  id: string;
  name: string;
  type: TestSiteType;
  address: string;
}

export interface SchemeUnitView {
  kode: string;
  judul: string;
  jenisStandar: string;
  elemen: { nomor: number; judul: string; kuk: string[] }[];
}

export interface LspScheme {
  id: string;
  code: string;
  certificateCode: string;
  title: Localized;
  standard: string;
  units: SchemeUnitView[];
  basicRequirements: string[];
  administrativeRequirements: string[];
}

export interface AssessorView {
  accountId: string;
  name: string;
  email: string;
  metNumber: string;
  certificateValidUntil: string;
  schemeIds: string[];
}

export interface PersonRef {
  accountId: string;
  name: string;
}

export interface ScheduleView {
  id: string;
  lsp: LspSummary;
  scheme: { id: string; code: string; title: Localized };
  testSite: TestSite;
  programId: number | null;
  startsAt: string;
  endsAt: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  quota: number;
  fee: number;
  assessors: PersonRef[];
  registered: number;
}

export interface RegistrationFormRef {
  id: string;
  code: string;
  status: 'draft' | 'submitted' | 'locked';
}

export interface ParticipantRow {
  registrationId: string;
  asesi: PersonRef & { email: string };
  state: RegistrationState;
  assessor: PersonRef | null;
  formsLocked: number;
  formsTotal: number;
  createdAt: string;
}

export interface ParticipantPage {
  items: ParticipantRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RegistrationEvent {
  from: RegistrationState | null;
  to: RegistrationState;
  actor: string | null;
  note: string | null;
  at: string;
}

export interface AppealView {
  id: string;
  registrationId: string;
  /** With the asesi's account, the registration's page in the LSP's workspace (/jadwal-lsp/detail/{schedule}/peserta/...). */
  scheduleId: string;
  asesi: PersonRef;
  scheme: Localized;
  reason: string;
  state: AppealState;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface CertificateSummary {
  id: string;
  number: string;
  scheme: { code: string; title: Localized };
  lsp: { name: string };
  holderName: string;
  issuedAt: string;
  validUntil: string;
  status: CertificateStatus;
  revokedAt: string | null;
}

export interface RegistrationView {
  id: string;
  state: RegistrationState;
  purpose: 'sertifikasi' | 'sertifikasi-ulang';
  schedule: ScheduleView;
  asesi: PersonRef & { email: string };
  assessor: PersonRef | null;
  fee: number;
  verificationNote: string | null;
  recommendation: 'K' | 'BK' | null;
  decisionCommittee: string[];
  decidedAt: string | null;
  events: RegistrationEvent[];
  forms: RegistrationFormRef[];
  certificate: CertificateSummary | null;
  appeals: AppealView[];
  /** What the caller may do next, as the server decides it (the pages offer only these). */
  actions: string[];
}

export interface FeeRow {
  registrationId: string;
  scheduleId: string;
  scheme: Localized;
  startsAt: string;
  asesi: PersonRef;
  orderId: string | null;
  paidAt: string | null;
  amount: number;
}

export interface FeeReport {
  rows: FeeRow[];
  total: number;
  perSchedule: { scheduleId: string; scheme: Localized; startsAt: string; count: number; total: number }[];
}

/** What anyone may see of a certificate (the public verification page): no e-mail, no birth date, no address. */
export type PublicCertificate = CertificateSummary;

/**
 * The `data.reason` of a 409 whose next step the page offers (the message is for people and translated): a paid
 * schedule the asesi has not paid for yet, answered with a link to pay in the catalogue.
 */
export const REGISTRATION_CONFLICT_NOT_PAID = 'not-paid';
