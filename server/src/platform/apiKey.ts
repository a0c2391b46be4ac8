import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_HEADER } from '@core/gateway/families';
import { HttpError } from './httpError';

function sameKey(given: string, expected: Buffer): boolean {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * DESIGN 2: every API call carries the client API key. A missing or wrong key answers 403, never 401, so
 * clients do not mistake it for an expired session and try a refresh.
 */
export const apiKeyPlugin = fp<{ apiKey: string }>(async (app: FastifyInstance, { apiKey }) => {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const given = request.headers[API_KEY_HEADER];
    if (typeof given !== 'string' || !sameKey(given, expected)) throw new HttpError(403, 'errors.apiKey');
  });
});
