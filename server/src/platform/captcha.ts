import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { CAPTCHA_HEADER, CAPTCHA_REQUIRED_REASON, type CaptchaAction } from '@core/site/captcha';
import type { CaptchaConfig } from '../config';
import type { Db } from '../db/connect';
import { HttpError } from './httpError';
import { connectRedis } from './redis';

/**
 * The self-hosted proof-of-work captcha (ALTCHA, SPEC 7 "captcha executed with an action name"). A challenge names
 * the action it is for (register, login, forgot-password, contact, company-request) in its signed data, so a
 * solution made for one form is refused by another. A solution is accepted once: its challenge's nonce is claimed in
 * the replay store until the challenge expires. The browser sends the widget's payload in the X-Captcha header.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action whose solved captcha the route requires (checked before its handler runs). */
    captcha?: CaptchaAction;
  }
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** Where used solutions are remembered until their challenge expires; `claim` answers false when already used. */
export interface SolutionStore {
  claim(challengeId: string, expiresAt: Date): Promise<boolean>;
  close(): Promise<void>;
}

export function databaseSolutionStore(db: Db): SolutionStore {
  return {
    async claim(challengeId, expiresAt) {
      // Expired claims can no longer be replayed (their challenge is refused as expired): clear them as we go.
      await db
        .deleteFrom('captcha_solutions')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      const claimed = await db
        .insertInto('captcha_solutions')
        .values({ challenge_id: challengeId, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('challenge_id').doNothing())
        .returning('challenge_id')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async close() {},
  };
}

/** With several gateway instances sharing Redis: SET NX with the challenge's remaining lifetime. */
export async function redisSolutionStore(url: string, onError: (error: unknown) => void): Promise<SolutionStore> {
  const redis = await connectRedis(url, onError);
  return {
    async claim(challengeId, expiresAt) {
      const ttlMs = Math.max(1000, expiresAt.getTime() - Date.now());
      return (await redis.set(`bisa:captcha:${challengeId}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface Captcha {
  readonly enabled: boolean;
  challenge(action: CaptchaAction): Promise<Challenge>;
  /** Throws 400 (errors.captchaMissing / errors.captchaInvalid) unless `payload` solves a fresh challenge for `action`. */
  verify(payload: string | undefined, action: CaptchaAction): Promise<void>;
}

const ALGORITHM = 'SHA-256';

function parsePayload(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    return parsed?.challenge?.parameters && parsed.solution ? (parsed as Payload) : null;
  } catch {
    return null;
  }
}

export function createCaptcha({ config, jwtSecret, store }: { config: CaptchaConfig; jwtSecret: string; store: SolutionStore }): Captcha {
  // Its own key, derived from the gateway's secret: a captcha signature can never pass as a token's.
  const secret = createHmac('sha256', jwtSecret).update('bisa captcha').digest('hex');
  const invalid = () => new HttpError(400, 'errors.captchaInvalid');
  return {
    enabled: config.enabled,
    async challenge(action) {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(config.maxCounter),
        deriveKey,
        data: { action },
        expiresAt: new Date(Date.now() + config.ttlSeconds * 1000),
        hmacSignatureSecret: secret,
      });
    },
    async verify(payload, action) {
      // The reason lets a form that sent none (the login after failures) solve one and send again.
      if (!payload) throw new HttpError(400, 'errors.captchaMissing', {}, {}, {}, { reason: CAPTCHA_REQUIRED_REASON });
      const parsed = parsePayload(payload);
      if (!parsed || parsed.challenge.parameters.algorithm !== ALGORITHM || parsed.challenge.parameters.data?.action !== action) throw invalid();
      const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, hmacSignatureSecret: secret }).catch(
        () => null,
      );
      if (!result?.verified) throw invalid();
      const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000);
      if (!(await store.claim(parsed.challenge.parameters.nonce, expiresAt))) throw invalid();
    },
  };
}

/** The captcha header of a request (one value). */
export function captchaPayload(request: FastifyRequest): string | undefined {
  const value = request.headers[CAPTCHA_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Decorates the gateway with the captcha and checks `config: { captcha: action }` on every route that declares it,
 * after the body's validation (bad input keeps its own message) and before the handler (a refused request changes nothing).
 */
export const captchaPlugin = fp<{ captcha: Captcha }>(async (app: FastifyInstance, { captcha }) => {
  app.decorate('captcha', captcha);
  app.addHook('preHandler', async (request) => {
    const action = request.routeOptions.config.captcha;
    if (action && captcha.enabled) await captcha.verify(captchaPayload(request), action);
  });
});
