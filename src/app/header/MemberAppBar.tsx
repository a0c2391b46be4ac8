import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LanguageToggle } from '../LanguageToggle';
import { MemberUserMenu } from '../MemberUserMenu';
import { MemberSearch } from './MemberSearch';
import { NotificationLink } from './NotificationLink';
import { SiteLinks } from './SiteLinks';

/** SPEC 2's member header: the page title, search, links to the public site, notifications, language and account menu. */
export function MemberAppBar() {
  return (
    <AppBar
      userMenu={<MemberUserMenu />}
      toolbar={
        <>
          <SiteLinks />
          <NotificationLink />
          <LanguageToggle />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
      <MemberSearch />
    </AppBar>
  );
}
