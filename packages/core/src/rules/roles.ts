/**
 * Account types and roles, defined once for the gateway, the public site and the member app.
 *
 * An account type is the kind of account a person registers as (SPEC 3); a role is the finer
 * position inside it (SPEC 6). The numbers are stored in the database and sent in tokens and
 * profiles, so they never change meaning.
 */

export const ACCOUNT_TYPES = ['trainee', 'trainer', 'content-creator', 'lsp', 'job-seeker', 'employer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Numeric account types as they travel in profiles (`accountType`) and tokens. */
export const ACCOUNT_TYPE_NUMBER = {
  trainee: 1,
  trainer: 2,
  'content-creator': 3,
  lsp: 4,
  'job-seeker': 5,
  employer: 6,
  /** Assessors are appointed, not self-registered. */
  assessor: 7,
  /** The platform's own staff (operator). */
  admin: 8,
} as const;
export type AccountTypeNumber = (typeof ACCOUNT_TYPE_NUMBER)[keyof typeof ACCOUNT_TYPE_NUMBER];

export const ROLES = [
  'Trainee',
  'Trainee Staff',
  'Trainee SPV',
  'Trainee Manager',
  'Trainer',
  'Trainer Staff',
  'Assessor',
  'Assessor SPV',
  'Content Creator',
  'Employer',
  'Job Seeker',
  'LSP',
  'Admin',
] as const;
export type RoleName = (typeof ROLES)[number];

/** URL-safe slug of each role, used for demo e-mails (`<slug>@demo.local`) and menu keys. */
export const ROLE_SLUG: Record<RoleName, string> = {
  Trainee: 'trainee',
  'Trainee Staff': 'trainee-staff',
  'Trainee SPV': 'trainee-spv',
  'Trainee Manager': 'trainee-manager',
  Trainer: 'trainer',
  'Trainer Staff': 'trainer-staff',
  Assessor: 'assessor',
  'Assessor SPV': 'assessor-spv',
  'Content Creator': 'content-creator',
  Employer: 'employer',
  'Job Seeker': 'job-seeker',
  LSP: 'lsp',
  Admin: 'admin',
};

/** The account type number each role belongs to. */
export const ROLE_ACCOUNT_TYPE: Record<RoleName, AccountTypeNumber> = {
  Trainee: 1,
  'Trainee Staff': 1,
  'Trainee SPV': 1,
  'Trainee Manager': 1,
  Trainer: 2,
  'Trainer Staff': 2,
  Assessor: 7,
  'Assessor SPV': 7,
  'Content Creator': 3,
  Employer: 6,
  'Job Seeker': 5,
  LSP: 4,
  Admin: 8,
};

/** The role a self-registered account starts with. */
export const REGISTRATION_ROLE: Record<AccountType, RoleName> = {
  trainee: 'Trainee',
  trainer: 'Trainer',
  'content-creator': 'Content Creator',
  lsp: 'LSP',
  'job-seeker': 'Job Seeker',
  employer: 'Employer',
};

/** SPEC 3 and 5: anything that is not a known account type falls back to trainee. */
export function normalizeAccountType(value: unknown): AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as AccountType) : 'trainee';
}

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** SPEC 6: only these roles may switch to their linked alternate account. */
export const ALTERNATE_ACCOUNT_ROLES: readonly RoleName[] = ['Trainee', 'Trainee Staff', 'Job Seeker'];

export function canSwitchAccount(role: RoleName | null | undefined): boolean {
  return role != null && ALTERNATE_ACCOUNT_ROLES.includes(role);
}

/** The role of the linked account a switchable role switches to. */
export function alternateRoleOf(role: RoleName): RoleName | null {
  if (role === 'Job Seeker') return 'Trainee';
  if (role === 'Trainee' || role === 'Trainee Staff') return 'Job Seeker';
  return null;
}
