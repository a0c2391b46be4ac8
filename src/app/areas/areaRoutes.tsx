import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router';
import { CATALOGUE_ADMIN_SEGMENTS, CONTENT_RESOURCE_SEGMENTS, segmentsOf, type Area } from '../../core';
import { AreaGuard } from './AreaGuard';

/** Pages load when first opened, so the first page of the app carries none of the others' code. */
const ProfilePage = lazy(() => import('../../pages/profile/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const NotificationsPage = lazy(() =>
  import('../../pages/notifications/NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);
const TransactionsPage = lazy(() => import('../../pages/transactions/TransactionsPage').then((module) => ({ default: module.TransactionsPage })));
const MyProgramsPage = lazy(() => import('../../pages/my-programs/MyProgramsPage').then((module) => ({ default: module.MyProgramsPage })));
const UpcomingPage = lazy(() => import('../../pages/upcoming/UpcomingPage').then((module) => ({ default: module.UpcomingPage })));

/** The pages built so far, by segment; every other segment of a menu shows UpcomingPage until its issue lands. */
const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  profile: ProfilePage,
  notification: NotificationsPage,
  transaksi: TransactionsPage,
  kompetensi: MyProgramsPage,
};

/** Segments whose page also shows one record at /{segment}/{id}. */
const DETAIL_SEGMENTS: readonly string[] = ['transaksi'];

function AreaPage({ area, segment }: { area: Area; segment: string }) {
  const Page = PAGES[segment];
  return <AreaGuard area={area} segment={segment}>{Page ? <Page /> : <UpcomingPage area={area} segment={segment} />}</AreaGuard>;
}

/** The custom routes of an area: one per page its roles' menus name (schemas/menus.json), each behind the area guard. */
export function areaRoutes(area: Area) {
  // The operator's segments are react-admin resources (pages/content, pages/catalogue-admin), with their own routes.
  return segmentsOf(area)
    .filter((segment) => !CONTENT_RESOURCE_SEGMENTS.includes(segment) && !CATALOGUE_ADMIN_SEGMENTS.includes(segment))
    .flatMap((segment) => [
      <Route key={segment} path={`/${segment}`} element={<AreaPage area={area} segment={segment} />} />,
      ...(DETAIL_SEGMENTS.includes(segment) ? [<Route key={`${segment}/:id`} path={`/${segment}/:id`} element={<AreaPage area={area} segment={segment} />} />] : []),
    ]);
}
