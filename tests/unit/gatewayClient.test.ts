import { describe, expect, it, vi } from 'vitest';
import { GatewayError, NoResponseError } from '@core/errors/parseError';
import { createGateway, fileNameOf, gatewayTarget, type GatewayOptions } from '@client/gateway/client';
import { FAMILIES, type Family } from '@core/gateway/families';
import { memoryCookieJar, type CookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage, type KeyValueStorage } from '@client/session/store';
import type { TokenSet } from '@core/session/contract';

const API_KEY = 'test-api-key';
const REFRESH_PATH = '/api/cm/account-user/refresh-token';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function tokenSet(token: string, refreshToken: string): TokenSet {
  return { token, tokenExpired: FAR_FUTURE, refreshToken, refreshTokenExpired: FAR_FUTURE };
}

/** A tiny in-test server: records every call and answers through `handler`. */
function fakeServer(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://gateway.test'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  };
  return { calls, fetch };
}

function setup(handler: Handler, overrides: Partial<GatewayOptions> = {}) {
  const server = fakeServer(handler);
  const cookies: CookieJar = memoryCookieJar({ token: 'old-access', refreshToken: 'old-refresh' });
  const storage: KeyValueStorage = memoryStorage();
  storage.setItem('profile', '{"email":"trainee@demo.local"}');
  const session = createSessionStore(cookies, storage);
  const onSessionExpired = vi.fn();
  const logger = { error: vi.fn() };
  const gateway = createGateway({ apiKey: API_KEY, session, fetch: server.fetch, onSessionExpired, logger, ...overrides });
  return { gateway, calls: server.calls, cookies, storage, session, onSessionExpired, logger };
}

/** Accepts only the bearer `valid`; answers the refresh call through `refresh`. */
function protectedApi(valid: string, refresh: Handler): Handler {
  return (call) => {
    if (call.url.pathname === REFRESH_PATH) return refresh(call);
    if (call.headers.get('authorization') !== `Bearer ${valid}`) return json(401, { statusCode: 401, message: 'Token expired' });
    return json(200, { statusCode: 200, message: 'OK', data: call.url.pathname });
  };
}

describe('createGateway request headers and URLs', () => {
  it('sends the API key, bearer token, Accept-Language and JSON body', async () => {
    const { gateway, calls } = setup(() => json(200, { data: 1 }), { language: () => 'en' });
    await gateway.main.post('/order-cart', { enrollmentType: 5, courseId: 7 });
    const [call] = calls;
    expect(call?.url.pathname).toBe('/api/main/order-cart');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-api-key')).toBe(API_KEY);
    expect(call?.headers.get('authorization')).toBe('Bearer old-access');
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ enrollmentType: 5, courseId: 7 });
  });

  it('prefixes each family with its base path', async () => {
    const { gateway, calls } = setup(() => json(200, {}));
    for (const family of Object.keys(FAMILIES) as Family[]) await gateway[family].get('/ping');
    expect(calls.map((call) => call.url.pathname)).toEqual(Object.values(FAMILIES).map((f) => `${f.basePath}/ping`));
  });

  it('repeats the key of an array query parameter and skips empty values', async () => {
    const { gateway, calls } = setup(() => json(200, {}));
    await gateway.main.get('/trainer-dashboard-spv-manager/calendar-schedule', {
      query: { year: 2024, month: 5, profileTrainerIds: ['a', 'b', 'c'], keyword: undefined, courseId: null },
    });
    expect(calls[0]?.url.search).toBe('?year=2024&month=5&profileTrainerIds=a&profileTrainerIds=b&profileTrainerIds=c');
  });

  it('sends no authorization header without a session', async () => {
    const { gateway, calls, session } = setup(() => json(200, {}));
    session.clear();
    await gateway.cm.get('/banner/get-banner');
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(calls[0]?.headers.get('x-api-key')).toBe(API_KEY);
  });

  it('rejects other errors with a GatewayError and network failures with a NoResponseError', async () => {
    const { gateway } = setup(() => json(404, { message: 'Not here' }));
    await expect(gateway.md.get('/x')).rejects.toMatchObject({ name: 'GatewayError', status: 404, message: 'Not here' });
    const offline = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(offline.gateway.md.get('/x')).rejects.toBeInstanceOf(NoResponseError);
  });
});

describe('token refresh on 401 (SPEC 8)', () => {
  it('refreshes once for two parallel 401s, retries both with the new token and stores the new cookies', async () => {
    let unauthorizedCount = 0;
    let bothRejected!: () => void;
    const bothRejectedPromise = new Promise<void>((resolve) => (bothRejected = resolve));
    const api = protectedApi('new-access', async () => {
      // Answer the refresh only after both requests have had their 401, so they truly overlap.
      await bothRejectedPromise;
      return json(200, { statusCode: 200, message: 'OK', data: tokenSet('new-access', 'new-refresh') });
    });
    const { gateway, calls, cookies, storage } = setup(async (call) => {
      const response = await api(call);
      if (response.status === 401 && ++unauthorizedCount === 2) bothRejected();
      return response;
    });

    const results = await Promise.all([gateway.cm.get('/notification'), gateway.md.get('/competency/category/lookup')]);

    expect(results).toEqual([
      { statusCode: 200, message: 'OK', data: '/api/cm/notification' },
      { statusCode: 200, message: 'OK', data: '/api/md/competency/category/lookup' },
    ]);
    const refreshes = calls.filter((call) => call.url.pathname === REFRESH_PATH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.body).toEqual({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    expect(refreshes[0]?.headers.get('x-api-key')).toBe(API_KEY);
    const retries = calls.filter((call) => call.url.pathname !== REFRESH_PATH).slice(2);
    expect(retries.map((call) => call.headers.get('authorization'))).toEqual(['Bearer new-access', 'Bearer new-access']);
    expect(calls).toHaveLength(5);
    expect(cookies.get('token')).toBe('new-access');
    expect(cookies.get('expiredToken')).toBe(FAR_FUTURE);
    expect(cookies.get('refreshToken')).toBe('new-refresh');
    expect(cookies.get('refreshTokenExpired')).toBe(FAR_FUTURE);
    expect(storage.getItem('token')).toBe('new-access');
  });

  it('retries a request only once: a second 401 rejects', async () => {
    const { gateway, calls, onSessionExpired } = setup(protectedApi('never-valid', () => json(200, { data: tokenSet('new-access', 'new-refresh') })));
    await expect(gateway.cm.get('/account-user/get-profile')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/cm/account-user/get-profile', REFRESH_PATH, '/api/cm/account-user/get-profile']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh for calls marked skipRefresh (login)', async () => {
    const { gateway, calls } = setup(protectedApi('new-access', () => json(200, { data: tokenSet('a', 'b') })));
    await expect(gateway.cm.post('/account-user/login', {}, { skipRefresh: true })).rejects.toBeInstanceOf(GatewayError);
    expect(calls).toHaveLength(1);
  });

  it('on the cm family, a failed refresh clears the session and reports the expired session', async () => {
    const { gateway, cookies, storage, session, onSessionExpired, logger } = setup(
      protectedApi('new-access', () => json(401, { message: 'Refresh token revoked' })),
    );
    await expect(gateway.cm.get('/notification')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.isLoggedIn()).toBe(false);
    expect(cookies.get('refreshToken')).toBeUndefined();
    expect(storage.getItem('profile')).toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each(['md', 'certification', 'jp', 'v2'] as const)(
    'on the %s family, a failed refresh is only logged and the request rejected',
    async (family) => {
      const { gateway, cookies, storage, onSessionExpired, logger } = setup(
        protectedApi('new-access', () => json(401, { message: 'Refresh token revoked' })),
      );
      await expect(gateway[family].get('/anything')).rejects.toMatchObject({ status: 401 });
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(cookies.get('token')).toBe('old-access');
      expect(storage.getItem('profile')).not.toBeNull();
    },
  );

  it('treats a refresh answer without a token set as a failure', async () => {
    const { gateway, onSessionExpired } = setup(protectedApi('new-access', () => json(200, { data: { token: 'x' } })));
    await expect(gateway.cm.get('/notification')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('file downloads (gateway.download)', () => {
  const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0xe2]);
  const pdf = () =>
    new Response(PDF_BYTES, {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="FR.AK.02-1a2b3c4d-v3.pdf"' },
    });
  /** Serves the PDF to the bearer `valid` only; answers the refresh call through `refresh`. */
  const fileApi =
    (valid: string, refresh: Handler): Handler =>
    (call) => {
      if (call.url.pathname === REFRESH_PATH) return refresh(call);
      return call.headers.get('authorization') === `Bearer ${valid}` ? pdf() : json(401, { statusCode: 401, message: 'Token expired' });
    };

  it('sends the API key and bearer token and keeps the bytes and the file name', async () => {
    const { gateway, calls } = setup(
      fileApi('old-access', () => json(500, {})),
      { language: () => 'en' },
    );
    const file = await gateway.download('certification', '/form-instances/1/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PDF_BYTES);
    expect(file.blob.type).toBe('application/pdf');
    expect(file.fileName).toBe('FR.AK.02-1a2b3c4d-v3.pdf');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.pathname).toBe('/api/certification/form-instances/1/pdf');
    expect(calls[0]?.headers.get('x-api-key')).toBe(API_KEY);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer old-access');
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
  });

  it('on a 401, refreshes once and retries with the new token: the file arrives', async () => {
    const { gateway, calls, cookies } = setup(fileApi('new-access', () => json(200, { data: tokenSet('new-access', 'new-refresh') })));
    const file = await gateway.download('main', '/order/1/invoice');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PDF_BYTES);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/main/order/1/invoice', REFRESH_PATH, '/api/main/order/1/invoice']);
    expect(calls[2]?.headers.get('authorization')).toBe('Bearer new-access');
    expect(cookies.get('token')).toBe('new-access');
  });

  it('shares the single-flight refresh with JSON calls in flight', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const files = fileApi('new-access', async () => {
      await released;
      return json(200, { data: tokenSet('new-access', 'new-refresh') });
    });
    const { gateway, calls } = setup((call) =>
      call.url.pathname.endsWith('/invoice') || call.url.pathname === REFRESH_PATH ? files(call) : protectedApi('new-access', files)(call),
    );
    const both = Promise.all([gateway.download('main', '/order/1/invoice'), gateway.cm.get('/notification')]);
    await vi.waitFor(() => expect(calls.filter((call) => call.url.pathname === REFRESH_PATH)).toHaveLength(1));
    release();
    const [file, answer] = await both;
    expect(file.fileName).toBe('FR.AK.02-1a2b3c4d-v3.pdf');
    expect(answer).toMatchObject({ data: '/api/cm/notification' });
    expect(calls.filter((call) => call.url.pathname === REFRESH_PATH)).toHaveLength(1);
  });

  it('a second 401 after the refresh rejects, without a second refresh', async () => {
    const { gateway, calls } = setup(fileApi('never-valid', () => json(200, { data: tokenSet('new-access', 'new-refresh') })));
    await expect(gateway.download('main', '/order/1/invoice')).rejects.toMatchObject({ name: 'GatewayError', status: 401, message: 'Token expired' });
    expect(calls.filter((call) => call.url.pathname === REFRESH_PATH)).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('a refresh answered 401 logs out on the cm family, and is only logged on the others (as JSON calls)', async () => {
    const cm = setup(fileApi('new-access', () => json(401, { message: 'Refresh token revoked' })));
    await expect(cm.gateway.download('cm', '/export/1')).rejects.toMatchObject({ status: 401 });
    expect(cm.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(cm.session.isLoggedIn()).toBe(false);

    const main = setup(fileApi('new-access', () => json(401, { message: 'Refresh token revoked' })));
    await expect(main.gateway.download('main', '/order/1/invoice')).rejects.toMatchObject({ status: 401 });
    expect(main.onSessionExpired).not.toHaveBeenCalled();
    expect(main.logger.error).toHaveBeenCalledTimes(1);
    expect(main.session.isLoggedIn()).toBe(true);
  });

  it('gives other failures as a GatewayError with the server message', async () => {
    const { gateway } = setup(() => json(404, { statusCode: 404, message: 'No such evidence' }));
    await expect(gateway.download('certification', '/form-instances/1/evidence/2')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 404,
      message: 'No such evidence',
    });
  });
});

describe('fileNameOf and gatewayTarget', () => {
  it('reads the file name of a content-disposition header', () => {
    expect(fileNameOf('attachment; filename="invoice-1.pdf"')).toBe('invoice-1.pdf');
    expect(fileNameOf('inline; filename=proof.png')).toBe('proof.png');
    expect(fileNameOf(`attachment; filename="fallback.pdf"; filename*=UTF-8''bukti%20transfer%E2%9C%93.pdf`)).toBe('bukti transfer\u2713.pdf');
    expect(fileNameOf('attachment; filename="a \\"quoted\\" name.pdf"')).toBe('a "quoted" name.pdf');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('splits a gateway URL into its family and path', () => {
    expect(gatewayTarget('/api/certification/form-instances/1/evidence/2')).toEqual({
      family: 'certification',
      path: '/form-instances/1/evidence/2',
    });
    expect(gatewayTarget('/api/main/order/1/invoice')).toEqual({ family: 'main', path: '/order/1/invoice' });
    expect(gatewayTarget('https://elsewhere.test/api/main/x')).toBeUndefined();
    expect(gatewayTarget('/api/mainframe/x')).toBeUndefined();
  });
});

describe('timeouts (SPEC 9)', () => {
  it('end a call on md, certification, cm and v2 after 30 minutes (1,800,000 ms), and set no end on jp', async () => {
    // The timeout's signal is the test's: it records the time asked for and ends the call when the test says so.
    const timers: { ms: number; controller: AbortController }[] = [];
    const timeoutSignal = (ms: number) => {
      const controller = new AbortController();
      timers.push({ ms, controller });
      return controller.signal;
    };
    // A gateway that never answers: only the signal ends a call.
    const never: Handler = (call) => new Promise((_, reject) => call.signal?.addEventListener('abort', () => reject(call.signal!.reason)));
    const { gateway, calls } = setup(never, { timeoutSignal });
    for (const family of ['md', 'certification', 'cm', 'v2'] as const) {
      const pending = gateway[family].get('/slow');
      await vi.waitFor(() => expect(calls.at(-1)?.url.pathname).toBe(`${FAMILIES[family].basePath}/slow`));
      expect(timers.at(-1)?.ms).toBe(1_800_000);
      timers.at(-1)!.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      await expect(pending).rejects.toBeInstanceOf(NoResponseError);
    }
    expect(timers).toHaveLength(4);
    const answering = setup(() => json(200, { data: 'ok' }), { timeoutSignal });
    await answering.gateway.jp.get('/x');
    expect(timers).toHaveLength(4);
    expect(answering.calls[0]?.signal).toBeUndefined();
  });

  it('give a request an abort signal, except on jp', async () => {
    const { gateway, calls } = setup(() => json(200, {}));
    await gateway.md.get('/x');
    await gateway.jp.get('/x');
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[1]?.signal).toBeUndefined();
  });
});
