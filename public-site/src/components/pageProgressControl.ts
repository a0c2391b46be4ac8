import { finishProgress, nextProgressChange, progressView, startProgress, type ProgressRun, type ProgressView } from '@core/rules/progressBar';

/** The bar's accessible name (site.progress.label in the page's language), carried by its slot's attribute. */
export const PROGRESS_LABEL_ATTRIBUTE = 'data-progress-label';

export interface PageProgressControl {
  start(): void;
  finish(): void;
  /** Stops its timers and removes the bar. */
  stop(): void;
}

function draw(slot: HTMLElement, label: string, { visible, percent }: ProgressView): void {
  if (!visible) return slot.replaceChildren();
  let bar = slot.firstElementChild as HTMLElement | null;
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'page-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', label);
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '100');
    bar.append(Object.assign(document.createElement('div'), { className: 'page-progress-bar' }));
    slot.append(bar);
  }
  bar.setAttribute('aria-valuenow', String(Math.round(percent)));
  (bar.firstElementChild as HTMLElement).style.transform = `scaleX(${percent / 100})`;
}

/**
 * SPEC 4 and 9's page-load progress bar in its slot, drawn from the DOM on the timing rules of
 * packages/core/src/rules/progressBar.ts: the whole app's PageProgressBar drives it from the router's navigation state, and
 * islands/main.ts on island pages from a link followed or a form sent (a full page load) until the next page replaces
 * this one.
 */
export function controlPageProgress(slot: HTMLElement, label: string): PageProgressControl {
  let run: ProgressRun | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    const now = performance.now();
    draw(slot, label, progressView(run, now));
    const wait = nextProgressChange(run, now);
    if (wait !== null) timer = setTimeout(update, wait);
  };
  return {
    start() {
      run = startProgress(run, performance.now());
      update();
    },
    finish() {
      run = finishProgress(run, performance.now());
      update();
    },
    stop() {
      clearTimeout(timer);
      slot.replaceChildren();
    },
  };
}
