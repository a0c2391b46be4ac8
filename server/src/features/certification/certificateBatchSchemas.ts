import type { CertificateBatchView } from '@core/certification/certificateBatches';
import { envelopeOf } from '../../platform/typeProvider';
import { integer, object, string } from './schemas';

/** The certificate batch's answers; the type is src/core/certification/certificateBatches.ts. */

const failure = object({ certificateId: string, number: string, holderName: string }, ['certificateId', 'number', 'holderName']);
const batch = object(
  {
    id: string,
    scheduleId: string,
    createdAt: string,
    total: integer,
    done: integer,
    failed: integer,
    finished: { type: 'boolean' },
    failures: { type: 'array', items: failure },
  },
  ['id', 'scheduleId', 'createdAt', 'total', 'done', 'failed', 'finished', 'failures'],
);

/** 202: the batch is accepted and runs in the background. */
export const batchStartedAnswer = { 202: envelopeOf(batch) } as const;
export const batchAnswer = { 200: envelopeOf(batch) } as const;
export const batchesAnswer = { 200: envelopeOf({ type: 'array', items: batch }) } as const;

void (batch.properties satisfies Record<keyof CertificateBatchView, object>);
