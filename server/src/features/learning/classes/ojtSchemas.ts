import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';
import { activityId, closed, uuid } from './sessionsSchemas';

/** OJT tasks' request and answer schemas (class operations). */

export const MAX_OJT_NOTE = 5000;
export const MAX_OJT_FEEDBACK = 5000;

export const taskParams = Type.Object({ courseId: uuid, activityId }, closed);
/** ojt-result/{task}/{activity}/{schedule}: the submission, its activity, its session or 0 (ojtQueries.ts). */
export const resultParams = Type.Object(
  { task: uuid, activity: activityId, schedule: Type.String({ pattern: '^(0|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$' }) },
  closed,
);

export const submitBody = Type.Object({ note: Type.String({ maxLength: MAX_OJT_NOTE }), sessionId: Type.Union([uuid, Type.Null()]) }, closed);
export const gradeBody = Type.Object(
  { score: Type.Number({ minimum: 0, maximum: 100 }), feedback: Type.String({ maxLength: MAX_OJT_FEEDBACK }) },
  closed,
);

const submissionProperties = {
  id: Type.String(),
  sessionId: Nullable(Type.String()),
  note: Type.String(),
  hasFile: Type.Boolean(),
  submittedAt: Type.String(),
  score: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  passed: Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] }),
  feedback: Nullable(Type.String()),
  gradedAt: Nullable(Type.String()),
};
const submission = Type.Object(submissionProperties, closed);
const taskProperties = {
  courseId: Type.String(),
  courseTitle: Type.String(),
  activityId: Type.String(),
  title: Type.String(),
  instructions: Type.String(),
  passScore: Type.Integer(),
};
const task = Type.Object({ ...taskProperties, submission: Type.Union([Type.Null(), submission]) }, closed);
export const taskAnswer = { 200: Envelope(task), 201: Envelope(task) } as const;
export const tasksAnswer = { 200: Envelope(Type.Array(task)) } as const;

const learner = Type.Object({ accountId: Type.String(), name: Type.String(), email: Type.String() }, closed);
const listItem = Type.Object(
  { ...submissionProperties, activityId: Type.String(), activityTitle: Type.String(), schedule: Type.String(), learner },
  closed,
);
export const resultsAnswer = { 200: Envelope(Type.Array(listItem)) } as const;
const detail = Type.Object(
  { ...submissionProperties, ...taskProperties, classId: Type.String(), schedule: Type.String(), sessionTitle: Nullable(Type.String()), learner },
  closed,
);
export const resultAnswer = { 200: Envelope(detail) } as const;
