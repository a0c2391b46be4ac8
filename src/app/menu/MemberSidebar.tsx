import { Divider } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { MemberSearch } from '../header/MemberSearch';
import { SiteLinks } from '../header/SiteLinks';
import { RoleMenu } from './RoleMenu';

/**
 * The sidebar: the role's menu, and below the widths where they fit in the app bar, the header's search and site
 * links. A collapsed sidebar is only as wide as an icon, so it keeps just the menu.
 */
export function MemberSidebar() {
  const [open] = useSidebarState();
  if (!open) return <RoleMenu />;
  return (
    <>
      <MemberSearch inDrawer />
      <RoleMenu />
      <Divider sx={{ display: { lg: 'none' }, my: 1 }} />
      <SiteLinks inDrawer />
    </>
  );
}
