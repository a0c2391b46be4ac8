import { Link, useLocation } from 'react-router';
import { headerLoginPath } from '@core/jobs/portalLogin';
import { useLocalizedPath, useT } from '../i18n/locale';
import { useSiteData } from '../siteData';
import { useMemberFirstName } from './useMemberFirstName';

/**
 * SPEC 2's login/dashboard button. The logged-in flag comes from the server with the page, so the server's
 * HTML and the hydrated page agree; the member's name is added in the browser (the cached page for
 * logged-in visitors is shared, so it names nobody). /member is the other app: a full page load, not a client-side link.
 */
export function AccountButton() {
  const t = useT();
  const to = useLocalizedPath();
  const { loggedIn } = useSiteData();
  const { pathname } = useLocation();
  const name = useMemberFirstName();
  if (loggedIn) {
    return (
      <a className="button button-primary header-account" href={to('/member')} title={t('siteFind.member.area')}>
        {name ? t('siteFind.member.greeting', { name }) : t('site.header.dashboard')}
      </a>
    );
  }
  return (
    <Link className="button button-primary header-account" to={to(headerLoginPath(pathname))}>
      {t('site.header.login')}
    </Link>
  );
}
