import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import {
  finishProgress,
  HIDDEN_PROGRESS,
  nextProgressChange,
  progressView,
  startProgress,
  type ProgressRun,
  type ProgressView,
} from '@core/rules/progressBar';
import { useT } from '../i18n/locale';

/** SPEC 4 and 9's page-load progress bar, running while the router loads the next page. */
export function PageProgressBar() {
  const navigation = useNavigation();
  return <PageProgress loading={navigation.state !== 'idle'} />;
}

/** The bar for any loading flag; the timing rules are in src/core/rules/progressBar.ts. */
export function PageProgress({ loading }: { loading: boolean }) {
  return <ProgressBarView {...useProgressView(loading)} />;
}

export function ProgressBarView({ visible, percent }: ProgressView) {
  const t = useT();
  if (!visible) return null;
  return (
    <div
      className="page-progress"
      role="progressbar"
      aria-label={t('site.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <div className="page-progress-bar" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}

/**
 * Starts or finishes the run when `loading` changes and re-renders exactly when the view changes (each tick,
 * the end of the throttle, the hide). Hidden on the server and at hydration: it only moves in timers.
 */
function useProgressView(loading: boolean): ProgressView {
  const [view, setView] = useState<ProgressView>(HIDDEN_PROGRESS);
  const run = useRef<ProgressRun | null>(null);
  useEffect(() => {
    const now = performance.now();
    run.current = loading ? startProgress(run.current, now) : finishProgress(run.current, now);
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const at = performance.now();
      setView(progressView(run.current, at));
      const wait = nextProgressChange(run.current, at);
      if (wait !== null) timer = setTimeout(update, wait);
    };
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [loading]);
  return view;
}
