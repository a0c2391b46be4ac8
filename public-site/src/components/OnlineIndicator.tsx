import { OfflineIcon, OnlineIcon } from '../assets/icons';
import { useT } from '../i18n/locale';
import { useOnlineStatus, type OnlineStatus } from './useOnlineStatus';

/** SPEC 2's online/offline indicator for the current connection. */
export function OnlineIndicator() {
  return <OnlineStatusMessage status={useOnlineStatus()} />;
}

/**
 * The polite live region is always in the page, so screen readers announce the message that appears in it;
 * the message itself (role="status") exists only while there is something to say, so an empty status never
 * competes with a page's own status messages.
 */
export function OnlineStatusMessage({ status }: { status: OnlineStatus }) {
  const t = useT();
  return (
    <div className="online-status-region" aria-live="polite">
      {status !== 'online' && (
        <div role="status" className={`online-status online-status-${status}`}>
          {status === 'offline' ? <OfflineIcon /> : <OnlineIcon />}
          {status === 'offline' ? t('site.online.offline') : t('site.online.restored')}
        </div>
      )}
    </div>
  );
}
