import { describe, expect, it } from 'vitest';
import { createGateway } from '@client/gateway/client';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';

const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

describe('createGateway with a file body', () => {
  it('sends a Blob as it is, typed by the file, and sends it again after a refresh', async () => {
    const sent: { path: string; type: string | null; bytes: number[] | undefined }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init = {}) => {
      const path = new URL(String(input), 'http://gateway.test').pathname;
      const headers = new Headers(init.headers);
      sent.push({
        path,
        type: headers.get('content-type'),
        bytes: init.body instanceof Blob ? [...new Uint8Array(await init.body.arrayBuffer())] : undefined,
      });
      if (path.endsWith('/refresh-token')) {
        const data = { token: 'new-access', tokenExpired: FAR_FUTURE, refreshToken: 'new-refresh', refreshTokenExpired: FAR_FUTURE };
        return new Response(JSON.stringify({ data }), { status: 200 });
      }
      const status = headers.get('authorization') === 'Bearer new-access' ? 200 : 401;
      return new Response(JSON.stringify({ statusCode: status, message: '', data: { photo: '/uploads/x.png' } }), { status });
    };
    const session = createSessionStore(memoryCookieJar({ token: 'old-access', refreshToken: 'old-refresh' }), memoryStorage());
    const gateway = createGateway({ apiKey: 'k', session, fetch });

    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const body = await gateway.cm.post<{ data: { photo: string } }>('/account-user/photo', file);
    expect(body.data.photo).toBe('/uploads/x.png');
    expect(sent.map(({ path, type }) => [path, type])).toEqual([
      ['/api/cm/account-user/photo', 'image/png'],
      ['/api/cm/account-user/refresh-token', 'application/json'],
      ['/api/cm/account-user/photo', 'image/png'],
    ]);
    expect(sent[2]?.bytes).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
