import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthCallback,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  type AuthProvider,
  type DashboardComponent,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { lazyExport } from '../shared/lazyExport';
import { MemberLayout } from './MemberLayout';
import { MemberNotification } from './MemberNotification';
import { memberTheme } from './theme';

/** react-admin's <Admin> keeps the sidebar's state and list preferences in localStorage; so does the member app. */
const store = localStorageStore();

// Shown inside the layout, whose Suspense shows react-admin's loading state while they load.
const AccessDenied = lazyExport(() => import('./adminPages'), 'AccessDenied');
const AuthenticationError = lazyExport(() => import('./adminPages'), 'AuthenticationError');
const NotFound = lazyExport(() => import('./adminPages'), 'NotFound');

/** react-admin's 404 page; CoreAdminUI's catch-all type does not accept NotFound's own props. */
const CatchAll = () => <NotFound />;

interface MemberAdminProps {
  basename: string;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  dashboard: DashboardComponent;
  children: ReactNode;
}

/**
 * react-admin's <Admin> (AdminContext and AdminUI) with the member app's layout, theme and notification, and no
 * login page: the public site's /login is the login. <Admin> itself imports react-admin's login form (with
 * react-hook-form and its inputs) as a default even when loginPage is false, which put about 15 kB gzip into the
 * member app's first load; this composition leaves it out.
 */
export function MemberAdmin({ basename, authProvider, dataProvider, i18nProvider, dashboard, children }: MemberAdminProps) {
  return (
    <AdminContext
      basename={basename}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={memberTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          // The pages without a title of their own (the 404) show the app's name, not react-admin's "React Admin".
          title="BISA"
          dashboard={dashboard}
          layout={MemberLayout}
          loginPage={false}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          catchAll={CatchAll}
          error={ErrorPage}
          loading={LoadingPage}
          requireAuth
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        <MemberNotification />
      </CssBaseline>
    </AdminContext>
  );
}
