import { AppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { LanguageToggle } from '../LanguageToggle';
import { MemberUserMenu } from '../MemberUserMenu';
import { MemberSearch } from './MemberSearch';
import { NotificationLink } from './NotificationLink';
import { SiteLinks } from './SiteLinks';

/** SPEC 2's member header: the page title, search, links to the public site, notifications, language and account menu. */
export function MemberAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<MemberUserMenu />}
      toolbar={
        <>
          <SiteLinks />
          <NotificationLink />
          <LanguageToggle />
          {/* Its spinner (while a page's reads run) passes the label on to its progressbar, which axe wants named. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <TitlePortal />
      <MemberSearch />
    </AppBar>
  );
}
