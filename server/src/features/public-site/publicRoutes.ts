import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { redirectToRememberedLocale } from '../../platform/rememberedLocale';
import type { ContractedApp } from '../../platform/typeProvider';
import type { SiteSource } from './builtSite';
import { LEGACY_REDIRECTS } from './legacyRedirects';
import { sitePages } from './sitePages';

const wildcardParams = Type.Object({ '*': Type.String() });
/** The site's own files at its top level (favicon, robots.txt, the offline page): never a page. */
const TOP_LEVEL_FILE = /^[\w.-]+\.(ico|png|svg|txt|webmanifest|xml|webm|html)$/;
const legacyParams = Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' } });

/**
 * DESIGN 2: the public site (/, /en/...), its assets, service worker and top-level files, and SPEC 2's legacy
 * redirects. No response schemas: every answer is a file, an HTML page or a redirect.
 */
export async function publicRoutes(app: ContractedApp, { ctx, site }: { ctx: AppContext; site: SiteSource }) {
  const dist = path.join(ctx.config.rootDir, 'public-site', 'dist');
  const sendPage = sitePages(app, { ctx, site });
  // Import the server bundle now rather than on the first visit.
  await site();

  // serve: false — only the routes below send files, each with its own caching (cacheControl: false, or
  // @fastify/send would replace each route's cache-control header with its own 'public, max-age=0').
  // preCompressed: the build writes .br and .gz beside the scripts and styles (scripts/build-service-worker.ts).
  await app.register(fastifyStatic, { root: dist, serve: false, cacheControl: false, preCompressed: true });
  const policy = { config: { policy: 'public' as const } };

  // Hashed names: a changed file gets a new name, so the old one may be kept for a year.
  app.get('/assets/*', { schema: { params: wildcardParams }, ...policy }, (request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(request.params['*'], path.join(dist, 'assets')),
  );

  for (const prefix of ['', '/en']) {
    for (const { from, to } of LEGACY_REDIRECTS) {
      app.get(`${prefix}${from}`, { schema: { params: legacyParams }, ...policy }, (request, reply) => {
        const query = request.url.indexOf('?');
        const target = `${prefix}${to(request.params)}`.replace(/^\/en\/$/, '/en');
        return reply.redirect(query < 0 ? target : `${target}${request.url.slice(query)}`, 301);
      });
    }
  }

  // The service worker (scripts/build-service-worker.ts): always revalidated, so a deploy's new precache list
  // reaches every browser at its next visit; its scope is the whole origin.
  app.get('/sw.js', policy, (_request, reply) => {
    if (!existsSync(path.join(dist, 'sw.js'))) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/').sendFile('sw.js', dist);
  });

  // Files at the public site's top level (favicon, robots.txt, the offline page, the banner video) and every page.
  app.get('/*', { schema: { params: wildcardParams }, ...policy }, async (request, reply) => {
    const name = request.params['*'];
    // An unknown API path is an API 404 in the envelope, not the site's HTML.
    if (name.startsWith('api/')) return reply.callNotFound();
    const topLevelFile = TOP_LEVEL_FILE.test(name);
    if (topLevelFile && name !== 'index.html' && existsSync(path.join(dist, name))) {
      return reply.header('cache-control', 'public, max-age=3600').sendFile(name, dist);
    }
    // A missing file is the site's 404 page as it is; a page, for someone who chose English, its /en twin.
    return (!topLevelFile && redirectToRememberedLocale(request, reply)) || sendPage(request, reply);
  });
}
