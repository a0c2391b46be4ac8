import { useMemo, type ReactNode } from 'react';
import { CustomRoutes, Resource, type DashboardComponent, type I18nProvider, type TranslationMessages } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { localizePath } from '@core/i18n/locales';
import { AREAS, type Area } from '@core/rules/menus';
import { createAuthProvider } from '@client/session/authProvider';
import { formRoutes, MyFormsPage, resourcesOf } from '../pages/registry';
import { AreaContext, areaPath } from '../shared/areaContext';
import { AreaLanding } from './areas/AreaLanding';
import { areaRoutes } from './areas/areaRoutes';
import { createDataProvider, type DataProviderOptions } from './dataProvider';
import { createI18nProvider } from './i18n';
import { MemberContext, type MemberContextValue } from '../shared/memberContext';
import { MemberAdmin } from './MemberAdmin';
import { LiveNotificationsProvider } from '../shared/LiveNotificationsContext';
import { closeBeforeSessionEnds } from '../shared/sessionEnd';

interface AppProps {
  member: MemberContextValue;
  /** The shell's messages in the member's language (loadMemberMessages in ./i18n), loaded before the app renders. */
  messages: TranslationMessages;
}

interface AreaAdminProps {
  member: MemberContextValue;
  i18nProvider: I18nProvider;
}

/** The member lists the gateway pages itself (SPEC 3), for react-admin's list machinery. */
const PAGED = {
  'employer-vacancies': { family: 'jp', path: '/employer/job-vacancy' },
  // The candidates' dashboard: its page of candidates, the counters beside them as the list's meta.
  'employer-candidates': { family: 'jp', path: '/job-vacancy/list-candidate', itemsAt: 'candidates' },
  // The trainer's fees: the enrolments a page, the sums per month and course as the list's meta.
  'trainer-fees': { family: 'main', path: '/trainer-transaction' },
  // The classes a trainer teaches (SPEC 3's my-course), with its filter.
  'trainer-courses': { family: 'main', path: '/trainer-dashboard/my-course' },
} satisfies DataProviderOptions['paged'];
/** The member lists the gateway answers whole (a person's own records), paged in the browser. */
const LISTED = {
  'my-orders': { family: 'main', path: '/order' },
  // A job seeker's (or Trainee's) own applications.
  'my-applications': { family: 'jp', path: '/applications' },
  // A trainer's class's VR results (the class from the read's meta.path).
  'class-vr-results': { family: 'main', path: '/scheduling/classes/:classId/vr-result' },
  // A trainer's class's OJT submissions.
  'class-ojt-results': { family: 'main', path: '/scheduling/classes/:classId/ojt-result' },
} satisfies DataProviderOptions['listed'];

/**
 * One area of the member app (SPEC 2: /member, /employer, /job-seeker, each also under /en). There is no
 * react-admin login page: the public site's /login is the login, and the authProvider sends every logout and
 * failed check there. The custom routes also keep react-admin from showing its "Welcome to react-admin" page,
 * which it shows when an admin has no resources or routes.
 */
/** Where an admin is mounted: an area, or the forms (/form), which reuse the area's frame and menu. */
interface AdminPlace {
  area: Area;
  basename?: string;
  dashboard?: DashboardComponent;
  routes?: ReactNode;
}

function AreaAdmin({
  member,
  i18nProvider,
  area,
  basename = areaPath(area, member.locale),
  dashboard = AreaLanding,
  routes = areaRoutes(area),
}: AreaAdminProps & AdminPlace) {
  const authProvider = useMemo(
    () =>
      createAuthProvider({
        ...member,
        origin: window.location.origin,
        currentPage: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
        beforeLogout: closeBeforeSessionEnds,
      }),
    [member],
  );
  const dataProvider = useMemo(() => createDataProvider(member.gateway, { paged: PAGED, listed: LISTED }), [member.gateway]);
  return (
    <AreaContext.Provider value={area}>
      <MemberAdmin basename={basename} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} dashboard={dashboard}>
        <CustomRoutes>{routes}</CustomRoutes>
        {/* The operator's resources live in the area itself, not in the forms' admin. */}
        {basename === areaPath(area, member.locale) &&
          resourcesOf(area).map(({ segment, resource }) => <Resource key={segment} name={segment} {...resource} />)}
      </MemberAdmin>
    </AreaContext.Provider>
  );
}

/**
 * SPEC 2 wants history-mode URLs, and react-admin's own router uses the hash, so the app brings a browser
 * router (a data router, which react-admin's unsaved-changes guard needs) and mounts one admin per area under
 * its basename, where react-admin then builds its links. Moving to another area mounts that area's admin.
 */
export function App({ member, messages }: AppProps) {
  // One provider for every area's admin: the catalog groups a page loaded stay for the pages of the next area.
  const i18nProvider = useMemo(() => createI18nProvider(member.locale, messages), [member.locale, messages]);
  const router = useMemo(
    () =>
      createBrowserRouter([
        ...AREAS.map((area) => ({
          path: `${areaPath(area, member.locale)}/*`,
          element: <AreaAdmin key={area} member={member} i18nProvider={i18nProvider} area={area} />,
        })),
        {
          path: `${localizePath('/form', member.locale)}/*`,
          element: (
            <AreaAdmin
              key="form"
              member={member}
              i18nProvider={i18nProvider}
              area="member"
              basename={localizePath('/form', member.locale)}
              dashboard={MyFormsPage}
              routes={formRoutes()}
            />
          ),
        },
      ]),
    [member, i18nProvider],
  );
  return (
    <MemberContext.Provider value={member}>
      <LiveNotificationsProvider>
        <RouterProvider router={router} />
      </LiveNotificationsProvider>
    </MemberContext.Provider>
  );
}
