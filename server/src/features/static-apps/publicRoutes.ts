import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { redirectToRememberedLocale } from '../../platform/rememberedLocale';
import type { ContractedApp } from '../../platform/typeProvider';
import { loadBuiltApp, pageFor, type BuiltApp } from './memberAppBuild';

/** DESIGN 2: the paths the member app (react-admin) owns, in both locales. */
const MEMBER_AREAS = ['member', 'employer', 'job-seeker', 'form'] as const;

/**
 * DESIGN 2: the member app (MEMBER_AREAS, also under /en) on the same origin as the public site (whose pages the
 * public-site feature renders). Assets have hashed names and are cached for a year; HTML is never cached, so a
 * deploy is picked up at once. No response schemas: every answer is a file or the app's HTML page.
 */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const member = loadBuiltApp(path.join(ctx.config.rootDir, 'dist', 'member'), ctx.config.production);
  // serve: false — only the routes below send files, each with its own folder and caching (cacheControl: false, or
  // @fastify/send would replace each route's cache-control header with its own 'public, max-age=0').
  await app.register(fastifyStatic, { root: ctx.config.rootDir, serve: false, cacheControl: false });

  const sendPage = (built: BuiltApp) => async (request: FastifyRequest, reply: FastifyReply) => {
    // An unprefixed page for someone who chose English: the same page under /en (platform/rememberedLocale.ts).
    const remembered = redirectToRememberedLocale(request, reply);
    if (remembered) return remembered;
    const html = pageFor(built, request, ctx.config.apiKey);
    if (!html) return reply.code(503).type('text/plain').send('The apps are not built yet: run `npm run build`.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  const assetParams = Type.Object({ '*': Type.String() });

  const policy = { config: { policy: 'public' as const } };
  app.get('/member/assets/*', { schema: { params: assetParams }, ...policy }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(request.params['*'], path.join(member.dir, 'assets')),
  );
  for (const area of MEMBER_AREAS) {
    const base = `/${area}`;
    for (const prefix of ['', '/en']) {
      app.get(`${prefix}${base}`, policy, sendPage(member));
      app.get(`${prefix}${base}/*`, policy, sendPage(member));
    }
  }
}
