import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PLACEHOLDER } from '../../../../src/core/config/clientConfig';
import { localeOfPath } from '../../../../src/core/i18n/locales';
import type { AppContext } from '../../context';

/** DESIGN 2: the paths the member app (react-admin) owns, in both locales. */
export const MEMBER_AREAS = ['member', 'employer', 'job-seeker', 'form'] as const;

interface BuiltApp {
  dir: string;
  html(): string | undefined;
}

/**
 * index.html names the hashed assets of the current build. In production it is read once (a deploy restarts
 * the process); in development it is read per request, so a rebuild under a running gateway is picked up.
 */
function load(dir: string, production: boolean): BuiltApp {
  const file = path.join(dir, 'index.html');
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  const once = production ? read() : undefined;
  return { dir, html: production ? () => once : read };
}

/** The gateway fills in what depends on the request and the configuration: the page language and the client API key. */
function pageFor(app: BuiltApp, request: FastifyRequest, apiKey: string): string | undefined {
  const locale = localeOfPath(request.url.split('?')[0] ?? '/');
  return app.html()?.replace('<html lang="id">', `<html lang="${locale}">`).replaceAll(API_KEY_PLACEHOLDER, apiKey);
}

/**
 * DESIGN 2: the member app (MEMBER_AREAS, also under /en) on the same origin as the public site (whose pages the
 * public-site feature renders). Assets have hashed names and are cached for a year; HTML is never cached, so a
 * deploy is picked up at once.
 */
export async function staticAppsFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const member = load(path.join(ctx.config.rootDir, 'dist', 'member'), ctx.config.production);
  // serve: false — only the routes below send files, each with its own folder and caching (cacheControl: false, or
  // @fastify/send would replace each route's cache-control header with its own 'public, max-age=0').
  await app.register(fastifyStatic, { root: ctx.config.rootDir, serve: false, cacheControl: false });

  const sendPage = (built: BuiltApp) => async (request: FastifyRequest, reply: FastifyReply) => {
    const html = pageFor(built, request, ctx.config.apiKey);
    if (!html) return reply.code(503).type('text/plain').send('The apps are not built yet: run `npm run build`.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  const sendAsset = (built: BuiltApp) => async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(request.params['*'], path.join(built.dir, 'assets'));

  const policy = { config: { policy: 'public' as const } };
  app.get('/member/assets/*', policy, sendAsset(member));
  for (const area of MEMBER_AREAS) {
    const base = `/${area}`;
    for (const prefix of ['', '/en']) {
      app.get(`${prefix}${base}`, policy, sendPage(member));
      app.get(`${prefix}${base}/*`, policy, sendPage(member));
    }
  }
}
