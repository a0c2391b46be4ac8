/**
 * The page-load progress bar's timing (SPEC 9), as pure functions of a run and the time, so that the React
 * driver only schedules timers and the behaviour is tested without a browser.
 *
 * - A load that finishes within the throttle (200 ms) never shows the bar.
 * - Otherwise the bar appears at 0 % and grows every tick (100 ms) so that it would reach 100 % after the
 *   duration (5000 ms); it stays at 100 % if the load takes longer.
 * - When the load finishes the bar jumps to 100 % and hides 500 ms later.
 */

export const PROGRESS_TIMING = {
  throttleMs: 200,
  durationMs: 5000,
  tickMs: 100,
  hideDelayMs: 500,
} as const;

/** One load, from its start until it finished (times in ms, from any monotonic clock). */
export interface ProgressRun {
  startedAt: number;
  finishedAt: number | null;
}

export interface ProgressView {
  visible: boolean;
  /** 0 to 100. */
  percent: number;
}

export const HIDDEN_PROGRESS: ProgressView = { visible: false, percent: 0 };

/**
 * A load starts. One that starts while another is still running (a navigation interrupting another) continues
 * the same bar rather than restarting it, so the bar never jumps back.
 */
export function startProgress(run: ProgressRun | null, now: number): ProgressRun {
  if (run && run.finishedAt === null) return run;
  return { startedAt: now, finishedAt: null };
}

/** The load finished (or failed: the bar goes away either way). */
export function finishProgress(run: ProgressRun | null, now: number): ProgressRun | null {
  if (!run || run.finishedAt !== null) return run;
  return { ...run, finishedAt: now };
}

/** What the bar shows at `now`. */
export function progressView(run: ProgressRun | null, now: number): ProgressView {
  if (!run) return HIDDEN_PROGRESS;
  const { throttleMs, hideDelayMs } = PROGRESS_TIMING;
  if (run.finishedAt !== null) {
    const wasShown = run.finishedAt - run.startedAt >= throttleMs;
    return wasShown && now < run.finishedAt + hideDelayMs ? { visible: true, percent: 100 } : HIDDEN_PROGRESS;
  }
  const shownFor = now - run.startedAt - throttleMs;
  if (shownFor < 0) return HIDDEN_PROGRESS;
  return { visible: true, percent: runningPercent(shownFor) };
}

/** Milliseconds until progressView's answer changes, or null when it will not change without a new event. */
export function nextProgressChange(run: ProgressRun | null, now: number): number | null {
  if (!run) return null;
  const { throttleMs, tickMs, hideDelayMs } = PROGRESS_TIMING;
  if (run.finishedAt !== null) {
    const wasShown = run.finishedAt - run.startedAt >= throttleMs;
    const hidesAt = run.finishedAt + hideDelayMs;
    return wasShown && now < hidesAt ? hidesAt - now : null;
  }
  const shownFor = now - run.startedAt - throttleMs;
  if (shownFor < 0) return -shownFor;
  if (runningPercent(shownFor) >= 100) return null;
  return tickMs - (shownFor % tickMs);
}

/** Each whole tick adds tick/duration of the bar: 2 % per 100 ms with SPEC's numbers. */
function runningPercent(shownFor: number): number {
  const { durationMs, tickMs } = PROGRESS_TIMING;
  const ticks = Math.floor(shownFor / tickMs);
  return Math.min(100, (ticks * tickMs * 100) / durationMs);
}
