import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleName } from '@core/rules/roles';
import type { AccessTokens, Principal } from './accessTokens';
import { forbidden, unauthorized } from './httpError';
import type { SessionGuard } from './sessionGuard';

/**
 * Every route declares who may call it in its definition: `config: { policy }`. A route without one is
 * refused (fail closed), and a test lists every registered route to catch it before that.
 */
export type Policy = 'public' | 'authenticated' | readonly RoleName[];

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    routePolicies: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  policy: Policy | undefined;
  /** The route's request schemas as declared (the fuzz test generates input from them). */
  schema: FastifySchema | undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The principal of a valid access token whose session (refresh-token family) has not ended; null otherwise. */
export async function principalOfToken(token: string, tokens: AccessTokens, sessions: SessionGuard): Promise<Principal | null> {
  const principal = await tokens.verify(token);
  return principal && (await sessions.isActive(principal.familyId)) ? principal : null;
}

/** The principal of a request: its bearer token, if its session is still active. */
export async function authenticate(request: FastifyRequest, tokens: AccessTokens, sessions: SessionGuard): Promise<Principal | null> {
  const token = bearerToken(request);
  return token ? principalOfToken(token, tokens, sessions) : null;
}

export const policyPlugin = fp<{ tokens: AccessTokens; sessions: SessionGuard }>(async (app: FastifyInstance, { tokens, sessions }) => {
  const registry: RegisteredRoute[] = [];
  app.decorate('routePolicies', registry);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registry.push({ method, url: route.url, policy: route.config?.policy, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    if (!policy) throw forbidden();
    request.principal = await authenticate(request, tokens, sessions);
    if (policy === 'public') return;
    if (!request.principal) throw unauthorized(bearerToken(request) ? 'errors.sessionInvalid' : 'errors.unauthenticated');
    if (policy !== 'authenticated' && !policy.includes(request.principal.role)) throw forbidden();
  });
});

/** The principal of a route whose policy guarantees one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
