import { Link, useLocation } from 'react-router';
import { headerLoginPath } from '@core/jobs/portalLogin';
import { useLocalizedPath, useT } from '../i18n/locale';
import { useSiteData } from '../siteData';

/**
 * SPEC 2's login/dashboard button. The logged-in flag comes from the server with the page, so the server's
 * HTML and the hydrated page agree. /member is the other app: a full page load, not a client-side link.
 */
export function AccountButton() {
  const t = useT();
  const to = useLocalizedPath();
  const { loggedIn } = useSiteData();
  const { pathname } = useLocation();
  if (loggedIn) {
    return (
      <a className="button button-primary header-account" href={to('/member')}>
        {t('site.header.dashboard')}
      </a>
    );
  }
  return (
    <Link className="button button-primary header-account" to={to(headerLoginPath(pathname))}>
      {t('site.header.login')}
    </Link>
  );
}
