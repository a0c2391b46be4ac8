import type { FastifyInstance } from 'fastify';
import { CAPTCHA_ACTIONS } from '@core/site/captcha';
import { Type } from 'typebox';
import { contracted } from '../../platform/typeProvider';

const challengeQuery = Type.Object({ action: Type.Enum(CAPTCHA_ACTIONS, { type: 'string' }) }, { additionalProperties: false });

/** ALTCHA's challenge (altcha-lib v2): the widget reads it as is, so it is not wrapped in the envelope. */
const challengeAnswer = {
  200: Type.Object(
    {
      parameters: Type.Object(
        {
          algorithm: Type.String(),
          nonce: Type.String(),
          salt: Type.String(),
          cost: Type.Integer(),
          keyLength: Type.Integer(),
          keyPrefix: Type.String(),
          expiresAt: Type.Optional(Type.Integer()),
          data: Type.Optional(
            Type.Unsafe<Record<string, string | number | boolean | null>>({
              type: 'object',
              additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
            }),
          ),
        },
        { additionalProperties: false },
      ),
      signature: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
} as const;

/**
 * GET /api/main/captcha/challenge?action=register: a fresh proof-of-work challenge for one form's action (SPEC 7's
 * captcha "executed with an action name"; server/src/platform/captcha.ts checks the solution on the form's route).
 */
export async function captchaFeature(app: FastifyInstance) {
  contracted(app).get(
    '/captcha/challenge',
    { schema: { querystring: challengeQuery, response: challengeAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      // Each challenge is new and single-use: never cached, by the browser or a proxy.
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge(request.query.action);
    },
  );
}
