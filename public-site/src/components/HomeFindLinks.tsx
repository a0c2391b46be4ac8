import type { MessageKey } from '@core/i18n/catalog';
import { useLocalizedPath, useT } from '../i18n/locale';

const LINKS: { path: string; title: MessageKey; text: MessageKey }[] = [
  { path: '/program', title: 'siteFind.home.catalogue', text: 'siteFind.home.catalogueText' },
  { path: '/search', title: 'siteFind.home.search', text: 'siteFind.home.searchText' },
  { path: '/cart', title: 'siteFind.home.cart', text: 'siteFind.home.cartText' },
];

/** The home page's way to the catalogue, the search and the cart (plain links: no script needed). */
export function HomeFindLinks() {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <nav className="find-links" aria-labelledby="home-find">
      <h2 id="home-find">{t('siteFind.home.title')}</h2>
      <ul className="find-links-list">
        {LINKS.map((link) => (
          <li key={link.path}>
            <a href={to(link.path)}>
              <strong>{t(link.title)}</strong>
              {t(link.text)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
