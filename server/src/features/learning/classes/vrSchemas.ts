import { envelopeOf } from '../../../platform/typeProvider';
import { boolean, integer, nullableInteger, number, object, string } from './sessionsSchemas';

/** VR results' request and answer schemas (class operations; the file format: src/core/learning/vrImport.ts). */

/** The file's text (CSV or JSON), read by the browser from a file or pasted: up to 900 kB, within the body limit. */
export const importBody = object({ text: { type: 'string', minLength: 1, maxLength: 900_000 } }, ['text']);

const lineError = object({ line: integer, message: string }, ['line', 'message']);
export const previewAnswer = {
  200: envelopeOf(
    object({ newRows: integer, duplicateLines: { type: 'array', items: integer }, errors: { type: 'array', items: lineError } }, [
      'newRows',
      'duplicateLines',
      'errors',
    ]),
  ),
} as const;
export const importAnswer = { 201: envelopeOf(object({ imported: integer, skipped: integer }, ['imported', 'skipped'])) } as const;

const resultProperties = {
  id: string,
  scenario: string,
  score: number,
  passed: boolean,
  durationSeconds: nullableInteger,
  recordedAt: string,
  importedAt: string,
} as const;
const resultRequired = ['id', 'scenario', 'score', 'passed', 'durationSeconds', 'recordedAt', 'importedAt'] as const;
const learner = object({ name: string, email: string }, ['name', 'email']);
export const classResultsAnswer = {
  200: envelopeOf({ type: 'array', items: object({ ...resultProperties, learner }, [...resultRequired, 'learner']) }),
} as const;
export const learnerResultsAnswer = {
  200: envelopeOf({
    type: 'array',
    items: object({ ...resultProperties, courseId: string, courseTitle: string, className: string }, [
      ...resultRequired,
      'courseId',
      'courseTitle',
      'className',
    ]),
  }),
} as const;
