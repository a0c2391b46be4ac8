import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../server/src/platform/mailDelivery';

describe('mail retry delays (README: retried after 30 s, 1 min, 2 min ... up to an hour)', () => {
  it('doubles from 30 seconds after each failed attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  });

  it('waits at most an hour', () => {
    // 30 s x 2^7 would be 3,840 s.
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(30)).toBe(3600);
  });

  it('treats a message never attempted like a first attempt', () => {
    expect(retryDelaySeconds(0)).toBe(30);
  });
});
