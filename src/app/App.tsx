import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router';
import { createAuthProvider } from '../core';
import { MemberDashboard } from '../pages/dashboard/MemberDashboard';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { createI18nProvider } from './i18n';
import { MemberContext, type MemberContextValue } from './memberContext';
import { MemberLayout } from './MemberLayout';
import { MemberNotification } from './MemberNotification';
import { memberTheme } from './theme';

interface AppProps {
  member: MemberContextValue;
  /** Where the member area is mounted: '/member' or '/en/member'. */
  basename: string;
}

/**
 * The member app. There is no react-admin login page: the public site's /login is the login, and the
 * authProvider sends every logout and failed check there. The custom routes also keep react-admin from
 * showing its "Welcome to react-admin" page, which it shows when an admin has no resources or routes.
 */
function MemberAdmin({ member, basename }: AppProps) {
  const authProvider = useMemo(() => createAuthProvider({ ...member, origin: window.location.origin }), [member]);
  const i18nProvider = useMemo(() => createI18nProvider(member.locale), [member.locale]);
  return (
    <Admin
      basename={basename}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={MemberDashboard}
      layout={MemberLayout}
      theme={memberTheme}
      notification={MemberNotification}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/profile" element={<ProfilePage />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * SPEC 2 wants history-mode URLs, and react-admin's own router uses the hash, so the app brings a browser
 * router (a data router, which react-admin's unsaved-changes guard needs) and mounts the admin under
 * its basename, where react-admin then builds its links.
 */
export function App({ member, basename }: AppProps) {
  const router = useMemo(
    () => createBrowserRouter([{ path: `${basename}/*`, element: <MemberAdmin member={member} basename={basename} /> }]),
    [member, basename],
  );
  return (
    <MemberContext.Provider value={member}>
      <RouterProvider router={router} />
    </MemberContext.Provider>
  );
}
