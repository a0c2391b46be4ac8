import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { UnverifiedEmailBanner } from '../shared/UnverifiedEmailBanner';
import { MemberAppBar } from './header/MemberAppBar';
import { MemberSidebar } from './menu/MemberSidebar';
import { SessionExpiredNotice } from './SessionExpiredNotice';

/**
 * react-admin's layout (skip link, app bar, one <main> holding the sidebar and the page) with the member header,
 * the role's menu, and SPEC 8's unverified-email banner above every page.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={MemberAppBar} menu={MemberSidebar}>
      <SessionExpiredNotice />
      <UnverifiedEmailBanner />
      {children}
    </Layout>
  );
}
