import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The tables as Kysely sees them; one interface per migration-created table. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  fullname: string;
  phone: string | null;
  locale: ColumnType<'id' | 'en', 'id' | 'en' | undefined, 'id' | 'en'>;
  email_confirmed_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  role_name: string;
  account_type: number;
  status_user: ColumnType<number, number | undefined, number>;
  photo: string | null;
  created_at: DefaultedTimestamp;
  last_used_at: DefaultedTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  family_id: string;
  account_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'confirm-email' | 'reset-password';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: DefaultedTimestamp;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  sent_at: Date | null;
}

/** kept: the development outbox (never sent); pending: waiting for delivery; failed: gave up after the last retry. */
export type MailStatus = 'kept' | 'pending' | 'sent' | 'failed';

export interface NotificationsTable {
  id: Generated<string>;
  category: string;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  link: string | null;
  audience: string;
  created_by: string | null;
  created_at: DefaultedTimestamp;
}

export interface NotificationReceiptsTable {
  account_id: string;
  notification_id: string;
  read_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface GlobalConfigurationTable {
  config_code: string;
  config_value: string;
  updated_at: DefaultedTimestamp;
}

export interface UploadsTable {
  name: string;
  account_id: string;
  content_type: string;
  size_bytes: number;
  /** Served only by the route of the record that owns it (0011_form_access.sql), never at /uploads/<name>. */
  private: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
}

/** Public-site settings (0002_site_settings.sql): jsonb comes back parsed and goes in as JSON text. */
export const SITE_SETTING_KEYS = { contactInfo: 'contact-info' } as const;

export interface SiteSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: DefaultedTimestamp;
}

/** The public site's content (0005_content.sql): Payload-style JSON documents, read and written whole. */
export interface ContentGlobalsTable {
  slug: string;
  data: ColumnType<unknown, string, string>;
  updated_at: DefaultedTimestamp;
}

export interface ContentItemsTable {
  collection: string;
  id: number;
  slug: string | null;
  category_id: number | null;
  data: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: DefaultedTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  affiliation: string;
  messages: string;
  created_at: DefaultedTimestamp;
}

/** The catalogue (0006_catalogue.sql). */
export interface ProgramCategoriesTable {
  id: Generated<number>;
  group_program: number;
  name_id: string;
  name_en: string;
  created_at: DefaultedTimestamp;
}

export interface ProgramsTable {
  id: Generated<number>;
  kind: string;
  sub_program_id: number;
  group_program: number;
  category_id: number;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  competency_id: string;
  competency_en: string;
  /** jsonb list of {id, en} activity labels. */
  activities: ColumnType<{ id: string; en: string }[], string | undefined, string>;
  /** bigint: PGlite and pg return it as a string; the catalogue converts. */
  price: ColumnType<string, number, number>;
  discount: ColumnType<string, number | undefined, number>;
  cover: string | null;
  available_from: ColumnType<Date | null, string | null | undefined, string | null>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  search: ColumnType<string, never, never>;
}

export interface CompanyRequestsTable {
  id: Generated<string>;
  kind: 'learning-industrial' | 'link-and-match';
  company_name: string;
  company_industry: string | null;
  company_address: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  contact_position: string | null;
  wanted: string;
  participants: number;
  period_start: string;
  period_end: string;
  notes: string | null;
  status: ColumnType<string, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

export interface OrderCartsTable {
  id: Generated<string>;
  account_id: string;
  program_id: number;
  enrollment_type: number;
  created_at: DefaultedTimestamp;
}

/** Certification schemes and assessment forms (0007_forms.sql): jsonb comes back parsed and goes in as JSON text. */
type Jsonb<T> = ColumnType<T, string | undefined, string>;
export type SchemeUnit = { kode: string; judul: string; jenisStandar: string; elemen: { nomor: number; judul: string; kuk: string[] }[] };

export interface CertificationSchemesTable {
  id: Generated<string>;
  code: string;
  title_id: string;
  title_en: string;
  standard: string;
  lsp_account_id: string | null;
  organisation_id: string | null;
  certificate_code: string | null;
  units: Jsonb<SchemeUnit[]>;
  basic_requirements: Jsonb<string[]>;
  administrative_requirements: Jsonb<string[]>;
  created_at: DefaultedTimestamp;
}

export interface FormInstancesTable {
  id: Generated<string>;
  form_code: string;
  scheme_id: string | null;
  asesi_account_id: string | null;
  asesor_account_id: string | null;
  schedule_ref: string | null;
  registration_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string;
  version: Generated<number>;
  status: Generated<'draft' | 'submitted' | 'locked'>;
  submitted_parts: Jsonb<Record<string, string>>;
  data: Jsonb<Record<string, unknown>>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface FormVersionsTable {
  instance_id: string;
  version: number;
  data: Jsonb<Record<string, unknown>>;
  locked_at: DefaultedTimestamp;
}

export interface FormSignaturesTable {
  instance_id: string;
  version: number;
  part_key: string;
  account_id: string;
  signer_name: string;
  kind: 'drawn' | 'typed';
  value: string;
  signed_at: DefaultedTimestamp;
}

export interface FormAuditTable {
  id: Generated<string>;
  instance_id: string;
  version: number;
  account_id: string | null;
  action: string;
  part_key: string | null;
  idempotency_key: string | null;
  detail: Jsonb<Record<string, unknown>>;
  created_at: DefaultedTimestamp;
}

export interface FormEvidenceTable {
  id: Generated<string>;
  instance_id: string;
  upload_name: string;
  account_id: string | null;
  created_at: DefaultedTimestamp;
}

/** bigint amounts come back as strings from both drivers; the order feature converts. */
type Amount = ColumnType<string, number, number>;

export interface OrdersTable {
  id: Generated<string>;
  account_id: string;
  idempotency_key: string;
  state: ColumnType<string, string | undefined, string>;
  payment_provider: string;
  subtotal: Amount;
  discount: Amount;
  ppn_rate: ColumnType<string, number, number>;
  pph_rate: ColumnType<string, number, number>;
  ppn: Amount;
  pph: Amount;
  total: Amount;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  program_id: number;
  enrollment_type: number;
  title_id: string;
  title_en: string;
  price: Amount;
  discount: Amount;
  total: Amount;
}

export interface OrderEventsTable {
  id: Generated<string>;
  order_id: string;
  from_state: string | null;
  to_state: string;
  actor_account_id: string | null;
  note: string | null;
  /** 0009: what happened besides a state change ('proof-sent', 'proof-rejected'); null for a state change. */
  action: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
}

/** A manual transfer's proof (0009_payments.sql). */
export interface PaymentProofsTable {
  id: Generated<string>;
  order_id: string;
  upload_name: string;
  status: ColumnType<string, string | undefined, string>;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
}

export interface EnrolmentsTable {
  id: Generated<string>;
  account_id: string;
  program_id: number;
  order_item_id: string;
  created_at: DefaultedTimestamp;
}

export interface CertificationRegistrationsTable {
  id: Generated<string>;
  account_id: string;
  program_id: number;
  status: ColumnType<string, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

/** Organisations and memberships (0012_organisations.sql, DESIGN 4a). */
export interface OrganisationsTable {
  id: Generated<string>;
  kind: 'lsp' | 'employer' | 'training-provider' | 'client-company';
  legal_name: string;
  code: string;
  verification: ColumnType<'pending' | 'verified' | 'rejected', 'pending' | 'verified' | 'rejected' | undefined>;
  rejection_reason: string | null;
  owner_account_id: string;
  created_at: DefaultedTimestamp;
  /** The registration's details (0017_partner_registration.sql); null for organisations made another way. */
  npwp: ColumnType<string | null, string | null | undefined>;
  industry: ColumnType<string | null, string | null | undefined>;
  company_size: ColumnType<string | null, string | null | undefined>;
  website: ColumnType<string | null, string | null | undefined>;
  address: ColumnType<string | null, string | null | undefined>;
  province_code: ColumnType<string | null, string | null | undefined>;
  regency_code: ColumnType<string | null, string | null | undefined>;
  district_code: ColumnType<string | null, string | null | undefined>;
  village_code: ColumnType<string | null, string | null | undefined>;
  contact_position: ColumnType<string | null, string | null | undefined>;
  /** The company's logo, a public upload's name (0020_organisation_logo.sql). */
  logo: ColumnType<string | null, string | null | undefined>;
}

export interface MembershipsTable {
  organisation_id: string;
  account_id: string;
  role: string;
  /** The supervisor a client company's trainee reports to (0021_learning.sql). */
  reports_to: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
}

/** The certification workflow (0013_certification_workflow.sql). */
export interface TestSitesTable {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  type: 'sewaktu' | 'tempat-kerja' | 'mandiri';
  address: string;
  created_at: DefaultedTimestamp;
}

export interface AssessorProfilesTable {
  organisation_id: string;
  account_id: string;
  met_number: string;
  certificate_valid_until: ColumnType<Date, string, string>;
  created_at: DefaultedTimestamp;
}

export interface AssessorSchemesTable {
  organisation_id: string;
  account_id: string;
  scheme_id: string;
}

export interface CertificationSchedulesTable {
  id: Generated<string>;
  organisation_id: string;
  scheme_id: string;
  test_site_id: string;
  program_id: number | null;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  registration_opens_at: ColumnType<Date, Date | string, Date | string>;
  registration_closes_at: ColumnType<Date, Date | string, Date | string>;
  quota: number;
  fee: ColumnType<string, number, number>;
  created_by: string | null;
  created_at: DefaultedTimestamp;
}

export interface ScheduleAssessorsTable {
  schedule_id: string;
  account_id: string;
}

export interface AssessmentRegistrationsTable {
  id: Generated<string>;
  organisation_id: string;
  schedule_id: string;
  asesi_account_id: string;
  state: ColumnType<string, string | undefined, string>;
  purpose: ColumnType<'sertifikasi' | 'sertifikasi-ulang', 'sertifikasi' | 'sertifikasi-ulang' | undefined>;
  previous_certificate_id: string | null;
  order_item_id: string | null;
  fee: ColumnType<string, number | undefined, number>;
  verification_note: string | null;
  assessor_account_id: string | null;
  assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  recommendation: 'K' | 'BK' | null;
  decision_committee: Jsonb<string[]>;
  decided_by: string | null;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface RegistrationEventsTable {
  id: Generated<string>;
  registration_id: string;
  from_state: string | null;
  to_state: string;
  actor_account_id: string | null;
  note: string | null;
  created_at: DefaultedTimestamp;
}

export interface CertificateSequencesTable {
  organisation_id: string;
  scheme_code: string;
  year: number;
  last_value: number;
}

export interface CertificatesTable {
  id: Generated<string>;
  number: string;
  organisation_id: string;
  registration_id: string;
  scheme_id: string;
  holder_account_id: string;
  holder_name: string;
  issued_at: ColumnType<Date, Date | string, Date | string>;
  valid_until: ColumnType<Date, string, string>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revocation_reason: string | null;
  previous_certificate_id: string | null;
  created_at: DefaultedTimestamp;
}

export interface CertificateBatchesTable {
  id: Generated<string>;
  organisation_id: string;
  schedule_id: string;
  requested_by: string;
  created_at: DefaultedTimestamp;
}

export interface CertificateBatchItemsTable {
  batch_id: string;
  certificate_id: string;
  state: ColumnType<'waiting' | 'done' | 'failed', 'waiting' | 'done' | 'failed' | undefined, 'waiting' | 'done' | 'failed'>;
  file_key: string | null;
  error: string | null;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CertificationAppealsTable {
  id: Generated<string>;
  organisation_id: string;
  registration_id: string;
  asesi_account_id: string;
  reason: string;
  state: ColumnType<'submitted' | 'upheld' | 'dismissed', 'submitted' | undefined, 'upheld' | 'dismissed'>;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: DefaultedTimestamp;
}

/** Indonesia's administrative regions (0014_locations.sql), loaded by seedLocations.ts. */
export interface LocationProvincesTable {
  code: string;
  name: string;
}

export interface LocationRegenciesTable {
  code: string;
  province_code: string;
  name: string;
}

export interface LocationDistrictsTable {
  code: string;
  regency_code: string;
  name: string;
}

export interface LocationVillagesTable {
  code: string;
  district_code: string;
  name: string;
}

export interface LocationDatasetTable {
  source: string;
  version: string;
  loaded_at: DefaultedTimestamp;
}

/** The job portal (0015_jobs.sql). */
export interface JobVacanciesTable {
  id: Generated<string>;
  organisation_id: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  requirements: ColumnType<string, string | undefined, string>;
  province_code: string | null;
  regency_code: string | null;
  employment_type: 'full-time' | 'part-time' | 'contract' | 'internship' | 'freelance';
  work_mode: 'onsite' | 'hybrid' | 'remote';
  field: ColumnType<string, string | undefined, string>;
  /** bigint: read back as text by the drivers, written as numbers. */
  salary_min: ColumnType<string | null, number | null | undefined, number | null>;
  salary_max: ColumnType<string | null, number | null | undefined, number | null>;
  show_salary: ColumnType<boolean, boolean | undefined, boolean>;
  quota: ColumnType<number, number | undefined, number>;
  closes_at: NullableTimestamp;
  status: ColumnType<'draft' | 'published' | 'closed', 'draft' | 'published' | 'closed' | undefined, 'draft' | 'published' | 'closed'>;
  published_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  created_by: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** Generated by the database (title, requirements, description). */
  search: ColumnType<string, never, never>;
}

export interface JobApplicationsTable {
  id: Generated<string>;
  vacancy_id: string;
  organisation_id: string;
  applicant_account_id: string;
  status: ColumnType<number, number | undefined, number>;
  withdrawn_at: NullableTimestamp;
  cover_note: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ApplicationEventsTable {
  id: Generated<string>;
  application_id: string;
  from_state: string | null;
  to_state: string;
  actor_account_id: string | null;
  note: string | null;
  created_at: DefaultedTimestamp;
}

export interface JobInterviewsTable {
  id: Generated<string>;
  application_id: string;
  scheduled_at: Timestamp;
  location: string | null;
  link: string | null;
  reschedule_code: ColumnType<number, number | undefined, number>;
  note: string | null;
  created_by: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ApplicationNotesTable {
  id: Generated<string>;
  application_id: string;
  author_account_id: string | null;
  note: string;
  created_at: DefaultedTimestamp;
}

export interface JobApplicationCountsTable {
  organisation_id: string;
  status: number;
  withdrawn: boolean;
  n: number;
}

export interface JobProfilesTable {
  account_id: string;
  headline: ColumnType<string, string | undefined, string>;
  summary: ColumnType<string, string | undefined, string>;
  phone: string | null;
  address: string | null;
  province_code: string | null;
  regency_code: string | null;
  district_code: string | null;
  village_code: string | null;
  /** JSON arrays (src/core/jobs/profile.ts), written as JSON text. */
  education: ColumnType<unknown, string | undefined, string>;
  experience: ColumnType<unknown, string | undefined, string>;
  languages: ColumnType<unknown, string | undefined, string>;
  skills: ColumnType<string[], string[] | undefined, string[]>;
  desired_job: ColumnType<string, string | undefined, string>;
  desired_salary: ColumnType<string | null, number | null | undefined, number | null>;
  open_to_offers: ColumnType<boolean, boolean | undefined, boolean>;
  cv_file: string | null;
  cv_file_name: string | null;
  cv_uploaded_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface TalentRequestsTable {
  id: Generated<string>;
  organisation_id: string;
  profile_account_id: string;
  requested_by: string | null;
  status: ColumnType<
    'waiting-approval' | 'agreement-on-process' | 'approved' | 'rejected',
    'waiting-approval' | 'agreement-on-process' | 'approved' | 'rejected' | undefined
  >;
  message: ColumnType<string, string | undefined, string>;
  vacancy_id: string | null;
  decided_at: NullableTimestamp;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface JobTestsTable {
  vacancy_id: string;
  organisation_id: string;
  title: string;
  duration_minutes: number;
  pass_mark: ColumnType<number, number | undefined, number>;
  /** JSON: [{id, text, options, correct}] (src/core/jobs/screening.ts), written as JSON text. */
  questions: ColumnType<unknown, string, string>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface JobTestAttemptsTable {
  application_id: string;
  vacancy_id: string;
  started_at: DefaultedTimestamp;
  deadline_at: ColumnType<Date, Date | string, Date | string>;
  submitted_at: NullableTimestamp;
  answers: ColumnType<unknown, string | undefined, string>;
  score: number | null;
  max_score: number | null;
  passed: boolean | null;
}

type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;
/** Postgres numeric arrives as a string from pg and a number from PGlite: read it with Number(). */
type Numeric = ColumnType<string | number, number | string, number | string>;
type NullableNumeric = ColumnType<string | number | null, number | string | null | undefined, number | string | null>;
type DateOnly = ColumnType<Date | string, Date | string, Date | string>;

/** Learning (0021_learning.sql). */
export interface CoursesTable {
  id: Generated<string>;
  organisation_id: string;
  author_account_id: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  competency: ColumnType<string, string | undefined, string>;
  status: ColumnType<'draft' | 'review' | 'published', 'draft' | 'review' | 'published' | undefined, 'draft' | 'review' | 'published'>;
  draft: Jsonb<unknown>;
  review_note: string | null;
  current_version: number | null;
  rating_total: ColumnType<number, number | undefined, number>;
  rating_count: ColumnType<number, number | undefined, number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface CourseVersionsTable {
  course_id: string;
  version: number;
  structure: Jsonb<unknown>;
  published_by: string | null;
  published_at: DefaultedTimestamp;
}

export interface ProgramCoursesTable {
  program_id: number;
  course_id: string;
  position: ColumnType<number, number | undefined, number>;
}

export interface LearningFilesTable {
  id: Generated<string>;
  organisation_id: string;
  course_id: string;
  kind: 'pdf' | 'video' | 'pptx' | 'scorm';
  original_name: string;
  content_type: string;
  size_bytes: ColumnType<string | number, number, number>;
  storage_key: string;
  pdf_storage_key: string | null;
  scorm_version: '1.2' | '2004' | null;
  scorm_launch: string | null;
  uploaded_by: string;
  created_at: DefaultedTimestamp;
}

export interface CourseClassesTable {
  id: Generated<string>;
  course_id: string;
  organisation_id: string;
  trainer_account_id: string;
  name: string;
  starts_on: DateOnly;
  ends_on: DateOnly;
  capacity: number | null;
  fee_rate: ColumnType<string | number, number | string | undefined, number | string>;
  created_at: DefaultedTimestamp;
}

export interface LearnerCoursesTable {
  id: Generated<string>;
  account_id: string;
  course_id: string;
  version: number;
  enrolment_id: string;
  class_id: string | null;
  started_at: DefaultedTimestamp;
  completed_at: NullableTimestamp;
  certificate_number: string | null;
}

export interface ActivityProgressTable {
  learner_course_id: string;
  activity_id: string;
  is_done: ColumnType<boolean, boolean | undefined, boolean>;
  seconds_spent: ColumnType<number, number | undefined, number>;
  position: NullableJson;
  score: NullableNumeric;
  done_at: NullableTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface QuizAttemptsTable {
  id: Generated<string>;
  learner_course_id: string;
  activity_id: string;
  attempt: number;
  question_order: Jsonb<unknown>;
  answers: NullableJson;
  score: NullableNumeric;
  passed: boolean | null;
  started_at: DefaultedTimestamp;
  submitted_at: NullableTimestamp;
}

/** The completion certificates' number sequence per year (0023; BISA-LC-<year>-<seq>). */
export interface LearningCertificateSequencesTable {
  year: number;
  last_value: number;
}

export interface ScormAttemptsTable {
  learner_course_id: string;
  activity_id: string;
  attempt: ColumnType<number, number | undefined, number>;
  /** The manifest item's identifier; '' for the package's first launchable item (migration 0032). */
  item_id: ColumnType<string, string | undefined, string>;
  cmi: Jsonb<unknown>;
  completion: string | null;
  success: string | null;
  score: NullableNumeric;
  updated_at: DefaultedTimestamp;
}

export interface ClassSessionsTable {
  id: Generated<string>;
  class_id: string;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  place: string | null;
  online_url: string | null;
  capacity: number | null;
  attendance_code: string;
  created_at: DefaultedTimestamp;
}

export interface SessionAttendanceTable {
  session_id: string;
  account_id: string;
  status: 'present' | 'late' | 'excused' | 'absent';
  marked_by: string | null;
  marked_at: DefaultedTimestamp;
}

export interface SessionReservationsTable {
  session_id: string;
  account_id: string;
  reserved_at: DefaultedTimestamp;
}

export interface OjtSubmissionsTable {
  id: Generated<string>;
  learner_course_id: string;
  activity_id: string;
  session_id: string | null;
  note: ColumnType<string, string | undefined, string>;
  file_key: string | null;
  submitted_at: DefaultedTimestamp;
  score: NullableNumeric;
  passed: boolean | null;
  feedback: string | null;
  graded_by: string | null;
  graded_at: NullableTimestamp;
}

export interface VrResultsTable {
  id: Generated<string>;
  class_id: string;
  account_id: string;
  scenario: string;
  score: Numeric;
  passed: boolean;
  duration_seconds: number | null;
  recorded_at: Timestamp;
  imported_by: string | null;
  imported_at: DefaultedTimestamp;
}

export interface CourseFeedbackTable {
  course_id: string;
  account_id: string;
  rating: number;
  comment: ColumnType<string, string | undefined, string>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ForumThreadsTable {
  id: Generated<string>;
  course_id: string | null;
  author_account_id: string;
  title: string;
  body: string;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  reply_count: ColumnType<number, number | undefined, number>;
  last_post_at: DefaultedTimestamp;
  created_at: DefaultedTimestamp;
  /** 0027_forum_calendar.sql: when the author last corrected it. */
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ForumPostsTable {
  id: Generated<string>;
  thread_id: string;
  author_account_id: string;
  body: string;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Who a forum post mentioned, each once (0027_forum_calendar.sql); post_id null for a thread's opening post. */
export interface ForumMentionsTable {
  thread_id: string;
  post_id: string | null;
  account_id: string;
  created_at: DefaultedTimestamp;
}

export interface CalendarFeedsTable {
  account_id: string;
  token: string;
  created_at: DefaultedTimestamp;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  mail_outbox: MailOutboxTable;
  global_configuration: GlobalConfigurationTable;
  uploads: UploadsTable;
  notifications: NotificationsTable;
  notification_receipts: NotificationReceiptsTable;
  site_settings: SiteSettingsTable;
  program_categories: ProgramCategoriesTable;
  programs: ProgramsTable;
  company_requests: CompanyRequestsTable;
  order_carts: OrderCartsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  payment_proofs: PaymentProofsTable;
  enrolments: EnrolmentsTable;
  certification_registrations: CertificationRegistrationsTable;
  content_globals: ContentGlobalsTable;
  content_items: ContentItemsTable;
  contact_messages: ContactMessagesTable;
  certification_schemes: CertificationSchemesTable;
  form_instances: FormInstancesTable;
  form_versions: FormVersionsTable;
  form_signatures: FormSignaturesTable;
  form_audit: FormAuditTable;
  form_evidence: FormEvidenceTable;
  organisations: OrganisationsTable;
  memberships: MembershipsTable;
  test_sites: TestSitesTable;
  assessor_profiles: AssessorProfilesTable;
  assessor_schemes: AssessorSchemesTable;
  certification_schedules: CertificationSchedulesTable;
  schedule_assessors: ScheduleAssessorsTable;
  assessment_registrations: AssessmentRegistrationsTable;
  registration_events: RegistrationEventsTable;
  certificate_sequences: CertificateSequencesTable;
  certificates: CertificatesTable;
  certificate_batches: CertificateBatchesTable;
  certificate_batch_items: CertificateBatchItemsTable;
  certification_appeals: CertificationAppealsTable;
  location_provinces: LocationProvincesTable;
  location_regencies: LocationRegenciesTable;
  location_districts: LocationDistrictsTable;
  location_villages: LocationVillagesTable;
  location_dataset: LocationDatasetTable;
  job_vacancies: JobVacanciesTable;
  job_applications: JobApplicationsTable;
  application_events: ApplicationEventsTable;
  job_interviews: JobInterviewsTable;
  application_notes: ApplicationNotesTable;
  job_application_counts: JobApplicationCountsTable;
  job_profiles: JobProfilesTable;
  talent_requests: TalentRequestsTable;
  job_tests: JobTestsTable;
  job_test_attempts: JobTestAttemptsTable;
  courses: CoursesTable;
  course_versions: CourseVersionsTable;
  program_courses: ProgramCoursesTable;
  learning_files: LearningFilesTable;
  course_classes: CourseClassesTable;
  learner_courses: LearnerCoursesTable;
  activity_progress: ActivityProgressTable;
  quiz_attempts: QuizAttemptsTable;
  learning_certificate_sequences: LearningCertificateSequencesTable;
  scorm_attempts: ScormAttemptsTable;
  class_sessions: ClassSessionsTable;
  session_attendance: SessionAttendanceTable;
  session_reservations: SessionReservationsTable;
  ojt_submissions: OjtSubmissionsTable;
  vr_results: VrResultsTable;
  course_feedback: CourseFeedbackTable;
  forum_threads: ForumThreadsTable;
  forum_posts: ForumPostsTable;
  calendar_feeds: CalendarFeedsTable;
  forum_mentions: ForumMentionsTable;
  captcha_solutions: CaptchaSolutionsTable;
  page_view_counts: PageViewCountsTable;
  page_view_referrers: PageViewReferrersTable;
}

export interface CaptchaSolutionsTable {
  challenge_id: string;
  expires_at: Date;
}

export interface PageViewCountsTable {
  day: ColumnType<string, string, string>;
  path: string;
  locale: string;
  device: string;
  views: ColumnType<number, number | undefined, number>;
}

export interface PageViewReferrersTable {
  day: ColumnType<string, string, string>;
  referrer_host: string;
  views: ColumnType<number, number | undefined, number>;
}
