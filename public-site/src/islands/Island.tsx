import { createContext, useContext, type ComponentType, type JSX, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageHeadRecorder } from '../hooks/usePageHead';
import { useLocale } from '../i18n/locale';
import { useSiteData } from '../siteData';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, WHEN_ATTRIBUTE } from './attributes';
import { IslandRoot } from './IslandRoot';
import { RecordNamespaces } from './recordNamespaces';
import type { HydrateWhen, IslandName } from './registry';

/** The route handle of a page that hydrates only its islands (its links are full page loads); see README.md. */
export const ISLAND_PAGE = { islands: true } as const;

/**
 * Given by entry-server.tsx on ISLAND_PAGE pages: renders an island as a React root of its own (the browser hydrates
 * it as one), and collects the catalog namespaces the islands' texts come from.
 */
export interface IslandServer {
  renderToString: (node: ReactNode) => string;
  namespaces: Set<string>;
}
export const IslandServerContext = createContext<IslandServer | null>(null);

/**
 * Makes a component an island (islands/README.md; its props must survive JSON): rendered by the server inside a
 * wrapper naming it and carrying its props; on ISLAND_PAGE pages the browser loads and hydrates only the wrappers'
 * components. On other pages (the whole app hydrates) the component renders inline and the wrapper stays inert.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>, when: HydrateWhen = 'visible'): (props: P) => JSX.Element {
  function Island(props: P) {
    const server = useContext(IslandServerContext);
    const siteData = useSiteData();
    const locale = useLocale();
    const { pathname, search, hash } = useLocation();
    const recordHead = useContext(PageHeadRecorder);
    const wrapper = { className: 'island', [ISLAND_ATTRIBUTE]: name, [WHEN_ATTRIBUTE]: when, [PROPS_ATTRIBUTE]: JSON.stringify(props) };
    if (!server) {
      return (
        <div {...wrapper}>
          <Component {...props} />
        </div>
      );
    }
    const html = server.renderToString(
      <PageHeadRecorder.Provider value={recordHead}>
        <RecordNamespaces.Provider value={server.namespaces}>
          <IslandRoot siteData={siteData} locale={locale} location={{ pathname, search, hash }}>
            <Component {...props} />
          </IslandRoot>
        </RecordNamespaces.Provider>
      </PageHeadRecorder.Provider>,
    );
    return <div {...wrapper} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
