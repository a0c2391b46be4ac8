import type { MessageKey } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import { POSTAL_CODE_PATTERN } from '../locations/address';
import { isValidPhone } from '../rules/validation';
import type { JobProfileInput } from './profile.contract';
import { formatMonth as formatCalendarMonth } from '../format/dates';

/**
 * The job seeker's CV (/job-seeker/job-profile): the rules the gateway (PUT) and the form share. Its shapes are the
 * wire contract (profile.contract.ts), whose JSON Schema bounds types and lengths; these are the rules across
 * fields (an end before its start, a regency outside its province) and the normalising (trimmed texts, skills
 * de-duplicated).
 */

export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** Lengths and counts, shared by the gateway's schema and the form's inputs. */
export const PROFILE_LIMITS = {
  headline: 200,
  summary: 4000,
  desiredJob: 200,
  phone: 20,
  address: 500,
  entryText: 200,
  description: 2000,
  educationEntries: 20,
  experienceEntries: 30,
  languageEntries: 20,
  skills: 30,
  skillLength: 50,
  /** Rupiah a month, as job_vacancies' salaries. */
  salary: 1_000_000_000_000,
} as const;

/** The earliest year an education or job may start: a CV's first school, not a typo of the century. */
export const EARLIEST_YEAR = 1950;

export const EMPTY_PROFILE: JobProfileInput = {
  headline: '',
  summary: '',
  phone: '',
  address: '',
  postalCode: '',
  provinceCode: null,
  regencyCode: null,
  districtCode: null,
  villageCode: null,
  education: [],
  experience: [],
  languages: [],
  skills: [],
  desiredJob: '',
  desiredSalary: null,
  openToOffers: false,
};

/**
 * The skills as stored: trimmed, inner spaces collapsed, empty ones dropped, and a repeat in another case dropped
 * (the first spelling stays): the talent source matches skills case-insensitively, so "Excel" and "excel" are one.
 */
export function normaliseSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    const key = skill.toLocaleLowerCase('id');
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return kept;
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The input as stored: every text trimmed, empty codes null, skills normalised. */
export function normaliseProfile(input: JobProfileInput): JobProfileInput {
  return {
    headline: input.headline.trim(),
    summary: input.summary.trim(),
    phone: input.phone.trim(),
    address: input.address.trim(),
    postalCode: input.postalCode.trim(),
    provinceCode: orNull(input.provinceCode),
    regencyCode: orNull(input.regencyCode),
    districtCode: orNull(input.districtCode),
    villageCode: orNull(input.villageCode),
    education: input.education.map((entry) => ({
      institution: entry.institution.trim(),
      degree: entry.degree.trim(),
      field: entry.field.trim(),
      startYear: entry.startYear,
      endYear: entry.endYear ?? null,
    })),
    experience: input.experience.map((entry) => ({
      company: entry.company.trim(),
      title: entry.title.trim(),
      startMonth: entry.startMonth,
      endMonth: orNull(entry.endMonth),
      description: entry.description.trim(),
    })),
    languages: input.languages.map((entry) => ({ language: entry.language.trim(), level: entry.level })),
    skills: normaliseSkills(input.skills),
    desiredJob: input.desiredJob.trim(),
    desiredSalary: input.desiredSalary,
    openToOffers: input.openToOffers,
  };
}

const MONTH_PATTERN = /^([0-9]{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string) => MONTH_PATTERN.test(value);
/** YYYY-MM of a moment, in UTC (the month a CV names does not depend on the hour). */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/** Field errors keyed by path ('education.0.endYear'), each a catalog key; none when the profile may be saved. */
export type ProfileErrors = Record<string, MessageKey>;

/**
 * The rules across fields, on a normalised profile: required texts of each entry, years and months in order and
 * not in the future (a planned end year of a study may be ahead, up to 10 years), one row per language, at most 30
 * skills of at most 50 characters, a phone and postal code in their formats, and each area inside the one above
 * (codes nest: 32, 32.73, 32.73.01, 32.73.01.1001) with no level skipped.
 */
export function validateProfile(profile: JobProfileInput, now: Date): ProfileErrors {
  const errors: ProfileErrors = {};
  const year = now.getUTCFullYear();
  const month = monthOf(now);
  if (profile.phone && !isValidPhone(profile.phone)) errors.phone = 'validation.phone';
  if (profile.postalCode && !POSTAL_CODE_PATTERN.test(profile.postalCode)) errors.postalCode = 'locations.postalCodeInvalid';

  profile.education.forEach((entry, index) => {
    const at = `education.${index}`;
    if (!entry.institution) errors[`${at}.institution`] = 'validation.required';
    if (!entry.degree) errors[`${at}.degree`] = 'validation.required';
    if (entry.startYear < EARLIEST_YEAR || entry.startYear > year) errors[`${at}.startYear`] = 'jobProfile.errors.startYear';
    if (entry.endYear !== null) {
      if (entry.endYear < entry.startYear) errors[`${at}.endYear`] = 'jobProfile.errors.endBeforeStart';
      else if (entry.endYear > year + 10) errors[`${at}.endYear`] = 'jobProfile.errors.endYearTooFar';
    }
  });

  profile.experience.forEach((entry, index) => {
    const at = `experience.${index}`;
    if (!entry.company) errors[`${at}.company`] = 'validation.required';
    if (!entry.title) errors[`${at}.title`] = 'validation.required';
    if (!isMonth(entry.startMonth) || entry.startMonth < `${EARLIEST_YEAR}-01`) errors[`${at}.startMonth`] = 'jobProfile.errors.month';
    else if (entry.startMonth > month) errors[`${at}.startMonth`] = 'jobProfile.errors.future';
    if (entry.endMonth !== null) {
      if (!isMonth(entry.endMonth)) errors[`${at}.endMonth`] = 'jobProfile.errors.month';
      else if (entry.endMonth > month) errors[`${at}.endMonth`] = 'jobProfile.errors.future';
      // 'YYYY-MM' texts compare as the months do.
      else if (isMonth(entry.startMonth) && entry.endMonth < entry.startMonth) errors[`${at}.endMonth`] = 'jobProfile.errors.endBeforeStart';
    }
  });

  const languages = new Set<string>();
  profile.languages.forEach((entry, index) => {
    const key = entry.language.toLocaleLowerCase('id');
    if (!entry.language) errors[`languages.${index}.language`] = 'validation.required';
    else if (languages.has(key)) errors[`languages.${index}.language`] = 'jobProfile.errors.languageTwice';
    languages.add(key);
  });

  if (profile.skills.length > PROFILE_LIMITS.skills) errors.skills = 'jobProfile.errors.tooManySkills';
  else if (profile.skills.some((skill) => skill.length > PROFILE_LIMITS.skillLength)) errors.skills = 'jobProfile.errors.skillTooLong';

  const levels = [
    ['provinceCode', profile.provinceCode],
    ['regencyCode', profile.regencyCode],
    ['districtCode', profile.districtCode],
    ['villageCode', profile.villageCode],
  ] as const;
  levels.forEach(([field, code], index) => {
    if (index === 0 || code === null) return;
    const parent = levels[index - 1]![1];
    if (parent === null || !code.startsWith(`${parent}.`)) errors[field] = 'jobProfile.errors.areaOutsideParent';
  });
  return errors;
}

/**
 * The stored address text: the street line, and the postal code on its own last line (job_profiles keeps one
 * address text; Indonesian addresses end with the postal code, so the printed CV reads it as written).
 */
export function addressText(street: string, postalCode: string): string | null {
  const text = [street, postalCode].filter(Boolean).join('\n');
  return text || null;
}

/** addressText read back: a last line of five digits is the postal code. */
export function addressParts(text: string | null): { street: string; postalCode: string } {
  if (!text) return { street: '', postalCode: '' };
  const lines = text.split('\n');
  const last = lines.at(-1) ?? '';
  return POSTAL_CODE_PATTERN.test(last) ? { street: lines.slice(0, -1).join('\n'), postalCode: last } : { street: text, postalCode: '' };
}

/** A CV month ('2023-04') as the locale names it (en "January 2020", id "Januari 2020"). */
export function formatMonth(value: string, locale: Locale): string {
  if (!isMonth(value)) return value;
  return formatCalendarMonth(value, locale);
}

/** A period of a CV entry: "2019 – 2023", "2021 – now" in the locale's words for the open end. */
export function periodText(start: string, end: string | null, present: string): string {
  return `${start} – ${end ?? present}`;
}
