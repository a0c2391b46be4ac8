import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { principalOf } from '../policy';
import { enforce, type RateLimiter } from '../rateLimiter';
import type { Hub } from './hub';

/** DESIGN 2: the hub lives at /api/cm/notification (negotiate below it, the WebSocket on it). */
export const HUB_PATH = '/api/cm/notification';

/**
 * Mounts the hub: POST {HUB_PATH}/negotiate as an ordinary authenticated route (API key and bearer token
 * like every call), and the WebSocket upgrade on the HTTP server itself. Browsers cannot put headers on a
 * WebSocket, so the upgrade is authorised by the one-use connection token and the access_token parameter.
 */
export const hubPlugin = fp<{ hub: Hub; negotiatePerAccount: RateLimiter }>(async (app: FastifyInstance, { hub, negotiatePerAccount }) => {
  app.post(
    `${HUB_PATH}/negotiate`,
    {
      config: { policy: 'authenticated' },
      schema: { querystring: { type: 'object', properties: { negotiateVersion: { type: 'string', enum: ['1'] } } } },
    },
    // SignalR's own wire format, not the envelope: the official client reads these fields at the top level.
    // Per account, not per address: one account must not flood the hub from many addresses (ASVS 2.4.1).
    async (request) => {
      const principal = principalOf(request);
      await enforce(negotiatePerAccount, principal.accountId);
      return hub.negotiate(principal);
    },
  );

  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (url.pathname !== HUB_PATH) {
      socket.destroy();
      return;
    }
    hub.upgrade(request, socket, head, url.searchParams).catch(() => socket.destroy());
  });

  app.addHook('preClose', () => hub.close());
});
