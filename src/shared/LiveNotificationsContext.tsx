import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readApiKey } from '@client/config/clientConfig';
import type { NotificationItem } from '@core/notifications/contract';
import { createLiveNotifications, type LiveNotifications, type LiveState } from '@client/notifications/liveNotifications';
import { useMember } from './memberContext';
import { beforeSessionEnds } from './sessionEnd';

type NotificationListener = (notification: NotificationItem) => void;

/** Who wants each pushed notification (the pages that re-read what it changed). */
function notificationListeners() {
  const listeners = new Set<NotificationListener>();
  return {
    notify: (notification: NotificationItem) => listeners.forEach((listener) => listener(notification)),
    subscribe: (listener: NotificationListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

interface LiveNotificationsValue {
  state: LiveState;
  live: LiveNotifications;
  /** Calls the listener for each pushed notification until the returned function is called. */
  subscribe(listener: NotificationListener): () => void;
}

const LiveNotificationsContext = createContext<LiveNotificationsValue | null>(null);

/**
 * One real-time connection per page (SPEC 4): the unread count is fetched, then the hub connection opens;
 * the header's bell and the notification page read the same state.
 */
export function LiveNotificationsProvider({ children }: { children: ReactNode }) {
  const { gateway, session } = useMember();
  const [state, setState] = useState<LiveState>({ totalUnread: 0, connected: false });
  const [listeners] = useState(notificationListeners);
  const live = useMemo(
    () =>
      createLiveNotifications({
        gateway,
        session,
        apiKey: readApiKey(document),
        onChange: setState,
        onNotification: listeners.notify,
      }),
    [gateway, session, listeners],
  );
  // Closed before a logout or an account switch revokes the session, so the hub never has to end it from its side.
  useEffect(() => beforeSessionEnds(() => live.stop()), [live]);
  useEffect(() => {
    live.start().catch((error: unknown) => console.warn('Live notifications are not available', error));
    return () => {
      void live.stop();
    };
  }, [live]);
  const value = useMemo(
    () => ({
      state,
      live,
      subscribe: listeners.subscribe,
    }),
    [state, live, listeners],
  );
  return <LiveNotificationsContext.Provider value={value}>{children}</LiveNotificationsContext.Provider>;
}

export function useLiveNotifications(): LiveNotificationsValue {
  const value = useOptionalLiveNotifications();
  if (!value) throw new Error('useLiveNotifications must be used inside <LiveNotificationsProvider>');
  return value;
}

/** For shared UI that also renders without a live connection (Storybook, tests): null there. */
export function useOptionalLiveNotifications(): LiveNotificationsValue | null {
  return useContext(LiveNotificationsContext);
}
