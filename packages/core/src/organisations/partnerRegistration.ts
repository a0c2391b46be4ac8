import type { MessageKey } from '../i18n/catalog';
import { AREA_CODE_PATTERNS } from '../locations/areas';
import type { RoleName } from '../rules/roles';
import { FULLNAME_MAX_LENGTH, isValidEmail, isValidPassword, isValidPhone, isValidUrl } from '../rules/validation';
import type { PartnerRegistrationBody } from './partnerRegistration.contract';

/**
 * SPEC 1's partner registration (/registrasi-partner/{account}, POST /api/cm/partner-registration): an organisation
 * and its contact person in one step. The rules here are shared by the gateway and the public site's form, so the
 * browser refuses exactly what the server refuses; only whether the areas exist is the server's to check.
 */

export const PARTNER_KINDS = ['employer', 'lsp', 'training-provider'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** The path's account, or undefined for anything else (the page shows the chooser then). */
export function partnerKindOf(value: unknown): PartnerKind | undefined {
  return (PARTNER_KINDS as readonly unknown[]).includes(value) ? (value as PartnerKind) : undefined;
}

/**
 * The contact person's account role. A training provider has no role of its own among SPEC's; its owner teaches
 * and runs the provider's programs, which is the Trainer's menu (docs/decisions/2026-11-26-job-portal.md "Partner
 * registration").
 */
export const PARTNER_ROLE: Record<PartnerKind, RoleName> = { employer: 'Employer', lsp: 'LSP', 'training-provider': 'Trainer' };

/** The generated organisation code's prefix (the code is the prefix and 8 hex digits, as the employer profile makes it). */
export const PARTNER_CODE_PREFIX: Record<PartnerKind, string> = { employer: 'EMP', lsp: 'LSP', 'training-provider': 'TP' };

/** Head counts as Indonesian company profiles and job boards group them. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const TEXT_MAX_LENGTH = { legalName: 200, industry: 100, website: 200, address: 500, position: 100 } as const;

/**
 * NPWP, Indonesia's tax id: 15 digits (the classic 99.999.999.9-999.999) or 16 (since 2024 a person's NIK, and
 * 0 and the 15 for a company). People type it with its dots and dash, so those and spaces are allowed and dropped.
 */
export function npwpDigits(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^[0-9][0-9 .-]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/[ .-]/g, '');
  return digits.length === 15 || digits.length === 16 ? digits : undefined;
}

/** The NPWP as people read it: the 15-digit form with its dots and dash, the 16-digit one as it is. */
export function formatNpwp(digits: string): string {
  const match = /^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/.exec(digits);
  return match ? `${match[1]}.${match[2]}.${match[3]}.${match[4]}-${match[5]}.${match[6]}` : digits;
}

/** A website as stored: with its scheme (https:// when typed without one); undefined when it is not an address. */
export function normalizeWebsite(value: string): string | undefined {
  const trimmed = value.trim();
  if (!isValidUrl(trimmed)) return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** What the form sends (the wire contract), with the company size one of the choices. */
export type PartnerRegistration = Omit<PartnerRegistrationBody, 'size'> & { size: CompanySize };

export type PartnerField = Exclude<keyof PartnerRegistration, 'kind'>;

/** The form's fields in their order on the page (the first in error takes the focus). */
export const PARTNER_FIELDS: readonly PartnerField[] = [
  'legalName',
  'npwp',
  'industry',
  'size',
  'website',
  'address',
  'provinceCode',
  'regencyCode',
  'districtCode',
  'villageCode',
  'fullname',
  'position',
  'email',
  'phone',
  'password',
  'acceptTerms',
];

type Input = Omit<PartnerRegistration, 'kind' | 'size' | 'acceptTerms'> & { size: string; acceptTerms: boolean };

/**
 * Every broken rule at once, by field. The areas must nest: each code starts with its parent's (Kemendagri codes are
 * hierarchical), so a village of another district is refused here; that it exists is the gateway's check.
 */
export function partnerRegistrationProblems(input: Input): Partial<Record<PartnerField, MessageKey>> {
  const problems: Partial<Record<PartnerField, MessageKey>> = {};
  const text = (field: 'legalName' | 'industry' | 'address' | 'position', max: number) => {
    const value = input[field].trim();
    if (!value) problems[field] = 'validation.required';
    else if (value.length > max) problems[field] = 'partnerRegistration.errors.tooLong';
  };
  text('legalName', TEXT_MAX_LENGTH.legalName);
  if (!input.npwp.trim()) problems.npwp = 'validation.required';
  else if (!npwpDigits(input.npwp)) problems.npwp = 'partnerRegistration.errors.npwp';
  text('industry', TEXT_MAX_LENGTH.industry);
  if (!(COMPANY_SIZES as readonly string[]).includes(input.size)) problems.size = 'partnerRegistration.errors.size';
  const website = input.website?.trim() ?? '';
  if (website && (website.length > TEXT_MAX_LENGTH.website || !normalizeWebsite(website))) problems.website = 'partnerRegistration.errors.website';
  text('address', TEXT_MAX_LENGTH.address);
  const areas = [
    ['provinceCode', input.provinceCode, AREA_CODE_PATTERNS.province],
    ['regencyCode', input.regencyCode, AREA_CODE_PATTERNS.regency],
    ['districtCode', input.districtCode, AREA_CODE_PATTERNS.district],
    ['villageCode', input.villageCode, AREA_CODE_PATTERNS.village],
  ] as const;
  areas.forEach(([field, code, pattern], index) => {
    const parent = index > 0 ? areas[index - 1]![1] : '';
    if (!code) problems[field] = 'validation.required';
    else if (!new RegExp(pattern).test(code) || (parent && !code.startsWith(`${parent}.`))) problems[field] = 'partnerRegistration.errors.area';
  });
  const name = input.fullname.trim();
  if (!name || name.length > FULLNAME_MAX_LENGTH) problems.fullname = name ? 'validation.fullname' : 'validation.required';
  text('position', TEXT_MAX_LENGTH.position);
  if (!input.email.trim()) problems.email = 'validation.required';
  else if (!isValidEmail(input.email.trim())) problems.email = 'validation.email';
  if (!input.phone.trim()) problems.phone = 'validation.required';
  else if (!isValidPhone(input.phone.trim())) problems.phone = 'validation.phone';
  if (!isValidPassword(input.password)) problems.password = input.password ? 'validation.password' : 'validation.required';
  if (input.acceptTerms !== true) problems.acceptTerms = 'partnerRegistration.errors.acceptTerms';
  return problems;
}

export type PartnerDocument =
  'deed' | 'nib' | 'npwp' | 'domicile' | 'contactId' | 'bnspLicence' | 'schemes' | 'assessors' | 'tuk' | 'lkpLicence' | 'trainers' | 'programs';

/** What each kind hands the operator for verification (the /requirements page lists them). */
export const PARTNER_DOCUMENTS: Record<PartnerKind, readonly PartnerDocument[]> = {
  employer: ['deed', 'nib', 'npwp', 'domicile', 'contactId'],
  lsp: ['deed', 'npwp', 'bnspLicence', 'schemes', 'assessors', 'tuk'],
  'training-provider': ['deed', 'nib', 'npwp', 'lkpLicence', 'trainers', 'programs'],
};
