import { describe, expect, it } from 'vitest';
import { backoffWindowSeconds, DEFAULT_RETRY_POLICY, idempotentJobId, jobsSchemaFor } from '../../server/src/platform/jobs/definitions';

describe('job queue definitions', () => {
  it('derives one UUID-shaped id per queue and key, different for another key or queue', () => {
    const id = idempotentJobId('orders.expire', 'order-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotentJobId('orders.expire', 'order-1')).toBe(id);
    expect(idempotentJobId('orders.expire', 'order-2')).not.toBe(id);
    expect(idempotentJobId('mail.deliver', 'order-1')).not.toBe(id);
    // The separator keeps ('a.b', 'c') and ('a', 'b.c')-like pairs apart.
    expect(idempotentJobId('ab', 'c')).not.toBe(idempotentJobId('a', 'bc'));
  });

  it('doubles the wait per retry under backoff, with up to as much again of jitter, and keeps it flat without', () => {
    expect(backoffWindowSeconds({ retryDelaySeconds: 30, backoff: true }, 0)).toEqual([30, 60]);
    expect(backoffWindowSeconds({ retryDelaySeconds: 30, backoff: true }, 3)).toEqual([240, 480]);
    expect(backoffWindowSeconds({ retryDelaySeconds: 0, backoff: true }, 1)).toEqual([2, 4]);
    expect(backoffWindowSeconds({ retryDelaySeconds: 5, backoff: false }, 4)).toEqual([5, 5]);
    expect(DEFAULT_RETRY_POLICY.backoff).toBe(true);
  });

  it("keeps the queue's tables beside the platform's schema, and refuses a name that is not an identifier", () => {
    expect(jobsSchemaFor('public')).toBe('pgboss');
    expect(jobsSchemaFor('test_ab12')).toBe('test_ab12_jobs');
    expect(() => jobsSchemaFor('x; drop table users')).toThrow();
  });
});
