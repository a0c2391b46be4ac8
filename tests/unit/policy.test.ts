import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokens, Principal } from '../../server/src/platform/accessTokens';
import { errorHandlerPlugin } from '../../server/src/platform/errorHandler';
import { HttpError } from '../../server/src/platform/httpError';
import { policyPlugin, principalOf } from '../../server/src/platform/policy';
import type { SessionGuard } from '../../server/src/platform/sessionGuard';

const TRAINEE: Principal = { accountId: 'a-trainee', userId: 'u1', role: 'Trainee', accountType: 1, familyId: 'fam-trainee' };
const ADMIN: Principal = { accountId: 'a-admin', userId: 'u2', role: 'Admin', accountType: 9, familyId: 'fam-admin' };
const ENDED: Principal = { ...TRAINEE, accountId: 'a-ended', familyId: 'fam-ended' };

// Every error answer names its request (platform/logging.ts).
const requestId = expect.any(String);
const UNAUTHENTICATED = { statusCode: 401, message: 'Please log in to continue', data: null, requestId };
const SESSION_INVALID = { statusCode: 401, message: 'Your session is no longer valid. Please log in again', data: null, requestId };
const FORBIDDEN = { statusCode: 403, message: 'You are not allowed to do this', data: null, requestId };

describe('route policies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Test doubles: a token is the name of its principal; the "ended" session is no longer active.
    const principals: Record<string, Principal> = { trainee: TRAINEE, admin: ADMIN, ended: ENDED };
    const tokens = { verify: async (token: string) => principals[token] ?? null } as unknown as AccessTokens;
    const sessions: SessionGuard = {
      isActive: async (familyId) => familyId !== 'fam-ended',
      revoked: async () => undefined,
      onRevoked: () => undefined,
    };
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(policyPlugin, { tokens, sessions });
    const who = async (request: { principal: Principal | null }) => ({ principal: request.principal?.accountId ?? null });
    app.get('/public', { config: { policy: 'public' } }, who);
    app.get('/member', { config: { policy: 'authenticated' } }, (request) => ({ principal: principalOf(request).accountId }));
    app.get('/admin', { config: { policy: ['Admin', 'LSP'] } }, who);
    app.get('/forgotten', who);
    app.route({ method: ['GET', 'POST'], url: '/both', config: { policy: 'public' }, schema: { querystring: { type: 'object' } }, handler: who });
    app.get('/principal-of', { config: { policy: 'public' } }, (request) => ({ principal: principalOf(request).accountId }));
  });
  afterAll(() => app.close());

  const get = (url: string, authorization?: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) } });

  it('lists every route with its methods, policy and schema', () => {
    const listed = app.routePolicies.map(({ method, url, policy }) => `${method} ${url} ${JSON.stringify(policy ?? null)}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /public "public"',
        'GET /member "authenticated"',
        'GET /admin ["Admin","LSP"]',
        'GET /forgotten null',
        'GET /both "public"',
        'POST /both "public"',
      ]),
    );
    expect(app.routePolicies.find((route) => route.method === 'POST' && route.url === '/both')?.schema).toEqual({ querystring: { type: 'object' } });
  });

  it('refuses a route that declares no policy (fail closed), even to an admin', async () => {
    expect((await get('/forgotten', 'Bearer admin')).json()).toEqual(FORBIDDEN);
  });

  it('lets anyone call a public route, and still knows the caller when the token is valid', async () => {
    expect((await get('/public')).json()).toEqual({ principal: null });
    expect((await get('/public', 'Bearer trainee')).json()).toEqual({ principal: 'a-trainee' });
    expect((await get('/public', 'Bearer forged')).json()).toEqual({ principal: null });
    expect((await get('/public', 'Bearer ended')).json()).toEqual({ principal: null });
  });

  it('asks for a login without a bearer token, and says the session is invalid with a bad or ended one', async () => {
    expect((await get('/member')).json()).toEqual(UNAUTHENTICATED);
    expect((await get('/member', 'Basic trainee')).json()).toEqual(UNAUTHENTICATED);
    expect((await get('/member', 'Bearer')).json()).toEqual(UNAUTHENTICATED);
    expect((await get('/member', 'Bearer forged')).json()).toEqual(SESSION_INVALID);
    expect((await get('/member', 'Bearer ended')).json()).toEqual(SESSION_INVALID);
    expect((await get('/member', 'bearer trainee')).json()).toEqual({ principal: 'a-trainee' });
  });

  it('lets only the listed roles call a role route', async () => {
    expect((await get('/admin', 'Bearer admin')).json()).toEqual({ principal: 'a-admin' });
    expect((await get('/admin', 'Bearer trainee')).json()).toEqual(FORBIDDEN);
    expect((await get('/admin')).json()).toEqual(UNAUTHENTICATED);
  });

  it('answers an unknown route with 404, not with the fail-closed 403', async () => {
    expect((await get('/nowhere')).statusCode).toBe(404);
  });

  it('principalOf refuses a request without a principal', async () => {
    expect((await get('/principal-of')).json()).toEqual(UNAUTHENTICATED);
    expect((await get('/principal-of', 'Bearer admin')).json()).toEqual({ principal: 'a-admin' });
    expect(() => principalOf({ principal: null } as never)).toThrow(HttpError);
  });
});
