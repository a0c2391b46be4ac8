import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { LanguageToggle } from './LanguageToggle';
import { MemberUserMenu } from './MemberUserMenu';
import { SessionExpiredNotice } from './SessionExpiredNotice';

function MemberAppBar() {
  return (
    <AppBar
      userMenu={<MemberUserMenu />}
      toolbar={
        <>
          <LanguageToggle />
          <LoadingIndicator />
        </>
      }
    />
  );
}

/** react-admin's layout (skip link, app bar, one <main> holding the sidebar and the page) with our app bar. */
export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={MemberAppBar}>
      <SessionExpiredNotice />
      {children}
    </Layout>
  );
}
