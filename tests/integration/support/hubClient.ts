import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { DEV_API_KEY } from '@core/config/apiKey';

export interface ReceivedNotification {
  id: string;
  category: string;
  title: { id: string; en: string };
}

/** The official SignalR client, as the member app builds it, pointed at a gateway on baseUrl. */
export function hubClient(
  baseUrl: string,
  token: () => string,
  options: { reconnectDelays?: number[]; serverTimeoutMs?: number; keepAliveMs?: number } = {},
) {
  const builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/api/cm/notification`, {
      accessTokenFactory: token,
      headers: { 'x-api-key': DEV_API_KEY },
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
  const connection: HubConnection = builder.build();
  if (options.serverTimeoutMs) connection.serverTimeoutInMilliseconds = options.serverTimeoutMs;
  if (options.keepAliveMs) connection.keepAliveIntervalInMilliseconds = options.keepAliveMs;
  const received: ReceivedNotification[] = [];
  const waiters: (() => void)[] = [];
  connection.on('ReceiveNotification', (notification: ReceivedNotification) => {
    received.push(notification);
    for (const wake of waiters.splice(0)) wake();
  });
  /**
   * Resolves with the n-th notification received. No deadline of its own: the test's timeout bounds the wait
   * (how fast delivery is belongs to the benchmark, not to a test).
   */
  const nth = (n: number) =>
    new Promise<ReceivedNotification>((resolve) => {
      const check = () => {
        if (received.length < n) return false;
        resolve(received[n - 1]!);
        return true;
      };
      if (!check())
        waiters.push(function again() {
          if (!check()) waiters.push(again);
        });
    });
  return { connection, received, nth };
}
