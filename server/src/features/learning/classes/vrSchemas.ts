import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';
import { closed } from './sessionsSchemas';

/** VR results' request and answer schemas (class operations; the file format: packages/core/src/learning/vrImport.ts). */

/** The file's text (CSV or JSON), read by the browser from a file or pasted: up to 900 kB, within the body limit. */
export const importBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 900_000 }) }, closed);

const lineError = Type.Object({ line: Type.Integer(), message: Type.String() }, closed);
export const previewAnswer = {
  200: Envelope(Type.Object({ newRows: Type.Integer(), duplicateLines: Type.Array(Type.Integer()), errors: Type.Array(lineError) }, closed)),
} as const;
export const importAnswer = { 201: Envelope(Type.Object({ imported: Type.Integer(), skipped: Type.Integer() }, closed)) } as const;

const resultProperties = {
  id: Type.String(),
  scenario: Type.String(),
  score: Type.Number(),
  passed: Type.Boolean(),
  durationSeconds: Nullable(Type.Integer()),
  recordedAt: Type.String(),
  importedAt: Type.String(),
};
const learner = Type.Object({ name: Type.String(), email: Type.String() }, closed);
export const classResultsAnswer = { 200: Envelope(Type.Array(Type.Object({ ...resultProperties, learner }, closed))) } as const;
export const learnerResultsAnswer = {
  200: Envelope(
    Type.Array(Type.Object({ ...resultProperties, courseId: Type.String(), courseTitle: Type.String(), className: Type.String() }, closed)),
  ),
} as const;
