import { Navigate, Route } from 'react-router';
import { MEMBER_PAGE_ALIASES } from '@core/rules/memberPages';
import { DASHBOARD_SEGMENT, segmentsOf, type Area } from '@core/rules/menus';
import { ClassDashboardPage, registeredPage, UpcomingPage } from '../../pages/registry';
import { AreaGuard } from './AreaGuard';

function AreaPage({ area, segment }: { area: Area; segment: string }) {
  const page = registeredPage(area, segment);
  const Page = page && 'component' in page.view ? page.view.component : undefined;
  return (
    <AreaGuard area={area} segment={segment}>
      {Page ? <Page /> : <UpcomingPage area={area} segment={segment} />}
    </AreaGuard>
  );
}

/**
 * The custom routes of an area: one per page its roles' menus name (schemas/menus.json), each behind the area guard,
 * showing the registry's page (src/pages/registry.ts) or, until there is one, the "comes later" page; and SPEC's
 * other paths to those pages (MEMBER_PAGE_ALIASES).
 */
export function areaRoutes(area: Area) {
  const aliases = MEMBER_PAGE_ALIASES.filter((alias) => alias.area === area).map(({ segment, to }) => (
    // Relative to the path, so /en/member/... stays in English.
    <Route key={segment} path={`/${segment}`} element={<Navigate to={`../${to}`} relative="path" replace />} />
  ));
  // SPEC 2's /member/dashboard/... (dashboard/jadwal, dashboard/{mycourse} and its sub-pages): /member is the landing page.
  const dashboard =
    area === 'member'
      ? [
          <Route
            key="dashboard"
            path={`/${DASHBOARD_SEGMENT}/*`}
            element={
              <AreaGuard area={area} segment={DASHBOARD_SEGMENT}>
                <ClassDashboardPage />
              </AreaGuard>
            }
          />,
        ]
      : [];
  return [...aliases, ...dashboard, ...pages(area)];
}

/** One route per page path of the area's menus. */
function pages(area: Area) {
  return segmentsOf(area).flatMap((segment) => {
    const page = registeredPage(area, segment);
    // The operator's pages are react-admin resources, with their own routes.
    if (page && 'resource' in page.view) return [];
    const paths = [`/${segment}`, ...(page?.detailPaths ?? []).map((detail) => `/${segment}/${detail}`)];
    return paths.map((path) => <Route key={path} path={path} element={<AreaPage area={area} segment={segment} />} />);
  });
}
