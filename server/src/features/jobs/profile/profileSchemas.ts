import { Type } from 'typebox';
import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { CvFile, JobProfileBody, JobProfileView } from '@core/jobs/profile.contract';
import { uuid } from '../portal/schemas';

/** The CV's request and answer schemas (/job-seeker/job-profile, the employer's candidate CV); types in packages/core/src/jobs/profile.contract.ts. */

export const profileBody = JobProfileBody;

/** The employer's candidate: an application's id, as the job portal's other routes check it. */
export const candidateParams = Type.Object({ id: uuid }, { additionalProperties: false });

export const profileAnswer = { 200: Envelope(JobProfileView) } as const;
export const cvAnswer = {
  200: Envelope(Type.Union([Type.Null(), CvFile])),
  201: Envelope(CvFile),
} as const;
export const emptyAnswer = { 200: EmptyEnvelope } as const;

/** POST .../cv: the file's name on the uploader's device (the body is the file). */
export const cvQuery = Type.Object({ fileName: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false });
