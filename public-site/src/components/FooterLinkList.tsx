import type { MessageKey } from '@core/i18n/catalog';
import { Link } from 'react-router';
import { useLocalizedPath, useT } from '../i18n/locale';

/** A titled column of footer links, as a navigation region named by its heading. */
export function FooterLinkList({ id, title, links }: { id: string; title: MessageKey; links: Array<{ label: MessageKey; path: string }> }) {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <nav className="footer-links" aria-labelledby={id}>
      <h2 className="footer-heading" id={id}>
        {t(title)}
      </h2>
      <ul>
        {links.map(({ label, path }) => (
          <li key={path}>
            <Link to={to(path)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
