import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import { shutDownGracefully } from '../../server/src/platform/lifecycle';
import { confirmedUser } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { hubClient } from './support/hubClient';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * Graceful shutdown and probes: /readyz (readiness) turns 503 as a shutdown starts while /healthz
 * (liveness) stays 200; the gateway then stops accepting, finishes the request in flight, and tells hub clients
 * to reconnect (elsewhere).
 */
describeEachDatabase('graceful shutdown and readiness', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    // The shutdown test closes its gateway itself; closing twice is harmless, releasing the database is not optional.
    await t?.close();
    t = undefined;
  });

  const probe = async (app: TestApp['app'], url: string, language = 'en') => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    return { status: response.statusCode, body: response.json<{ status: string; message?: string }>() };
  };

  it("is ready once started, and not ready (in the caller's language) from the start of a shutdown; alive throughout", async () => {
    t = await createTestApp(kind);
    expect(await probe(t.app, '/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
    t.app.readiness.draining();
    expect(await probe(t.app, '/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', message: 'This instance is not taking requests now: it is starting or shutting down' },
    });
    expect((await probe(t.app, '/readyz', 'id')).body.message).toBe(
      'Instans ini sedang tidak menerima permintaan: baru dimulai atau sedang berhenti',
    );
    expect(await probe(t.app, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('on shutdown drains, finishes the request in flight, tells hub clients to reconnect, then refuses new connections', async () => {
    t = await createTestApp(kind);
    const { app } = t;
    const { tokens } = await confirmedUser(client(app));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const hub = hubClient(`http://127.0.0.1:${port}`, () => tokens.token, { reconnectDelays: [60_000] });
    const reconnecting = new Promise<void>((resolve) => hub.connection.onreconnecting(() => resolve()));
    await hub.connection.start();

    // A request in flight: its body arrives in two parts, the second after the shutdown has begun.
    const body = JSON.stringify({ email: 'nobody@example.id', password: 'Salah#Sandi1' });
    // The server has the request's head (so it is in flight) when Node's 'request' event fires for it.
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    const inFlight = new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/cm/account-user/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': DEV_API_KEY },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 400);
    });
    await arrived;

    const shutdown = shutDownGracefully(app, { drainDelayMs: 200 });
    // Draining: the proxy is told to stop sending requests here, and the instance still answers meanwhile.
    expect((await probe(app, '/readyz')).status).toBe(503);
    expect(await inFlight).toBe(401);
    await shutdown;
    // The client was told to reconnect (Close with allowReconnect), not that its session ended.
    await reconnecting;
    await hub.connection.stop();
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
