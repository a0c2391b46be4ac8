import type { RoleName } from '../rules/roles';
import type { FormRole } from './definition';

/**
 * Which parts of the forms each platform role writes. Candidates of any trainee kind and job seekers are
 * assessees; an assessor also records a third party's answers (FR.IA.10 is filled at the assessor's request;
 * supervisors have no accounts); the assessor SPV reviews and validates; the LSP's staff verify applications.
 */
export const FORM_ROLES: Record<RoleName, readonly FormRole[]> = {
  Trainee: ['asesi'],
  'Trainee Staff': ['asesi'],
  'Trainee SPV': ['asesi'],
  'Trainee Manager': ['asesi'],
  'Job Seeker': ['asesi'],
  Assessor: ['asesor', 'pihak-ketiga'],
  'Assessor SPV': ['asesor', 'pihak-ketiga', 'peninjau', 'tim-validasi'],
  LSP: ['admin-lsp', 'tim-validasi'],
  Trainer: [],
  'Trainer Staff': [],
  'Content Creator': [],
  Employer: [],
  Admin: [],
};

/** The platform roles that take part in some form: the policy of the forms API. */
export const FORM_PLATFORM_ROLES = (Object.keys(FORM_ROLES) as RoleName[]).filter((role) => FORM_ROLES[role].length > 0);
