import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router';
import { segmentsOf, type Area } from '../../core';
import { AreaGuard } from './AreaGuard';

/** Pages load when first opened, so the first page of the app carries none of the others' code. */
const ProfilePage = lazy(() => import('../../pages/profile/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const NotificationsPage = lazy(() =>
  import('../../pages/notifications/NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);
const UpcomingPage = lazy(() => import('../../pages/upcoming/UpcomingPage').then((module) => ({ default: module.UpcomingPage })));

/** The pages built so far, by segment; every other segment of a menu shows UpcomingPage until its issue lands. */
const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  profile: ProfilePage,
  notification: NotificationsPage,
};

function AreaPage({ area, segment }: { area: Area; segment: string }) {
  const Page = PAGES[segment];
  return <AreaGuard area={area} segment={segment}>{Page ? <Page /> : <UpcomingPage area={area} segment={segment} />}</AreaGuard>;
}

/** The custom routes of an area: one per page its roles' menus name (schemas/menus.json), each behind the area guard. */
export function areaRoutes(area: Area) {
  return segmentsOf(area).map((segment) => <Route key={segment} path={`/${segment}`} element={<AreaPage area={area} segment={segment} />} />);
}
