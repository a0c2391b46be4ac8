import { useCallback, useEffect, useRef } from 'react';
import type { ActivityPosition } from '@core/learning/completion';
import { useReportProgress } from './learnerApi';

/** How often the player reports time and position (the gateway bounds each report to the time since the last). */
const REPORT_EVERY_MS = 15_000;

/**
 * Counts the seconds the activity is on screen while the page is visible, and reports them with the latest position
 * every 15 s, when the page is hidden and when the learner leaves the activity. `track(position, now)` records where
 * the learner is; `now` reports at once (a PDF's last page, a paused video).
 */
export function useProgressTracker(courseId: string, activityId: string) {
  const report = useReportProgress(courseId, activityId);
  const pending = useRef<{ seconds: number; position: ActivityPosition | undefined }>({ seconds: 0, position: undefined });

  const flush = useCallback(() => {
    const { seconds, position } = pending.current;
    if (!seconds && !position) return;
    pending.current = { seconds: 0, position: undefined };
    // A lost report loses a few seconds at most; the next one carries on.
    report(position ? { seconds, position } : { seconds }).catch(() => undefined);
  }, [report]);

  useEffect(() => {
    const tick = window.setInterval(() => {
      if (document.visibilityState === 'visible') pending.current.seconds += 1;
    }, 1000);
    const send = window.setInterval(flush, REPORT_EVERY_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(send);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return useCallback(
    (position: ActivityPosition, now = false) => {
      pending.current.position = { ...pending.current.position, ...position };
      if (now) flush();
    },
    [flush],
  );
}
