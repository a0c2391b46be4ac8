import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../i18n/locale';
import { controlPageProgress, PROGRESS_LABEL_ATTRIBUTE, type PageProgressControl } from './pageProgressControl';

/**
 * SPEC 4 and 9's page-load progress bar, running while the router loads the next page. Its slot is empty on the
 * server and at hydration (the bar only moves in timers); the label is written on it so that island pages, without
 * React, draw the same bar (pageProgressControl.ts).
 */
export function PageProgressBar() {
  return <PageProgress loading={useNavigation().state !== 'idle'} />;
}

/** The bar for any loading flag. */
export function PageProgress({ loading }: { loading: boolean }) {
  const label = useT()('site.progress.label');
  const slot = useRef<HTMLDivElement>(null);
  const control = useRef<PageProgressControl | null>(null);
  useEffect(() => {
    if (!slot.current) return undefined;
    const created = controlPageProgress(slot.current, label);
    control.current = created;
    return created.stop;
  }, [label]);
  useEffect(() => {
    if (loading) control.current?.start();
    else control.current?.finish();
  }, [loading, label]);
  return <div ref={slot} className="page-progress-slot" {...{ [PROGRESS_LABEL_ATTRIBUTE]: label }} />;
}
