import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { builtSiteFrom, type SiteSource } from './builtSite';
import { publicRoutes } from './publicRoutes';

export type { BuiltSite, SiteSource } from './builtSite';

export interface PublicSiteOptions {
  ctx: AppContext;
  /** The build to serve; tests give a fake one. Default: public-site/dist and public-site/dist-server. */
  site?: SiteSource;
}

/** DESIGN 2: the public site, rendered on the server and hydrated in the browser. */
export async function publicSiteFeature(
  app: FastifyInstance,
  { ctx, site = builtSiteFrom(ctx.config.rootDir, ctx.config.production) }: PublicSiteOptions,
) {
  await publicRoutes(contracted(app), { ctx, site });
}
