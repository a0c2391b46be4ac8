import { Link } from 'react-router';
import { useLocalizedPath, useT } from '../i18n/locale';
import { LanguageToggle } from './LanguageToggle';

export function SiteHeader() {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={to('/')} className="site-name">
          {t('common.appName')}
        </Link>
        <LanguageToggle />
      </div>
    </header>
  );
}
