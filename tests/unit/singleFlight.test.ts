import { describe, expect, it } from 'vitest';
import { singleFlight } from '@core/gateway/singleFlight';

/** A task whose runs are counted and finished by hand. */
function controllableTask() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let runs = 0;
  const task = () => {
    runs += 1;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { task, pending, runs: () => runs };
}

describe('singleFlight', () => {
  it('shares one run between callers that arrive while it runs', async () => {
    const { task, pending, runs } = controllableTask();
    const shared = singleFlight(task);
    const first = shared();
    const second = shared();
    expect(second).toBe(first);
    expect(runs()).toBe(1);
    pending[0]?.resolve(42);
    await expect(Promise.all([first, second])).resolves.toEqual([42, 42]);
  });

  it('starts a new run once the previous one has settled', async () => {
    const { task, pending, runs } = controllableTask();
    const shared = singleFlight(task);
    const first = shared();
    pending[0]?.resolve(1);
    await first;
    const second = shared();
    expect(runs()).toBe(2);
    pending[1]?.resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it('rejects every waiting caller on failure and runs again afterwards', async () => {
    const { task, pending, runs } = controllableTask();
    const shared = singleFlight(task);
    const callers = [shared(), shared()];
    pending[0]?.reject(new Error('refresh failed'));
    for (const caller of callers) await expect(caller).rejects.toThrow('refresh failed');
    const retry = shared();
    expect(runs()).toBe(2);
    pending[1]?.resolve(3);
    await expect(retry).resolves.toBe(3);
  });
});
