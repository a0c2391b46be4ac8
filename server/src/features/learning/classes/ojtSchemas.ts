import { envelopeOf } from '../../../platform/typeProvider';
import { activityId, boolean, integer, nullableBoolean, nullableNumber, nullableString, object, string, uuid } from './sessionsSchemas';

/** OJT tasks' request and answer schemas (class operations). */

export const MAX_OJT_NOTE = 5000;
export const MAX_OJT_FEEDBACK = 5000;

export const taskParams = object({ courseId: uuid, activityId }, ['courseId', 'activityId']);
/** ojt-result/{task}/{activity}/{schedule}: the submission, its activity, its session or 0 (ojtQueries.ts). */
export const resultParams = object(
  { task: uuid, activity: activityId, schedule: { type: 'string', pattern: '^(0|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$' } },
  ['task', 'activity', 'schedule'],
);

export const submitBody = object({ note: { type: 'string', maxLength: MAX_OJT_NOTE }, sessionId: { anyOf: [uuid, { type: 'null' }] } }, [
  'note',
  'sessionId',
]);
export const gradeBody = object({ score: { type: 'number', minimum: 0, maximum: 100 }, feedback: { type: 'string', maxLength: MAX_OJT_FEEDBACK } }, [
  'score',
  'feedback',
]);

const submissionProperties = {
  id: string,
  sessionId: nullableString,
  note: string,
  hasFile: boolean,
  submittedAt: string,
  score: nullableNumber,
  passed: nullableBoolean,
  feedback: nullableString,
  gradedAt: nullableString,
} as const;
const submissionRequired = ['id', 'sessionId', 'note', 'hasFile', 'submittedAt', 'score', 'passed', 'feedback', 'gradedAt'] as const;
const submission = object(submissionProperties, submissionRequired);
const taskProperties = {
  courseId: string,
  courseTitle: string,
  activityId: string,
  title: string,
  instructions: string,
  passScore: integer,
} as const;
const taskRequired = ['courseId', 'courseTitle', 'activityId', 'title', 'instructions', 'passScore'] as const;
const task = object({ ...taskProperties, submission: { anyOf: [{ type: 'null' }, submission] } }, [...taskRequired, 'submission']);
export const taskAnswer = { 200: envelopeOf(task), 201: envelopeOf(task) } as const;
export const tasksAnswer = { 200: envelopeOf({ type: 'array', items: task }) } as const;

const learner = object({ accountId: string, name: string, email: string }, ['accountId', 'name', 'email']);
const listItem = object({ ...submissionProperties, activityId: string, activityTitle: string, schedule: string, learner }, [
  ...submissionRequired,
  'activityId',
  'activityTitle',
  'schedule',
  'learner',
]);
export const resultsAnswer = { 200: envelopeOf({ type: 'array', items: listItem }) } as const;
const detail = object({ ...submissionProperties, ...taskProperties, classId: string, schedule: string, sessionTitle: nullableString, learner }, [
  ...submissionRequired,
  ...taskRequired,
  'classId',
  'schedule',
  'sessionTitle',
  'learner',
]);
export const resultAnswer = { 200: envelopeOf(detail) } as const;
