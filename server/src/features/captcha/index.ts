import type { FastifyInstance } from 'fastify';
import { CAPTCHA_ACTIONS } from '@core/site/captcha';
import { typed } from '../../platform/typeProvider';

const challengeQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['action'],
  properties: { action: { type: 'string', enum: [...CAPTCHA_ACTIONS] } },
} as const;

/** ALTCHA's challenge (altcha-lib v2): the widget reads it as is, so it is not wrapped in the envelope. */
const challengeAnswer = {
  200: {
    type: 'object',
    additionalProperties: false,
    required: ['parameters'],
    properties: {
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix'],
        properties: {
          algorithm: { type: 'string' },
          nonce: { type: 'string' },
          salt: { type: 'string' },
          cost: { type: 'integer' },
          keyLength: { type: 'integer' },
          keyPrefix: { type: 'string' },
          expiresAt: { type: 'integer' },
          data: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
        },
      },
      signature: { type: 'string' },
    },
  },
} as const;

/**
 * GET /api/main/captcha/challenge?action=register: a fresh proof-of-work challenge for one form's action (SPEC 7's
 * captcha "executed with an action name"; server/src/platform/captcha.ts checks the solution on the form's route).
 */
export async function captchaFeature(app: FastifyInstance) {
  typed(app).get(
    '/captcha/challenge',
    { schema: { querystring: challengeQuery, response: challengeAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      // Each challenge is new and single-use: never cached, by the browser or a proxy.
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge(request.query.action);
    },
  );
}
