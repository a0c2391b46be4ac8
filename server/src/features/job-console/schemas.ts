import { envelopeOf } from '../../platform/typeProvider';

const count = { type: 'integer', minimum: 0 } as const;

export const retryParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** GET /admin-job-queue: every queue with its counts, and the dead letter (the newest failed jobs first). */
export const overviewAnswer = {
  200: envelopeOf({
    type: 'object',
    additionalProperties: false,
    required: ['queues', 'deadLetter'],
    properties: {
      queues: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'waiting', 'active', 'failed', 'completed'],
          properties: { name: { type: 'string' }, waiting: count, active: count, failed: count, completed: count },
        },
      },
      deadLetter: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'queue', 'error', 'retryCount', 'failedAt', 'createdAt'],
          properties: {
            id: { type: 'string' },
            queue: { type: 'string' },
            error: { type: 'string' },
            retryCount: count,
            failedAt: { type: 'string', format: 'date-time' },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  }),
} as const;

export const retriedAnswer = { 200: envelopeOf({ type: 'null' }) } as const;
