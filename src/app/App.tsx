import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AREAS, createAuthProvider, type Area } from '../core';
import { AreaContext, areaPath } from './areas/areaContext';
import { AreaLanding } from './areas/AreaLanding';
import { areaRoutes } from './areas/areaRoutes';
import { createDataProvider } from './dataProvider';
import { createI18nProvider } from './i18n';
import { MemberContext, type MemberContextValue } from './memberContext';
import { MemberLayout } from './MemberLayout';
import { MemberNotification } from './MemberNotification';
import { LiveNotificationsProvider } from './notifications/LiveNotificationsContext';
import { memberTheme } from './theme';

interface AppProps {
  member: MemberContextValue;
}

/**
 * One area of the member app (SPEC 2: /member, /employer, /job-seeker, each also under /en). There is no
 * react-admin login page: the public site's /login is the login, and the authProvider sends every logout and
 * failed check there. The custom routes also keep react-admin from showing its "Welcome to react-admin" page,
 * which it shows when an admin has no resources or routes.
 */
function AreaAdmin({ member, area }: AppProps & { area: Area }) {
  const authProvider = useMemo(() => createAuthProvider({ ...member, origin: window.location.origin }), [member]);
  const i18nProvider = useMemo(() => createI18nProvider(member.locale), [member.locale]);
  const dataProvider = useMemo(() => createDataProvider(member.gateway), [member.gateway]);
  return (
    <AreaContext.Provider value={area}>
      <Admin
        basename={areaPath(area, member.locale)}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={AreaLanding}
        layout={MemberLayout}
        theme={memberTheme}
        notification={MemberNotification}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes>{areaRoutes(area)}</CustomRoutes>
      </Admin>
    </AreaContext.Provider>
  );
}

/**
 * SPEC 2 wants history-mode URLs, and react-admin's own router uses the hash, so the app brings a browser
 * router (a data router, which react-admin's unsaved-changes guard needs) and mounts one admin per area under
 * its basename, where react-admin then builds its links. Moving to another area mounts that area's admin.
 */
export function App({ member }: AppProps) {
  const router = useMemo(
    () =>
      createBrowserRouter(
        AREAS.map((area) => ({ path: `${areaPath(area, member.locale)}/*`, element: <AreaAdmin key={area} member={member} area={area} /> })),
      ),
    [member],
  );
  return (
    <MemberContext.Provider value={member}>
      <LiveNotificationsProvider>
        <RouterProvider router={router} />
      </LiveNotificationsProvider>
    </MemberContext.Provider>
  );
}
