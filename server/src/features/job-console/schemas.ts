import { Type } from 'typebox';
import { EmptyEnvelope, Envelope } from '@core/contract/common';
import { JobQueueOverview } from '@core/jobQueue/contract';

export const retryParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** GET /admin-job-queue: every queue with its counts, and the dead letter (the newest failed jobs first). */
export const overviewAnswer = { 200: Envelope(JobQueueOverview) } as const;

export const retriedAnswer = { 200: EmptyEnvelope } as const;
