import { Type, type Static } from 'typebox';
import { LocalizedText, Nullable } from '../contract/common';
import { EARLIEST_YEAR, LANGUAGE_LEVELS, PROFILE_LIMITS as L } from './profile';

/**
 * The job seeker's CV on the wire (/job-seeker/job-profile, the employer's candidate CV). The schemas bound types
 * and lengths; the rules across fields (an end before its start, a regency outside its province) and the
 * normalising are packages/core/src/jobs/profile.ts's.
 */

const text = (maxLength: number) => Type.String({ maxLength });
// Years in range here; the order of start and end, and a start in the future, are packages/core/src/jobs/profile.ts's rules.
const year = { minimum: EARLIEST_YEAR, maximum: 2200 };
const MONTH = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const code = (pattern: string) => Nullable(Type.String({ pattern }));

const educationProperties = {
  institution: text(L.entryText),
  degree: text(L.entryText),
  field: text(L.entryText),
  startYear: Type.Integer(year),
  /** Null while studying. */
  endYear: Nullable(Type.Integer(year)),
};
export const EducationEntry = Type.Object(educationProperties, { additionalProperties: false });
export type EducationEntry = Static<typeof EducationEntry>;

const experienceProperties = {
  company: text(L.entryText),
  title: text(L.entryText),
  /** YYYY-MM. */
  startMonth: Type.String({ pattern: MONTH }),
  /** YYYY-MM; null for the current job. */
  endMonth: Nullable(Type.String({ pattern: MONTH })),
  description: text(L.description),
};
export const ExperienceEntry = Type.Object(experienceProperties, { additionalProperties: false });
export type ExperienceEntry = Static<typeof ExperienceEntry>;

export const LanguageEntry = Type.Object(
  { language: text(100), level: Type.Enum(LANGUAGE_LEVELS, { type: 'string' }) },
  { additionalProperties: false },
);
export type LanguageEntry = Static<typeof LanguageEntry>;

/** The fields a job seeker edits, with the lengths and counts a PUT may carry. */
const inputProperties = {
  headline: text(L.headline),
  summary: text(L.summary),
  phone: text(L.phone),
  /** The street line; the areas are the codes below. */
  address: text(L.address),
  postalCode: text(5),
  provinceCode: code('^[0-9]{2}$'),
  regencyCode: code('^[0-9]{2}\\.[0-9]{2}$'),
  districtCode: code('^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$'),
  villageCode: code('^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$'),
  education: Type.Array(EducationEntry, { maxItems: L.educationEntries }),
  experience: Type.Array(ExperienceEntry, { maxItems: L.experienceEntries }),
  languages: Type.Array(LanguageEntry, { maxItems: L.languageEntries }),
  // Room for repeats and blanks that normalising drops; the count after it is the rule (at most 30).
  skills: Type.Array(text(200), { maxItems: 100 }),
  desiredJob: text(L.desiredJob),
  desiredSalary: Nullable(Type.Integer({ minimum: 0, maximum: L.salary })),
  /** Opted in to the employers' talent source (shown with initials only until a data request is approved). */
  openToOffers: Type.Boolean(),
};

/** What the job seeker edits, whole (the form's state; a stored CV). */
export const JobProfileInput = Type.Object(inputProperties, { additionalProperties: false });
export type JobProfileInput = Static<typeof JobProfileInput>;

/**
 * PUT /api/jp/job-seeker/job-profile: every field may be left out (its empty value; PUT replaces the CV), and so
 * may an education's field and end year and a job's end month and description (profileFromBody fills them in).
 */
export const JobProfileBody = Type.Partial(
  Type.Object({
    ...inputProperties,
    education: Type.Array(
      Type.Object(
        { ...educationProperties, field: Type.Optional(educationProperties.field), endYear: Type.Optional(educationProperties.endYear) },
        { additionalProperties: false },
      ),
      { maxItems: L.educationEntries },
    ),
    experience: Type.Array(
      Type.Object(
        {
          ...experienceProperties,
          endMonth: Type.Optional(experienceProperties.endMonth),
          description: Type.Optional(experienceProperties.description),
        },
        { additionalProperties: false },
      ),
      { maxItems: L.experienceEntries },
    ),
  }),
  { additionalProperties: false },
);
export type JobProfileBody = Static<typeof JobProfileBody>;

export const AreaName = Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: false });
export type AreaName = Static<typeof AreaName>;

/** A certificate earned on this platform, as the CV lists it. */
export const CvCertificate = Type.Object(
  {
    id: Type.String(),
    number: Type.String(),
    scheme: Type.Object({ code: Type.String(), title: LocalizedText }, { additionalProperties: false }),
    lsp: Type.String(),
    issuedAt: Type.String(),
    /** The issue day (YYYY-MM-DD) where the LSP is. */
    issuedOn: Type.String(),
    validUntil: Type.String(),
    status: Type.String(),
  },
  { additionalProperties: false },
);
export type CvCertificate = Static<typeof CvCertificate>;

/** A program taken on this platform (an enrolment or a certification registration), as the CV lists it. */
export const CvProgram = Type.Object(
  { id: Type.String(), title: Type.String(), kind: Type.String(), enrolledAt: Type.String(), status: Type.String() },
  { additionalProperties: false },
);
export type CvProgram = Static<typeof CvProgram>;

/** The uploaded CV file: its name on the uploader's device and when it came. */
export const CvFile = Type.Object({ fileName: Type.String(), uploadedAt: Type.String() }, { additionalProperties: false });
export type CvFile = Static<typeof CvFile>;

const area = Type.Union([Type.Null(), AreaName]);

/** GET /api/jp/job-seeker/job-profile and the employer's candidate CV. */
export const JobProfileView = Type.Object(
  {
    ...inputProperties,
    // Answers carry what was stored: no counts to re-check.
    education: Type.Array(EducationEntry),
    experience: Type.Array(ExperienceEntry),
    languages: Type.Array(LanguageEntry),
    skills: Type.Array(Type.String()),
    /** The person's name, as their account has it. */
    name: Type.String(),
    email: Nullable(Type.String()),
    areas: Type.Object({ province: area, regency: area, district: area, village: area }, { additionalProperties: false }),
    cv: Type.Union([Type.Null(), CvFile]),
    certificates: Type.Array(CvCertificate),
    programs: Type.Array(CvProgram),
    updatedAt: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type JobProfileView = Static<typeof JobProfileView>;
