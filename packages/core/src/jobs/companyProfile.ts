import type { MessageKey } from '../i18n/catalog';
import { EMPTY_ADDRESS, POSTAL_CODE_PATTERN, type Address } from '../locations/address';
import { AREA_CODE_PATTERNS, AREA_LEVELS } from '../locations/areas';
import { COMPANY_SIZES, formatNpwp, normalizeWebsite, npwpDigits, TEXT_MAX_LENGTH, type CompanySize } from '../organisations/partnerRegistration';
import type { EmployerOrganisationView } from './contract';

/**
 * The employer's company profile (/employer/profile, GET/POST/PUT /api/jp/employer/organisation): the partner
 * registration's details (packages/core/src/organisations/partnerRegistration.ts), all optional but the legal name, since a
 * company set up from the profile may give them later. Shared by the form and the gateway, which also checks that the
 * village exists (docs/decisions/2026-11-26-job-portal.md "Company profile").
 */

/** What the form sends: one flat object, so a field error names the form's field. A field left out is empty. */
export interface CompanyProfileInput {
  legalName: string;
  npwp?: string;
  industry?: string;
  companySize?: string;
  website?: string;
  street?: string;
  postalCode?: string;
  provinceCode?: string | null;
  regencyCode?: string | null;
  districtCode?: string | null;
  villageCode?: string | null;
}

export type CompanyField = keyof CompanyProfileInput;

/** The details as stored: trimmed, empty as null, the NPWP as its digits and the website with its scheme. */
export interface CompanyDetails {
  legalName: string;
  npwp: string | null;
  industry: string | null;
  companySize: CompanySize | null;
  website: string | null;
  street: string;
  postalCode: string;
  provinceCode: string | null;
  regencyCode: string | null;
  districtCode: string | null;
  villageCode: string | null;
}

const AREA_FIELDS = ['provinceCode', 'regencyCode', 'districtCode', 'villageCode'] as const;

/**
 * Every broken rule at once, by field. The address is all four areas or none (the picker fills them top down; a
 * village is what places the company), each code inside the one above.
 */
export function companyProfileProblems(input: CompanyProfileInput): Partial<Record<CompanyField, MessageKey>> {
  const problems: Partial<Record<CompanyField, MessageKey>> = {};
  const tooLong = (field: 'legalName' | 'industry' | 'street', max: number) => {
    if ((input[field]?.trim().length ?? 0) > max) problems[field] = 'partnerRegistration.errors.tooLong';
  };
  if (!input.legalName.trim()) problems.legalName = 'validation.required';
  tooLong('legalName', TEXT_MAX_LENGTH.legalName);
  if (input.npwp?.trim() && !npwpDigits(input.npwp)) problems.npwp = 'partnerRegistration.errors.npwp';
  tooLong('industry', TEXT_MAX_LENGTH.industry);
  if (input.companySize && !(COMPANY_SIZES as readonly string[]).includes(input.companySize))
    problems.companySize = 'partnerRegistration.errors.size';
  const website = input.website?.trim() ?? '';
  if (website && (website.length > TEXT_MAX_LENGTH.website || !normalizeWebsite(website))) problems.website = 'partnerRegistration.errors.website';
  tooLong('street', TEXT_MAX_LENGTH.address);
  const postalCode = input.postalCode?.trim() ?? '';
  if (postalCode && !POSTAL_CODE_PATTERN.test(postalCode)) problems.postalCode = 'locations.postalCodeInvalid';
  const codes = AREA_FIELDS.map((field) => input[field] || '');
  if (codes.some(Boolean)) {
    codes.forEach((code, index) => {
      const field = AREA_FIELDS[index]!;
      const parent = index > 0 ? codes[index - 1]! : '';
      if (!code) problems[field] = 'validation.required';
      else if (!new RegExp(AREA_CODE_PATTERNS[AREA_LEVELS[index]!]).test(code) || (index > 0 && !code.startsWith(`${parent}.`)))
        problems[field] = 'partnerRegistration.errors.area';
    });
  }
  return problems;
}

const orNull = (value: string | null | undefined) => value?.trim() || null;

/** The input as stored; call it on an input without problems. */
export function companyDetails(input: CompanyProfileInput): CompanyDetails {
  const website = orNull(input.website);
  return {
    legalName: input.legalName.trim(),
    npwp: input.npwp?.trim() ? (npwpDigits(input.npwp) ?? null) : null,
    industry: orNull(input.industry),
    companySize: (orNull(input.companySize) as CompanySize | null) ?? null,
    website: website ? (normalizeWebsite(website) ?? null) : null,
    street: input.street?.trim() ?? '',
    postalCode: input.postalCode?.trim() ?? '',
    provinceCode: orNull(input.provinceCode),
    regencyCode: orNull(input.regencyCode),
    districtCode: orNull(input.districtCode),
    villageCode: orNull(input.villageCode),
  };
}

/** Legal name and NPWP: what identifies the company to the operator, read-only once it is verified. */
export const IDENTITY_FIELDS = ['legalName', 'npwp'] as const;

/** The identity fields an edit changes (compared as stored: the NPWP by its digits). */
export function changedIdentity(stored: Pick<CompanyDetails, 'legalName' | 'npwp'>, edited: Pick<CompanyDetails, 'legalName' | 'npwp'>) {
  return IDENTITY_FIELDS.filter((field) => stored[field] !== edited[field]);
}

export type Verification = 'pending' | 'verified' | 'rejected';

/**
 * What an edit does to the verification: a rejected company that edits its profile asks again (pending, and the
 * operator sees it in the console's list again); pending and verified stay as they are.
 */
export function verificationAfterEdit(current: Verification): Verification {
  return current === 'rejected' ? 'pending' : current;
}

/**
 * The NPWP field as people type it: digits only (other characters dropped, at most 16), the 15-digit form grouped as
 * it is printed (99.999.999.9-999.999) while it grows; 16 digits (the NIK-based form) have no grouping.
 */
export function npwpInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  if (digits.length === 16) return digits;
  const separators = ['.', '.', '.', '-', '.'];
  const sizes = [2, 3, 3, 1, 3, 3];
  let rest = digits;
  let out = '';
  sizes.forEach((size, index) => {
    if (!rest) return;
    out += (index > 0 ? separators[index - 1] : '') + rest.slice(0, size);
    rest = rest.slice(size);
  });
  return out;
}

/** The form's values: texts as typed, the address as the picker holds it. */
export interface CompanyFormValues {
  legalName: string;
  npwp: string;
  industry: string;
  companySize: string;
  website: string;
  address: Address;
}

/** The form filled from the stored company (or empty to set one up). */
export function companyFormOf(company: EmployerOrganisationView | null): CompanyFormValues {
  if (!company) return { legalName: '', npwp: '', industry: '', companySize: '', website: '', address: EMPTY_ADDRESS };
  return {
    legalName: company.legalName,
    npwp: company.npwp ? formatNpwp(company.npwp) : '',
    industry: company.industry ?? '',
    companySize: company.companySize ?? '',
    website: company.website ?? '',
    address: company.address,
  };
}

/** What the form sends (POST or PUT /api/jp/employer/organisation). */
export function companyInputOf(values: CompanyFormValues): CompanyProfileInput {
  const { address } = values;
  return {
    legalName: values.legalName,
    npwp: values.npwp,
    industry: values.industry,
    companySize: values.companySize,
    website: values.website,
    street: address.street,
    postalCode: address.postalCode,
    provinceCode: address.province?.value ?? null,
    regencyCode: address.regency?.value ?? null,
    districtCode: address.district?.value ?? null,
    villageCode: address.village?.value ?? null,
  };
}
