import { Type, type Static } from 'typebox';
import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { ACTIVITY_KINDS } from '@core/learning/courseDocument';
import { MAX_ACTIVITIES, MAX_MODULES } from '@core/learning/courseValidation';
import { MAX_QUESTIONS, OPTION_COUNT } from '@core/jobs/screening';
import { ReviewCourseRecord, StudioCourseAdditions, StudioCourseItem, StudioFile } from '@core/learning/studio.contract';

/**
 * The studio's and the course review's request and answer schemas (the answers are packages/core/src/learning/
 * studio.contract.ts; the document's type is courseDocument.ts). A schema checks the shape and bounds the sizes; what a shape cannot say (a title
 * of spaces, two activities with one id, a file of another kind) is packages/core/src/learning/courseValidation.ts, answered
 * 400 with field errors. Text bounds here are loose on purpose, so the field's own message says "too long".
 */

const closed = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ maxLength });
const number = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });
const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const idParams = Type.Object({ id: uuid }, closed);
export const fileParams = Type.Object({ id: uuid, fileId: uuid }, closed);

const question = Type.Object(
  {
    id: text(100),
    text: text(5000),
    options: Type.Array(text(2000), { maxItems: OPTION_COUNT * 2 }),
    correct: Type.Array(Type.Integer({ minimum: -1, maximum: OPTION_COUNT * 2 }), { maxItems: OPTION_COUNT * 2 }),
  },
  closed,
);

const activity = Type.Object(
  {
    id: text(100),
    kind: Type.Enum(ACTIVITY_KINDS, { type: 'string' }),
    title: text(1000),
    durationMinutes: number,
    required: Type.Boolean(),
    fileId: Type.Optional(text(100)),
    quiz: Type.Optional(
      Type.Object(
        {
          passMark: number,
          attempts: number,
          shuffle: Type.Boolean(),
          durationMinutes: number,
          questions: Type.Array(question, { maxItems: MAX_QUESTIONS * 2 }),
        },
        closed,
      ),
    ),
    ojt: Type.Optional(Type.Object({ instructions: text(20_000), passScore: number }, closed)),
  },
  closed,
);

export const courseDocument = Type.Object(
  {
    modules: Type.Array(
      Type.Object({ id: text(100), title: text(1000), activities: Type.Array(activity, { maxItems: MAX_ACTIVITIES * 2 }) }, closed),
      { maxItems: MAX_MODULES * 2 },
    ),
  },
  closed,
);

export const createBody = Type.Object(
  { title: text(1000), summary: Type.Optional(text(10_000)), competency: Type.Optional(text(1000)), providerId: Type.Optional(uuid) },
  closed,
);
export type CreateBody = Static<typeof createBody>;

export const saveBody = Type.Object({ title: text(1000), summary: text(10_000), competency: text(1000), document: courseDocument }, closed);
export type SaveBody = Static<typeof saveBody>;

/** kind and name are checked by the handler, so a wrong one gets its own message rather than a schema's. */
export const uploadQuery = Type.Object({ kind: Type.Optional(text(40)), name: Type.Optional(text(1000)) }, closed);

// Answers: the core's contracts (@core/learning/studio.contract); the editor's course carries the draft in the
// save request's own schema.

const studioCourse = Type.Object({ ...StudioCourseItem.properties, document: courseDocument, ...StudioCourseAdditions.properties }, closed);

export const courseListAnswer = { 200: Envelope(Type.Array(StudioCourseItem)) } as const;
export const courseAnswer = { 200: Envelope(studioCourse), 201: Envelope(studioCourse) } as const;
export const fileAnswer = { 201: Envelope(StudioFile) } as const;
export const filesAnswer = { 200: Envelope(Type.Array(StudioFile)) } as const;
export const noDataAnswer = { 200: EmptyEnvelope } as const;

// The operator's review.

/** react-admin's Edit sends the whole record back: only programIds is read, the rest is the review's own routes'. */
export const programsBody = Type.Object(
  { programIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 200, uniqueItems: true }) },
  { additionalProperties: true },
);
export const rejectBody = Type.Object({ note: text(2000) }, closed);

export const reviewListAnswer = { 200: Envelope(Type.Array(ReviewCourseRecord)) } as const;
export const reviewAnswer = { 200: Envelope(ReviewCourseRecord) } as const;
