import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_NUMBER,
  ACCOUNT_TYPES,
  alternateRoleOf,
  canSwitchAccount,
  isRoleName,
  normalizeAccountType,
  REGISTRATION_ROLE,
  ROLE_ACCOUNT_TYPE,
  ROLE_SLUG,
  ROLES,
} from '@core/rules/roles';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed';

describe('normalizeAccountType (SPEC 3 and 5)', () => {
  it.each(ACCOUNT_TYPES)('keeps the known account type %s', (type) => {
    expect(normalizeAccountType(type)).toBe(type);
  });

  it.each([
    ['an unknown name', 'admin'],
    ['an empty string', ''],
    ['a different case', 'Trainer'],
    ['all capitals', 'EMPLOYER'],
    ['surrounding spaces', ' lsp '],
    ['a number', 2],
    ['null', null],
    ['undefined', undefined],
    ['an object', { type: 'trainer' }],
    ['an array', ['trainer']],
  ])('falls back to trainee for %s', (_reason, value) => {
    expect(normalizeAccountType(value)).toBe('trainee');
  });
});

describe('roles', () => {
  it('has the 13 roles of SPEC 6', () => {
    expect(ROLES).toHaveLength(13);
    expect(new Set(ROLES).size).toBe(13);
  });

  it('gives every role an account type number and a unique slug', () => {
    const numbers = new Set<number>(Object.values(ACCOUNT_TYPE_NUMBER));
    expect(Object.keys(ROLE_ACCOUNT_TYPE).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) expect(numbers.has(ROLE_ACCOUNT_TYPE[role])).toBe(true);
    expect(Object.keys(ROLE_SLUG).sort()).toEqual([...ROLES].sort());
    expect(new Set(Object.values(ROLE_SLUG)).size).toBe(ROLES.length);
  });

  it('names the demo accounts by their slugs, as README.md lists them', () => {
    expect(Object.fromEntries(DEMO_ACCOUNTS.map(({ role, email }) => [role, email]))).toEqual({
      Trainee: 'trainee@demo.local',
      'Trainee Staff': 'trainee-staff@demo.local',
      'Trainee SPV': 'trainee-spv@demo.local',
      'Trainee Manager': 'trainee-manager@demo.local',
      Trainer: 'trainer@demo.local',
      'Trainer Staff': 'trainer-staff@demo.local',
      Assessor: 'assessor@demo.local',
      'Assessor SPV': 'assessor-spv@demo.local',
      'Content Creator': 'content-creator@demo.local',
      Employer: 'employer@demo.local',
      'Job Seeker': 'job-seeker@demo.local',
      LSP: 'lsp@demo.local',
      Admin: 'admin@demo.local',
    });
  });

  it('registers each account type with a role of that account type', () => {
    for (const type of ACCOUNT_TYPES) expect(ROLE_ACCOUNT_TYPE[REGISTRATION_ROLE[type]]).toBe(ACCOUNT_TYPE_NUMBER[type]);
  });

  it('recognises role names exactly', () => {
    expect(isRoleName('Job Seeker')).toBe(true);
    expect(isRoleName('job seeker')).toBe(false);
    expect(isRoleName(7)).toBe(false);
  });
});

describe('account switch (SPEC 6)', () => {
  it.each(['Trainee', 'Trainee Staff', 'Job Seeker'] as const)('lets %s switch', (role) => {
    expect(canSwitchAccount(role)).toBe(true);
  });

  it('refuses every other role and no role at all', () => {
    const others = ROLES.filter((role) => !['Trainee', 'Trainee Staff', 'Job Seeker'].includes(role));
    for (const role of others) expect(canSwitchAccount(role)).toBe(false);
    expect(canSwitchAccount(null)).toBe(false);
    expect(canSwitchAccount(undefined)).toBe(false);
  });

  it('switches a job seeker to trainee and a trainee to job seeker', () => {
    expect(alternateRoleOf('Job Seeker')).toBe('Trainee');
    expect(alternateRoleOf('Trainee')).toBe('Job Seeker');
    expect(alternateRoleOf('Trainee Staff')).toBe('Job Seeker');
  });

  it('has an alternate role exactly for the roles that can switch', () => {
    for (const role of ROLES) expect(alternateRoleOf(role) !== null).toBe(canSwitchAccount(role));
  });
});
