import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ISLAND_PAGE } from '../../public-site/src/islands/Island';
import { siteRoutes } from '../../public-site/src/siteRoutes';
import { SKIPPED_SUITES, skipMark } from '../support/skippedSuites';
import { BUDGETS, measurePageTypes, PAGE_TYPES, publicSiteDist } from '../bench/pageBudgets';

// The public site's first-visit budgets over the production build (`npm run build`; `npm test` builds before its e2e step, so a
// checkout without a build skips this file's build check: run `npm run build` first to see it).
const dist = publicSiteDist(fileURLToPath(new URL('../..', import.meta.url)));

describe('the measured page types', () => {
  // The budgets measure the islands entry for these pages: a route that hydrates the whole app again fails here.
  it.each(PAGE_TYPES.filter((page) => page.entry === 'islands').flatMap((page) => page.paths))('%s is an island page', (pagePath) => {
    const matches = matchRoutes(siteRoutes, pagePath);
    expect(matches?.at(-1)?.route.handle).toBe(ISLAND_PAGE);
  });
});

describe.skipIf(!dist)(`public site first-visit budgets (gzip, from the build manifests)${skipMark(Boolean(dist), SKIPPED_SUITES.build)}`, () => {
  const weights = dist ? measurePageTypes(dist) : [];

  it.each(weights.map((weight) => [weight.page.name, weight] as const))('%s stays within its JavaScript and CSS budgets', (_name, weight) => {
    expect(weight.jsGzip).toBeGreaterThan(0);
    expect(weight.jsGzip).toBeLessThanOrEqual(weight.jsBudget);
    expect(weight.cssGzip).toBeGreaterThan(0);
    expect(weight.cssGzip).toBeLessThanOrEqual(BUDGETS.css);
  });

  it('content pages load no React until an island is used', () => {
    for (const weight of weights.filter(({ page }) => page.kind === 'content')) {
      expect(weight.jsGzip, weight.page.name).toBeLessThan(20_000);
    }
  });

  it('both locales are measured alike (each page loads only its own locale)', () => {
    const english = measurePageTypes(dist!, 'en');
    for (const weight of english) expect(weight.jsGzip, weight.page.name).toBeLessThanOrEqual(weight.jsBudget);
  });
});
