import type { Preview } from '@storybook/react-vite';
import { isLocale, localizePath } from '@core/i18n/locales';
import '../public-site/src/styles.css';
import { SAMPLE_SITE_DATA } from '../stories/public-site/sampleSiteData';
import { SiteStoryFrame } from './SiteStoryFrame';

/**
 * Every story renders inside the public site's providers: the locale (toolbar, or a story's own `globals`),
 * a router at `parameters.path` in that locale (with `parameters.outlet` in a layout's <Outlet />), and SiteData (`parameters.siteData`, sample contact info by
 * default). Viewports are SPEC 9's breakpoints plus a 375 px phone.
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the site',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia (id)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'id' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        sm: { name: 'sm 640', styles: { width: '640px', height: '900px' }, type: 'mobile' },
        md: { name: 'md 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        lg: { name: 'lg 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
        xl: { name: 'xl 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        xxl: { name: '2xl 1536', styles: { width: '1536px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, { globals, parameters }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'id';
      const path = localizePath(typeof parameters.path === 'string' ? parameters.path : '/', locale);
      return (
        <SiteStoryFrame
          key={`${locale}${path}`}
          path={path}
          siteData={parameters.siteData ?? SAMPLE_SITE_DATA}
          routeError={parameters.routeError}
          outlet={parameters.outlet}
        >
          <Story />
        </SiteStoryFrame>
      );
    },
  ],
};

export default preview;
