import { Type, type Static } from 'typebox';

/**
 * The operator console's page of the durable job queue (GET /api/main/admin-job-queue): every queue with its counts,
 * and the dead letter (the newest failed jobs first).
 */

const count = Type.Integer({ minimum: 0 });

export const QueueCounts = Type.Object(
  { name: Type.String(), waiting: count, active: count, failed: count, completed: count },
  { additionalProperties: false },
);
export type QueueCounts = Static<typeof QueueCounts>;

export const DeadJob = Type.Object(
  {
    id: Type.String(),
    queue: Type.String(),
    error: Type.String(),
    retryCount: count,
    failedAt: Type.String({ format: 'date-time' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type DeadJob = Static<typeof DeadJob>;

export const JobQueueOverview = Type.Object({ queues: Type.Array(QueueCounts), deadLetter: Type.Array(DeadJob) }, { additionalProperties: false });
export type JobQueueOverview = Static<typeof JobQueueOverview>;
