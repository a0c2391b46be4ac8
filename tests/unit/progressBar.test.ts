import { describe, expect, it } from 'vitest';
import { finishProgress, nextProgressChange, progressView, startProgress, type ProgressRun } from '@core/rules/progressBar';

// SPEC 9's numbers, written out rather than read from the module: a changed constant must fail these tests.
const throttleMs = 200;
const durationMs = 5000;
const tickMs = 100;
const hideDelayMs = 500;
const T0 = 10_000;

/** Follows the bar as its driver does: jump to each moment nextProgressChange names, record the view there. */
function timeline(run: ProgressRun | null, from: number, until: number): Array<[number, number, boolean]> {
  const seen: Array<[number, number, boolean]> = [];
  let now = from;
  while (now <= until) {
    const view = progressView(run, now);
    seen.push([now - T0, view.percent, view.visible]);
    const wait = nextProgressChange(run, now);
    if (wait === null) break;
    now += wait;
  }
  return seen;
}

describe('page-load progress bar timing (SPEC 9)', () => {
  it('is hidden before any load', () => {
    expect(progressView(null, T0)).toEqual({ visible: false, percent: 0 });
    expect(nextProgressChange(null, T0)).toBeNull();
  });

  it('stays hidden during the 200 ms throttle, then shows at 0 %', () => {
    const run = startProgress(null, T0);
    expect(progressView(run, T0 + throttleMs - 1).visible).toBe(false);
    expect(nextProgressChange(run, T0 + 50)).toBe(150);
    expect(progressView(run, T0 + throttleMs)).toEqual({ visible: true, percent: 0 });
  });

  it('grows 2 % per 100 ms tick and reaches 100 % after the 5000 ms duration', () => {
    const run = startProgress(null, T0);
    expect(progressView(run, T0 + throttleMs + tickMs - 1).percent).toBe(0);
    expect(progressView(run, T0 + throttleMs + tickMs).percent).toBe(2);
    expect(progressView(run, T0 + throttleMs + 25 * tickMs).percent).toBe(50);
    expect(progressView(run, T0 + throttleMs + durationMs).percent).toBe(100);
    expect(progressView(run, T0 + throttleMs + 3 * durationMs)).toEqual({ visible: true, percent: 100 });
  });

  it('asks to be woken once per tick while growing, and not at all once full', () => {
    const run = startProgress(null, T0);
    const steps = timeline(run, T0, T0 + 60_000);
    expect(steps[0]).toEqual([0, 0, false]);
    expect(steps[1]).toEqual([200, 0, true]);
    expect(steps[2]).toEqual([300, 2, true]);
    expect(steps.at(-1)).toEqual([5200, 100, true]);
    // Hidden at 0 ms, shown at 200 ms, then one step per tick: 50 ticks of 2 %.
    expect(steps).toHaveLength(52);
    expect(nextProgressChange(run, T0 + throttleMs + durationMs)).toBeNull();
    expect(nextProgressChange(run, T0 + throttleMs + 130)).toBe(70);
  });

  it('never shows a load that finishes within the throttle', () => {
    const run = finishProgress(startProgress(null, T0), T0 + throttleMs - 1);
    for (const at of [throttleMs - 1, throttleMs, throttleMs + 100, 1000]) expect(progressView(run, T0 + at).visible).toBe(false);
    expect(nextProgressChange(run, T0 + throttleMs)).toBeNull();
  });

  it('jumps to 100 % when the load finishes and hides 500 ms later', () => {
    const finishedAt = T0 + 1234;
    const run = finishProgress(startProgress(null, T0), finishedAt);
    expect(progressView(run, finishedAt)).toEqual({ visible: true, percent: 100 });
    expect(nextProgressChange(run, finishedAt)).toBe(hideDelayMs);
    expect(progressView(run, finishedAt + hideDelayMs - 1).visible).toBe(true);
    expect(progressView(run, finishedAt + hideDelayMs)).toEqual({ visible: false, percent: 0 });
    expect(nextProgressChange(run, finishedAt + hideDelayMs)).toBeNull();
  });

  it('continues the running bar when another load starts before the first finished', () => {
    const first = startProgress(null, T0);
    expect(startProgress(first, T0 + 1000)).toBe(first);
  });

  it('starts over when a load starts after the previous one finished', () => {
    const done = finishProgress(startProgress(null, T0), T0 + 1000);
    expect(startProgress(done, T0 + 1200)).toEqual({ startedAt: T0 + 1200, finishedAt: null });
  });

  it('ignores a finish without a running load, and a second finish', () => {
    expect(finishProgress(null, T0)).toBeNull();
    const done = finishProgress(startProgress(null, T0), T0 + 300);
    expect(finishProgress(done, T0 + 900)).toBe(done);
  });
});
