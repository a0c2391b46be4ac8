import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { EARLIEST_YEAR, LANGUAGE_LEVELS, PROFILE_LIMITS as L, type JobProfileView } from '@core/jobs/profile';
import { envelopeOf } from '../../platform/typeProvider';

/** The CV's request and answer schemas (/job-seeker/job-profile, the employer's candidate CV); types in src/core/jobs/profile.ts. */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
// Years in range here; the order of start and end, and a start in the future, are src/core/jobs/profile.ts's rules.
const year = { type: 'integer', minimum: EARLIEST_YEAR, maximum: 2200 } as const;
const month = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' } as const;
const code = (pattern: string) => ({ type: ['string', 'null'], pattern }) as const;
const list = <const T extends object>(items: T, maxItems: number) => ({ type: 'array', maxItems, items }) as const;

const education = object(
  {
    institution: text(L.entryText),
    degree: text(L.entryText),
    field: text(L.entryText),
    startYear: year,
    endYear: { type: ['integer', 'null'], minimum: EARLIEST_YEAR, maximum: 2200 },
  },
  ['institution', 'degree', 'startYear'],
);
const experience = object(
  {
    company: text(L.entryText),
    title: text(L.entryText),
    startMonth: month,
    endMonth: { type: ['string', 'null'], pattern: month.pattern },
    description: text(L.description),
  },
  ['company', 'title', 'startMonth'],
);
const language = object({ language: text(100), level: { type: 'string', enum: LANGUAGE_LEVELS } }, ['language', 'level']);

export const profileBody = object(
  {
    headline: text(L.headline),
    summary: text(L.summary),
    phone: text(L.phone),
    address: text(L.address),
    postalCode: text(5),
    provinceCode: code('^[0-9]{2}$'),
    regencyCode: code('^[0-9]{2}\\.[0-9]{2}$'),
    districtCode: code('^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}$'),
    villageCode: code('^[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$'),
    education: list(education, L.educationEntries),
    experience: list(experience, L.experienceEntries),
    languages: list(language, L.languageEntries),
    // Room for repeats and blanks that normalising drops; the count after it is the rule (at most 30).
    skills: list(text(200), 100),
    desiredJob: text(L.desiredJob),
    desiredSalary: { type: ['integer', 'null'], minimum: 0, maximum: L.salary },
    openToOffers: { type: 'boolean' },
  },
  [],
);
export type ProfileBody = Validated<typeof profileBody>;

const area = { anyOf: [{ type: 'null' }, object({ code: string, name: string }, ['code', 'name'])] } as const;
const profileProperties = {
  ...profileBody.properties,
  // Answers carry what was stored: no limits to re-check, only the shapes.
  education: { type: 'array', items: education },
  experience: { type: 'array', items: experience },
  languages: { type: 'array', items: language },
  skills: { type: 'array', items: string },
  name: string,
  email: nullableString,
  areas: object({ province: area, regency: area, district: area, village: area }, ['province', 'regency', 'district', 'village']),
  cv: { anyOf: [{ type: 'null' }, object({ fileName: string, uploadedAt: string }, ['fileName', 'uploadedAt'])] },
  certificates: {
    type: 'array',
    items: object(
      {
        id: string,
        number: string,
        scheme: object({ code: string, title: object({ id: string, en: string }, ['id', 'en']) }, ['code', 'title']),
        lsp: string,
        issuedAt: string,
        validUntil: string,
        status: string,
      },
      ['id', 'number', 'scheme', 'lsp', 'issuedAt', 'validUntil', 'status'],
    ),
  },
  programs: {
    type: 'array',
    items: object({ id: string, title: string, kind: string, enrolledAt: string, status: string }, ['id', 'title', 'kind', 'enrolledAt', 'status']),
  },
  updatedAt: nullableString,
} as const;
const profile = object(profileProperties, Object.keys(profileProperties) as (keyof typeof profileProperties)[]);
// The answer's schema names every field of the view (a field added to one and not the other fails to compile).
void (profileProperties satisfies Record<keyof JobProfileView, object>);

export const profileAnswer = { 200: envelopeOf(profile) } as const;
export const cvAnswer = {
  200: envelopeOf({ anyOf: [{ type: 'null' }, object({ fileName: string, uploadedAt: string }, ['fileName', 'uploadedAt'])] }),
  201: envelopeOf(object({ fileName: string, uploadedAt: string }, ['fileName', 'uploadedAt'])),
} as const;
/** POST .../cv: the file's name on the uploader's device (the body is the file). */
export const cvQuery = object({ fileName: text(255) }, []);
