import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderSitePage } from '@core/site/rendering';
import { isRenderTemplate } from './htmlPage';

/** The public site's build as the gateway uses it: the client's index.html and the server bundle's render(). */
export interface BuiltSite {
  template: string;
  render: RenderSitePage;
}

/** The current build, or undefined while there is none (the gateway answers 503 until `npm run build`). */
export type SiteSource = () => Promise<BuiltSite | undefined>;

/** Both files' modification times: a new build changes them. Undefined while either is missing. */
function buildStamp(files: string[]): string | undefined {
  if (!files.every((file) => existsSync(file))) return undefined;
  return files.map((file) => statSync(file).mtimeMs).join('-');
}

/**
 * Reads public-site/dist/index.html and imports public-site/dist-server/entry-server.js. In production once
 * (a deploy restarts the process); in development again after every rebuild, so a gateway left running
 * serves the build it is asked for (the import URL carries the build stamp, so Node loads the new module).
 */
export function builtSiteFrom(rootDir: string, production: boolean): SiteSource {
  const templateFile = path.join(rootDir, 'public-site', 'dist', 'index.html');
  const rendererFile = path.join(rootDir, 'public-site', 'dist-server', 'entry-server.js');
  let loaded: { stamp: string; site: BuiltSite } | undefined;
  return async () => {
    if (loaded && production) return loaded.site;
    const stamp = buildStamp([templateFile, rendererFile]);
    if (!stamp) return undefined;
    if (loaded?.stamp === stamp) return loaded.site;
    const template = readFileSync(templateFile, 'utf8');
    if (!isRenderTemplate(template)) return undefined;
    const { render } = (await import(`${pathToFileURL(rendererFile).href}?build=${stamp}`)) as { render: RenderSitePage };
    loaded = { stamp, site: { template, render } };
    return loaded.site;
  };
}
