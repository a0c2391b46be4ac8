import type { HubConnection } from '@microsoft/signalr';
import type { NotificationItem, NotificationPage } from '@core/notifications/contract';
import { API_KEY_HEADER, FAMILIES, type Envelope } from '@core/gateway/families';
import type { Gateway } from '../gateway/client';
import type { SessionStore } from '../session/store';
import { nextUnread, type UnreadEvent } from '@core/notifications/unreadCount';

export interface LiveState {
  totalUnread: number;
  connected: boolean;
}

/** The hub method the gateway invokes for each new notification. */
export const RECEIVE_NOTIFICATION = 'ReceiveNotification';
/** SignalR's reconnect schedule (withAutomaticReconnect's default), then every 30 s for as long as the page lives. */
const RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000];

export interface LiveOptions {
  gateway: Gateway;
  session: SessionStore;
  apiKey: string;
  /** Origin of the gateway; empty for the same origin. */
  baseUrl?: string;
  onChange(state: LiveState): void;
  onNotification?(notification: NotificationItem): void;
}

/**
 * SPEC 4 and 7: fetch the unread count, then open the real-time connection with the official SignalR client;
 * each pushed notification raises the count, reading lowers it. The connected flag follows the connection.
 */
export function createLiveNotifications(options: LiveOptions) {
  const { gateway, session } = options;
  const state: LiveState = { totalUnread: 0, connected: false };
  let connection: HubConnection | null = null;

  const update = (change: Partial<LiveState>) => {
    Object.assign(state, change);
    options.onChange({ ...state });
  };
  const count = (event: UnreadEvent) => update({ totalUnread: nextUnread(state.totalUnread, event) });

  // A reconnect may come long after the access token expired: refresh it first (single-flight, shared with every call).
  const accessToken = async () => {
    const expiry = session.getAccessTokenExpiry();
    if (expiry && expiry.getTime() <= Date.now() + 5000) await gateway.refresh();
    return session.getAccessToken() ?? '';
  };

  return {
    async start(): Promise<void> {
      const { data } = await gateway.cm.get<Envelope<{ data: { totalUnread: number } }>>('/notification');
      count({ kind: 'loaded', totalUnread: data.data.totalUnread });
      // The SignalR client (about 20 kB gzip) loads after the count, so the member app's first load does not carry it.
      const { HttpTransportType, HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
      connection = new HubConnectionBuilder()
        .withUrl(`${options.baseUrl ?? ''}${FAMILIES.cm.basePath}/notification`, {
          accessTokenFactory: accessToken,
          headers: { [API_KEY_HEADER]: options.apiKey },
          transport: HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect({ nextRetryDelayInMilliseconds: ({ previousRetryCount }) => RECONNECT_DELAYS_MS[previousRetryCount] ?? 30_000 })
        .configureLogging(LogLevel.Warning)
        .build();
      connection.on(RECEIVE_NOTIFICATION, (notification: NotificationItem) => {
        count({ kind: 'received' });
        options.onNotification?.(notification);
      });
      connection.onreconnecting(() => update({ connected: false }));
      connection.onreconnected(() => update({ connected: true }));
      connection.onclose(() => update({ connected: false }));
      await connection.start();
      update({ connected: true });
    },
    async stop(): Promise<void> {
      await connection?.stop();
      connection = null;
    },
    list: (pageIndex: number, pageSize: number) =>
      gateway.cm.get<Envelope<NotificationPage>>('/notification/list', { query: { pageIndex, pageSize } }).then((response) => response.data),
    async markRead(id: string): Promise<void> {
      await gateway.cm.post(`/notification/${encodeURIComponent(id)}/read`);
      count({ kind: 'read' });
    },
    async markAllRead(): Promise<void> {
      await gateway.cm.post('/notification/read-all');
      count({ kind: 'allRead' });
    },
    state: () => ({ ...state }),
  };
}

export type LiveNotifications = ReturnType<typeof createLiveNotifications>;
