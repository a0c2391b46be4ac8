import { createScratchDatabase as createScratch } from '../../scripts/devProcesses';

/** A throwaway database for one benchmark run (bisa_bench_<random>), dropped by `drop()`, also after a failed run. */
export function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratch(serverUrl, 'bisa_bench');
}
