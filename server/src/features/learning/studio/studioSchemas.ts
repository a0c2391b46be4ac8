import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { ACTIVITY_KINDS, COURSE_STATUSES, FILE_ACTIVITY_KINDS } from '@core/learning/courseDocument';
import { MAX_ACTIVITIES, MAX_MODULES } from '@core/learning/courseValidation';
import { MAX_QUESTIONS, OPTION_COUNT } from '@core/jobs/screening';
import { envelopeOf } from '../../../platform/typeProvider';

/**
 * The studio's and the course review's request and answer schemas (the types are src/core/learning/
 * studio.ts and courseDocument.ts). A schema checks the shape and bounds the sizes; what a shape cannot say (a title
 * of spaces, two activities with one id, a file of another kind) is src/core/learning/courseValidation.ts, answered
 * 400 with field errors. Text bounds here are loose on purpose, so the field's own message says "too long".
 */

type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const boolean = { type: 'boolean' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const number = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 } as const;
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;

export const idParams = object({ id: uuid }, ['id']);
export const fileParams = object({ id: uuid, fileId: uuid }, ['id', 'fileId']);

const question = object(
  {
    id: text(100),
    text: text(5000),
    options: { type: 'array', maxItems: OPTION_COUNT * 2, items: text(2000) },
    correct: { type: 'array', maxItems: OPTION_COUNT * 2, items: { type: 'integer', minimum: -1, maximum: OPTION_COUNT * 2 } },
  },
  ['id', 'text', 'options', 'correct'],
);

const activity = object(
  {
    id: text(100),
    kind: { type: 'string', enum: ACTIVITY_KINDS },
    title: text(1000),
    durationMinutes: number,
    required: boolean,
    fileId: text(100),
    quiz: object(
      {
        passMark: number,
        attempts: number,
        shuffle: boolean,
        durationMinutes: number,
        questions: { type: 'array', maxItems: MAX_QUESTIONS * 2, items: question },
      },
      ['passMark', 'attempts', 'shuffle', 'durationMinutes', 'questions'],
    ),
    ojt: object({ instructions: text(20_000), passScore: number }, ['instructions', 'passScore']),
  },
  ['id', 'kind', 'title', 'durationMinutes', 'required'],
);

export const courseDocument = object(
  {
    modules: {
      type: 'array',
      maxItems: MAX_MODULES * 2,
      items: object({ id: text(100), title: text(1000), activities: { type: 'array', maxItems: MAX_ACTIVITIES * 2, items: activity } }, [
        'id',
        'title',
        'activities',
      ]),
    },
  },
  ['modules'],
);

export const createBody = object({ title: text(1000), summary: text(10_000), competency: text(1000), providerId: uuid }, ['title']);
export type CreateBody = Validated<typeof createBody>;

export const saveBody = object({ title: text(1000), summary: text(10_000), competency: text(1000), document: courseDocument }, [
  'title',
  'summary',
  'competency',
  'document',
]);
export type SaveBody = Validated<typeof saveBody>;

/** kind and name are checked by the handler, so a wrong one gets its own message rather than a schema's. */
export const uploadQuery = object({ kind: text(40), name: text(1000) }, []);

// Answers.

const courseItemProperties = {
  id: string,
  title: string,
  summary: string,
  competency: string,
  status: { type: 'string', enum: COURSE_STATUSES },
  currentVersion: nullableInteger,
  reviewNote: nullableString,
  providerName: string,
  updatedAt: string,
} as const;
const courseItem = object(courseItemProperties, Object.keys(courseItemProperties) as (keyof typeof courseItemProperties)[]);

const fileRecord = object(
  {
    id: string,
    kind: { type: 'string', enum: FILE_ACTIVITY_KINDS },
    name: string,
    contentType: string,
    sizeBytes: integer,
    hasPdf: boolean,
    scormVersion: nullableString,
    published: boolean,
    createdAt: string,
  },
  ['id', 'kind', 'name', 'contentType', 'sizeBytes', 'hasPdf', 'scormVersion', 'published', 'createdAt'],
);

const studioCourse = object(
  {
    ...courseItemProperties,
    document: courseDocument,
    files: { type: 'array', items: fileRecord },
    limits: object({ documentBytes: integer, videoBytes: integer }, ['documentBytes', 'videoBytes']),
    pptxToPdf: boolean,
  },
  [...(Object.keys(courseItemProperties) as (keyof typeof courseItemProperties)[]), 'document', 'files', 'limits', 'pptxToPdf'],
);

export const courseListAnswer = { 200: envelopeOf({ type: 'array', items: courseItem }) } as const;
export const courseAnswer = { 200: envelopeOf(studioCourse), 201: envelopeOf(studioCourse) } as const;
export const fileAnswer = { 201: envelopeOf(fileRecord) } as const;
export const filesAnswer = { 200: envelopeOf({ type: 'array', items: fileRecord }) } as const;
export const noDataAnswer = { 200: envelopeOf({ type: 'null' }) } as const;

// The operator's review.

/** react-admin's Edit sends the whole record back: only programIds is read, the rest is the review's own routes'. */
export const programsBody = {
  type: 'object',
  required: ['programIds'],
  additionalProperties: true,
  properties: { programIds: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
} as const;
export const rejectBody = object({ note: text(2000) }, ['note']);

const outlineActivity = object({ id: string, title: string, kind: string, durationMinutes: integer, required: boolean }, [
  'id',
  'title',
  'kind',
  'durationMinutes',
  'required',
]);
const reviewRecord = object(
  {
    ...courseItemProperties,
    authorName: string,
    moduleCount: integer,
    activityCount: integer,
    outline: {
      type: 'array',
      items: object({ id: string, title: string, activities: { type: 'array', items: outlineActivity } }, ['id', 'title', 'activities']),
    },
    programIds: { type: 'array', items: integer },
  },
  [
    ...(Object.keys(courseItemProperties) as (keyof typeof courseItemProperties)[]),
    'authorName',
    'moduleCount',
    'activityCount',
    'outline',
    'programIds',
  ],
);
export const reviewListAnswer = { 200: envelopeOf({ type: 'array', items: reviewRecord }) } as const;
export const reviewAnswer = { 200: envelopeOf(reviewRecord) } as const;
