import { Link } from 'react-router';
import { useLocalizedPath, useT } from '../i18n/locale';
import type { NavItem } from './siteNavigation';

/** The entries of one menu as a list of links; groups get a label and a nested list named by it. */
export function NavItemList({ items, idPrefix }: { items: NavItem[]; idPrefix: string }) {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <ul className="nav-list">
      {items.map((item, index) => {
        if (item.kind === 'link') {
          return (
            <li key={item.label}>
              <Link className="nav-list-link" to={to(item.path)}>
                {t(item.label)}
              </Link>
            </li>
          );
        }
        if (item.kind === 'disabled') {
          return (
            <li key={item.label}>
              <span className="nav-list-link nav-list-disabled" aria-disabled="true">
                {t(item.label)} <span className="nav-badge">{t('site.nav.comingSoon')}</span>
              </span>
            </li>
          );
        }
        const labelId = `${idPrefix}-group-${index}`;
        return (
          <li key={item.label} className="nav-group">
            <span className="nav-group-label" id={labelId}>
              {t(item.label)}
            </span>
            <ul className="nav-list" aria-labelledby={labelId}>
              {item.children.map((child) => (
                <li key={child.label}>
                  <Link className="nav-list-link" to={to(child.path)}>
                    {t(child.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
