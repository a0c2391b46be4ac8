import { OfflineIcon, OnlineIcon } from '../assets/icons';
import { useT } from '../i18n/locale';
import { useOnlineStatus, type OnlineStatus } from './useOnlineStatus';

/** SPEC 2's online/offline indicator for the current connection. */
export function OnlineIndicator() {
  return <OnlineStatusMessage status={useOnlineStatus()} />;
}

/**
 * A live region that is always in the page (empty while online), so screen readers announce the change when
 * the connection drops or returns.
 */
export function OnlineStatusMessage({ status }: { status: OnlineStatus }) {
  const t = useT();
  return (
    <div role="status" className={`online-status online-status-${status}`}>
      {status === 'offline' && (
        <>
          <OfflineIcon />
          {t('site.online.offline')}
        </>
      )}
      {status === 'restored' && (
        <>
          <OnlineIcon />
          {t('site.online.restored')}
        </>
      )}
    </div>
  );
}
