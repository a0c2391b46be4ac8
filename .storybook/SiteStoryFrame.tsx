import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { localeOfPath } from '@core/i18n/locales';
import { LocaleProvider } from '../public-site/src/i18n/locale';
import { SiteDataProvider, type SiteData } from '../public-site/src/siteData';

const StoryContent = createContext<ReactNode>(null);
const OutletContent = createContext<ReactNode>(null);

/** The story, in the locale of the router's current path, as the site's shell gives it to pages. */
function StoryRoute() {
  const { pathname } = useLocation();
  return <LocaleProvider locale={localeOfPath(pathname)}>{useContext(StoryContent)}</LocaleProvider>;
}

/** What a story that renders an <Outlet /> (a layout) shows in it. */
function StoryOutlet() {
  return useContext(OutletContent);
}

interface FrameProps {
  /** The first address, in the story's locale (e.g. /en/login). */
  path: string;
  siteData: SiteData;
  /** Thrown by the route's loader, so the story renders as the route's error element. */
  routeError?: unknown;
  /** The page a layout story shows in its <Outlet />. */
  outlet?: ReactNode;
  children: ReactNode;
}

/**
 * A data router (useNavigation needs one) whose every path shows the story, so links in a story navigate
 * without leaving it, and the language toggle switches its locale. Keyed by the caller on path and locale.
 */
export function SiteStoryFrame({ path, siteData, routeError, outlet, children }: FrameProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryRoute />,
          errorElement: <StoryRoute />,
          loader:
            routeError === undefined
              ? undefined
              : () => {
                  throw routeError;
                },
          children: [{ path: '*', element: <StoryOutlet /> }],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <SiteDataProvider value={siteData}>
      <StoryContent.Provider value={children}>
        <OutletContent.Provider value={outlet}>
          <RouterProvider router={router} />
        </OutletContent.Provider>
      </StoryContent.Provider>
    </SiteDataProvider>
  );
}
