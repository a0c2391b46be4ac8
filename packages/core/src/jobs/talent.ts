import type { StatusColour } from './hiring';
import type { AreaRef } from './contract';
import type { TalentEntry, TalentProfile } from './talent.contract';

/**
 * The employer's talent source (docs/decisions/2026-11-26-job-portal.md "Talent source"): SPEC 3's data-request
 * statuses, the job seeker's moves of a request, when an employer may ask again, and what an employer sees of a profile
 * before the job seeker approves its request. Shared by the gateway and the apps. Pure: no React, no Fastify.
 */

/** A request's stored status (talent_requests.status, migration 0016). */
export const TALENT_REQUEST_STATUSES = ['waiting-approval', 'agreement-on-process', 'approved', 'rejected'] as const;
export type TalentRequestStatus = (typeof TALENT_REQUEST_STATUSES)[number];

/** A profile's status for one organisation: SPEC 3's "Available to Hiring" is a profile it has not asked yet. */
export const TALENT_STATUSES = ['available', ...TALENT_REQUEST_STATUSES] as const;
export type TalentStatus = (typeof TALENT_STATUSES)[number];

/** The list's status filter: SPEC 3's All and the five statuses. */
export const TALENT_STATUS_FILTERS = ['all', ...TALENT_STATUSES] as const;
export type TalentStatusFilter = (typeof TALENT_STATUS_FILTERS)[number];

export const talentStatusOf = (request: TalentRequestStatus | null | undefined): TalentStatus => request ?? 'available';

/** The catalog key of a status's SPEC 3 label (both languages: talentSource.en.ts and .id.ts). */
export const talentStatusLabelKey = (status: TalentStatus) => `talentSource.statuses.${status}` as const;

/** Hiring's chip colours: approved green, rejected red, the two open steps primary, not yet asked grey. */
export function talentStatusColour(status: TalentStatus): StatusColour {
  switch (status) {
    case 'approved':
      return 'green';
    case 'rejected':
      return 'red';
    case 'available':
      return 'grey';
    default:
      return 'primary';
  }
}

/**
 * Every move is the job seeker's: opening a waiting request puts it in agreement on process; a waiting or opened
 * one is approved or rejected. An approved one may still be rejected: the job seeker withdraws consent (Indonesia's
 * personal data law, UU 27/2022, lets a person withdraw it), and the employer sees the censored profile again.
 * A rejected request is final for its round; the employer may ask again later (canRequest).
 */
const MOVES: Record<TalentRequestStatus, readonly TalentRequestStatus[]> = {
  'waiting-approval': ['agreement-on-process', 'approved', 'rejected'],
  'agreement-on-process': ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: [],
};

export const canMoveRequest = (from: TalentRequestStatus, to: TalentRequestStatus) => MOVES[from].includes(to);
export const nextRequestStates = (from: TalentRequestStatus): TalentRequestStatus[] => [...MOVES[from]];

/** Days after a rejection before the same organisation may ask the same person again (not a stream of asks). */
export const REQUEST_AGAIN_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;

export type RequestVerdict = { ok: true } | { ok: false; reason: 'pending' | 'approved' } | { ok: false; reason: 'tooSoon'; retryAt: Date };

/**
 * May an organisation send a request now, given its earlier one (the table keeps one per organisation and person)?
 * None: yes. Waiting or opened: no, it is pending. Approved: no, the data is shown. Rejected: only once
 * REQUEST_AGAIN_AFTER_DAYS have passed since the decision; the request then starts again at waiting-approval.
 */
export function canRequest(earlier: { status: TalentRequestStatus; decidedAt: Date | string | null } | null, now = new Date()): RequestVerdict {
  if (!earlier) return { ok: true };
  if (earlier.status === 'approved') return { ok: false, reason: 'approved' };
  if (earlier.status !== 'rejected') return { ok: false, reason: 'pending' };
  const retryAt = new Date(new Date(earlier.decidedAt ?? 0).getTime() + REQUEST_AGAIN_AFTER_DAYS * DAY_MS);
  return retryAt <= now ? { ok: true } : { ok: false, reason: 'tooSoon', retryAt };
}

// What an employer sees.

/** "Budi Santoso" -> "B. S.": the first letter of each of the first three words of the name. */
export function initialsOf(fullname: string): string {
  const words = fullname.trim().split(/\s+/u).filter(Boolean).slice(0, 3);
  return words.map((word) => `${Array.from(word)[0]!.toLocaleUpperCase('id')}.`).join(' ') || '-';
}

const HIDDEN = '•••';
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+/giu;
// A run of digits with the spaces, dots, dashes and brackets people write phone numbers with; hidden when it holds
// nine digits or more (Indonesian numbers have 10 to 13; a period such as "2019 - 2023" has eight).
const DIGIT_RUN = /\+?\d[\d\s().-]*\d/gu;
const hidePhone = (run: string) => (run.replace(/\D/gu, '').length >= 9 ? HIDDEN : run);

/**
 * Free text a censored profile still shows (headline, desired job, skills, titles) loses what looks like an e-mail
 * address, a link or a phone number: a person could type one there, and the censoring would be hollow.
 */
export const scrubContact = (text: string) => text.replace(EMAIL, HIDDEN).replace(URL, HIDDEN).replace(DIGIT_RUN, hidePhone);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first of the named fields that holds text or a number. The CV's JSON (packages/core/src/jobs/profile.ts: EducationEntry,
 * ExperienceEntry, LanguageEntry) is read by name and defensively: a stored row is not re-validated on the way out.
 */
function field(item: Json, names: readonly string[]): string | null {
  for (const name of names) {
    const value = item[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

const FROM = ['startYear', 'startMonth', 'startDate', 'from'];
const TO = ['endYear', 'endMonth', 'endDate', 'to'];

/** job_profiles.education (a JSON array, packages/core/src/jobs/profile.ts): degree and field of study, school, years. */
export function educationEntries(value: unknown): TalentEntry[] {
  return (Array.isArray(value) ? value : []).filter(isObject).map((item) => ({
    title: [field(item, ['degree', 'level']), field(item, ['major', 'fieldOfStudy', 'field', 'study'])].filter(Boolean).join(', '),
    organisation: field(item, ['institution', 'school', 'university', 'name']),
    from: field(item, FROM),
    to: field(item, TO),
    description: null,
  }));
}

/** job_profiles.experience: position, employer, period, description. */
export function experienceEntries(value: unknown): TalentEntry[] {
  return (Array.isArray(value) ? value : []).filter(isObject).map((item) => ({
    title: field(item, ['title', 'position', 'jobTitle', 'role']) ?? '',
    organisation: field(item, ['company', 'employer', 'organisation', 'organization']),
    from: field(item, FROM),
    to: field(item, TO),
    description: field(item, ['description', 'summary']),
  }));
}

/** job_profiles.languages: names with their level ("English (fluent)"). */
export function languageNames(value: unknown): string[] {
  return (Array.isArray(value) ? value : []).flatMap((item) => {
    if (typeof item === 'string') return item.trim() ? [item.trim()] : [];
    if (!isObject(item)) return [];
    const name = field(item, ['name', 'language']);
    const level = field(item, ['level', 'proficiency']);
    return name ? [level ? `${name} (${level})` : name] : [];
  });
}

/** The profile as stored, read for an employer. */
export interface TalentSource {
  accountId: string;
  fullname: string;
  email: string;
  phone: string | null;
  address: string | null;
  headline: string;
  summary: string;
  desiredJob: string;
  desiredSalary: number | null;
  skills: string[];
  province: AreaRef | null;
  regency: AreaRef | null;
  education: unknown;
  experience: unknown;
  languages: unknown;
  hasCv: boolean;
  updatedAt: string;
}

/**
 * What an employer sees. Censored (before the job seeker approves its request): initials for the name; no e-mail,
 * phone, address line, CV file or free-text summary; the province and regency, the headline, desired job and salary,
 * skills and languages stay, since they are what a recruiter searches by, and no one is found by them; education keeps
 * the degree, field and school (a school has thousands of alumni); experience keeps the position and period but
 * not the employer or the description: a current employer must not learn its worker is looking, and a company name
 * with initials and a city would point at one person. The shown free text is scrubbed of contact-looking text.
 * Approved: everything.
 */
export function talentProfileFor(source: TalentSource, approved: boolean): TalentProfile {
  const education = educationEntries(source.education);
  const experience = experienceEntries(source.experience);
  const languages = languageNames(source.languages);
  if (approved) {
    return {
      id: source.accountId,
      censored: false,
      name: source.fullname,
      headline: source.headline,
      summary: source.summary,
      desiredJob: source.desiredJob,
      desiredSalary: source.desiredSalary,
      skills: source.skills,
      province: source.province,
      regency: source.regency,
      education,
      experience,
      languages,
      contact: { email: source.email, phone: source.phone, address: source.address, hasCv: source.hasCv },
      updatedAt: source.updatedAt,
    };
  }
  const scrubEntry = (entry: TalentEntry, keepOrganisation: boolean): TalentEntry => ({
    title: scrubContact(entry.title),
    organisation: keepOrganisation && entry.organisation ? scrubContact(entry.organisation) : null,
    from: entry.from,
    to: entry.to,
    description: null,
  });
  return {
    id: source.accountId,
    censored: true,
    name: initialsOf(source.fullname),
    headline: scrubContact(source.headline),
    summary: null,
    desiredJob: scrubContact(source.desiredJob),
    desiredSalary: source.desiredSalary,
    skills: source.skills.map(scrubContact),
    province: source.province,
    regency: source.regency,
    education: education.map((entry) => scrubEntry(entry, true)),
    experience: experience.map((entry) => scrubEntry(entry, false)),
    languages: languages.map(scrubContact),
    contact: null,
    updatedAt: source.updatedAt,
  };
}

// The wire types (GET/POST /api/jp/employer/talent-source..., /api/jp/job-seeker/job-profile/data-requests...) are
// ./talent.contract.ts.
