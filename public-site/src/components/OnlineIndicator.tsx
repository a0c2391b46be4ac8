import { useEffect, useRef } from 'react';
import { useT } from '../i18n/locale';
import { controlOnlineStatus, ONLINE_LABEL_ATTRIBUTES } from './onlineStatusControl';

/**
 * SPEC 2's online/offline indicator for the current connection: the polite live region is always in the page, so
 * screen readers announce the message that appears in it (onlineStatusControl.ts draws it). The labels are written
 * on the region so that island pages, without React, draw the same message.
 */
export function OnlineIndicator() {
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  const offline = t('site.online.offline');
  const restored = t('site.online.restored');
  useEffect(() => (region.current ? controlOnlineStatus(region.current, { offline, restored }) : undefined), [offline, restored]);
  return (
    <div
      ref={region}
      className="online-status-region"
      aria-live="polite"
      {...{ [ONLINE_LABEL_ATTRIBUTES.offline]: offline, [ONLINE_LABEL_ATTRIBUTES.restored]: restored }}
    />
  );
}
