import { describe, expect, it } from 'vitest';
import { recentSuccess } from '../../server/src/features/health/recentSuccess';

describe('recentSuccess', () => {
  it('reuses a success for the given age, then checks again', async () => {
    let clock = 0;
    let calls = 0;
    const check = recentSuccess(
      async () => void (calls += 1),
      1000,
      () => clock,
    );
    await check();
    clock = 999;
    await check();
    expect(calls).toBe(1);
    clock = 1000;
    await check();
    expect(calls).toBe(2);
  });

  it('never remembers a failure', async () => {
    let healthy = false;
    let calls = 0;
    const check = recentSuccess(
      async () => {
        calls += 1;
        if (!healthy) throw new Error('down');
      },
      1000,
      () => 0,
    );
    await expect(check()).rejects.toThrow('down');
    await expect(check()).rejects.toThrow('down');
    healthy = true;
    await check();
    expect(calls).toBe(3);
  });

  it('lets callers arriving together share one check', async () => {
    let calls = 0;
    let release!: () => void;
    const check = recentSuccess(
      () => {
        calls += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      1000,
      () => 0,
    );
    const both = Promise.all([check(), check()]);
    release();
    await both;
    expect(calls).toBe(1);
  });
});
