import type { Address } from '../locations/address';
import type { CompanySize } from '../organisations/partnerRegistration';
import type { AttemptState } from './screening';
import type { HiringState, HiringStatusCode, RescheduleCode, StatusColour } from './hiring';
import type { EmploymentType, JobField, VacancyStatus, WorkMode } from './search';

/** The job portal's wire types (GET/POST /api/jp/...), shared by the gateway's schemas and the apps. */

export interface AreaRef {
  code: string;
  name: string;
}

export interface VacancyView {
  id: string;
  title: string;
  description: string;
  requirements: string;
  company: { id: string; name: string; logoUrl: string | null };
  province: AreaRef | null;
  regency: AreaRef | null;
  employmentType: EmploymentType;
  workMode: WorkMode;
  field: JobField;
  /** Null when the employer hides it (the employer's own view has the numbers in `salaryMin`/`salaryMax`). */
  salary: { min: number | null; max: number | null } | null;
  quota: number;
  closesAt: string | null;
  status: VacancyStatus;
  publishedAt: string | null;
  createdAt: string;
  /** Published and not past closesAt: it can be applied to. */
  open: boolean;
  /** Published but past closesAt. */
  expired: boolean;
}

export interface VacancyPage {
  items: VacancyView[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** The public search's page (GET /api/jp/job-vacancy): it stops counting at SEARCH_COUNT_CAP. */
export interface VacancySearchPage extends VacancyPage {
  /** The search found more than `total`. */
  totalAtLeast: boolean;
}

/** The employer's own vacancy: the stored salary and visibility, and its applications by state. */
export interface EmployerVacancyView extends VacancyView {
  salaryMin: number | null;
  salaryMax: number | null;
  showSalary: boolean;
  counters: { total: number; new: number; onProcess: number; passed: number; failed: number; hired: number; rejected: number; withdrawn: number };
}

export interface EmployerVacancyPage {
  items: EmployerVacancyView[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

export interface HiringStatusView {
  /** SPEC's code (0..5); a withdrawn application keeps the code it had. */
  code: HiringStatusCode;
  state: HiringState;
  colour: StatusColour;
  label: string;
}

export interface ApplicationEventView {
  from: HiringState | null;
  to: HiringState;
  actor: string | null;
  note: string | null;
  at: string;
}

export interface InterviewView {
  id: string;
  scheduledAt: string;
  location: string | null;
  link: string | null;
  rescheduleCode: RescheduleCode;
  rescheduleColour: Exclude<StatusColour, 'grey'>;
  rescheduleLabel: string;
  note: string | null;
}

export interface ApplicationView {
  id: string;
  vacancy: { id: string; title: string; company: string; open: boolean };
  applicant: { accountId: string; name: string; email: string | null };
  status: HiringStatusView;
  withdrawn: boolean;
  coverNote: string | null;
  createdAt: string;
  /** The states the caller may move it to now. */
  nextStates: HiringState[];
  history: ApplicationEventView[];
  interviews: InterviewView[];
  /** The recruiters' notes: only in the employer's view (empty for the applicant). */
  notes: { author: string | null; note: string; at: string }[];
  /** The vacancy's screening test and this application's attempt (src/core/jobs/screening.ts); null: no test. */
  testState: AttemptState | null;
}

/** SPEC 3's candidate dashboard (GET /api/jp/job-vacancy/list-candidate). */
export interface CandidateDashboard {
  candidates: { items: CandidateRow[]; total: number; pageIndex: number; pageSize: number };
  applier: number;
  candidateOnProcess: number;
  failedCandidate: number;
  hiredCandidate: number;
  invitation: number;
  totalCandidate: number;
}

export interface CandidateRow {
  id: string;
  vacancy: { id: string; title: string };
  applicant: { accountId: string; name: string; email: string };
  status: HiringStatusView;
  withdrawn: boolean;
  appliedAt: string;
  nextInterviewAt: string | null;
}

export interface EmployerOrganisationView {
  id: string;
  legalName: string;
  code: string;
  verification: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
  /** The profile's details (docs/decisions/2026-11-26-job-portal.md "Company profile"); null when not given. */
  npwp: string | null;
  industry: string | null;
  companySize: CompanySize | null;
  website: string | null;
  /** As the address picker shows it (src/core/locations/address.ts), the areas with their names: no lookups needed. */
  address: Address;
  logoUrl: string | null;
  /** Whether the caller is the company's admin, who alone edits the profile (a recruiter reads it). */
  canEdit: boolean;
}
