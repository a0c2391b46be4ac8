import { useEffect, useState, useSyncExternalStore } from 'react';

export type OnlineStatus = 'online' | 'offline' | 'restored';

/** How long "back online" stays on screen after the connection returns. */
const RESTORED_MESSAGE_MS = 4000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The browser's connection state, and 'restored' for a short while after it comes back. The server renders
 * 'online' and hydration starts from it (useSyncExternalStore's server snapshot), so the markup matches.
 */
export function useOnlineStatus(): OnlineStatus {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), RESTORED_MESSAGE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
  if (!online) return 'offline';
  return restored ? 'restored' : 'online';
}
