import { describe, expect, it } from 'vitest';
import menusFile from '../../schemas/menus.json';
import { comingLaterOf, MEMBER_PAGE_ALIASES, MEMBER_PAGES, readySegmentsOf } from '@core/rules/memberPages';
import { areaOf, AREAS, DASHBOARD_SEGMENT, menuFor, segmentsOf } from '@core/rules/menus';
import { ROLE_ACCOUNT_TYPE, ROLES } from '@core/rules/roles';
import { MEMBER_PAGE_REGISTRY, registeredPage, resourcesOf } from '../../src/pages/registry';

describe('the member page registry (packages/core/src/rules/memberPages.ts joined in src/pages/registry.ts)', () => {
  it('keys every page by area and segment, each pair once', () => {
    const keys = MEMBER_PAGE_REGISTRY.map((page) => `${page.area}/${page.segment}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = MEMBER_PAGES.map((entry) => entry.page);
    expect(new Set(names).size).toBe(names.length);
  });

  it("routes each page only where its area's menus (schemas/menus.json) or every role's own pages name its segment", () => {
    for (const page of MEMBER_PAGE_REGISTRY) expect(segmentsOf(page.area), `${page.area}/${page.segment}`).toContain(page.segment);
  });

  it('gives every page of the core list a view: a component loaded with its catalog groups (lazyPages) or the props of a react-admin resource', () => {
    const views = MEMBER_PAGE_REGISTRY.map((page) => ({ name: `${page.area}/${page.segment}`, view: page.view as Record<string, unknown> }));
    for (const { name, view } of views) expect('component' in view || 'resource' in view, name).toBe(true);
    const components = views.filter(({ view }) => 'component' in view);
    expect(components.length).toBeGreaterThan(0);
    for (const { name, view } of components) expect((view.component as { messageParts?: unknown }).messageParts, name).toBeInstanceOf(Array);
  });

  it("sends SPEC's other paths to a registered page of the same area, never hiding a page of their own", () => {
    expect(MEMBER_PAGE_ALIASES.length).toBeGreaterThan(0);
    for (const { area, segment, to } of MEMBER_PAGE_ALIASES) {
      expect(registeredPage(area, segment), `${area}/${segment}`).toBeUndefined();
      const target = new URL(to, 'http://x/').pathname.slice(1);
      expect(registeredPage(area, target), `${area}/${segment} -> ${to}`).toMatchObject({ area, segment: target });
    }
  });

  it('keeps the URLs and resource names the app had before the registry', () => {
    for (const area of AREAS) expect(registeredPage(area, 'profile')?.view, area).toHaveProperty('component');
    expect(registeredPage('member', 'transaksi')?.detailPaths).toEqual([':id']);
    expect(registeredPage('member', 'notification')?.view).toHaveProperty('component');
    expect(registeredPage('member', 'kompetensi')?.view).toHaveProperty('component');
    expect(registeredPage('employer', 'transaksi')).toBeUndefined();
    expect(resourcesOf('employer')).toEqual([]);
    expect(resourcesOf('job-seeker')).toEqual([]);
    // Every item of the Admin menu (schemas/menus.json, in its order) but its landing page, profile and the pages that
    // are views, not records (the job queue, the site visits' charts) is one of its resources.
    const views = [DASHBOARD_SEGMENT, 'profile', 'admin-job-queue', 'admin-analytics'];
    const adminItems = menusFile.roles.Admin.items.map((item) => item.segment).filter((segment) => !views.includes(segment));
    expect(registeredPage('member', 'admin-job-queue')?.view).toHaveProperty('component');
    expect(registeredPage('member', 'admin-analytics')?.view).toHaveProperty('component');
    expect(resourcesOf('member').map((resource) => resource.segment)).toEqual(adminItems);
  });

  it("derives the landing page's ready list, and so what comes later, from the registry", () => {
    for (const area of AREAS) {
      // A page for some roles only (the assessor SPV's jadwal) is not ready for the area's other roles.
      const registered = MEMBER_PAGES.filter((page) => (page.areas as readonly string[]).includes(area) && !('onlyFor' in page)).map(
        (page) => page.segment,
      );
      expect(readySegmentsOf(area), area).toEqual([DASHBOARD_SEGMENT, ...registered]);
    }
    // Learning built the last menu pages: no role's landing page promises anything for later.
    for (const role of ROLES) expect(comingLaterOf(areaOf(role), menuFor(role, ROLE_ACCOUNT_TYPE[role]), role), role).toEqual([]);
    expect(registeredPage('employer', 'candidate')?.detailPaths).toEqual([':id']);
    expect(registeredPage('member', 'jadwal')).toMatchObject({
      area: 'member',
      segment: 'jadwal',
      detailPaths: [],
      view: { component: expect.anything() },
    });
  });
});
