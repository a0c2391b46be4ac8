import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_HEADER } from '@core/gateway/families';
import { HttpError } from './httpError';
import { isApiDocsUrl } from './openApi';

function sameKey(given: string, expected: Buffer): boolean {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * DESIGN 2: every API call carries the client API key. A missing or wrong key answers 403, never 401, so
 * clients do not mistake it for an expired session and try a refresh. The API documentation (openApi.ts) is
 * the exception: a browser opening /api/docs sends no header, and the document is public anyway.
 */
export const apiKeyPlugin = fp<{ apiKey: string }>(async (app: FastifyInstance, { apiKey }) => {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || isApiDocsUrl(request.routeOptions.url ?? '')) return;
    const given = request.headers[API_KEY_HEADER];
    if (typeof given !== 'string' || !sameKey(given, expected)) throw new HttpError(403, 'errors.apiKey');
  });
});
