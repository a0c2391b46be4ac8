import { island } from '../islands/Island';
import { useSiteData } from '../siteData';
import { SiteHeader } from './SiteHeader';

/** The header as an island: its links work as markup; menus, sidebar and toggle load on the first pointer, focus or touch. */
const HeaderOnUse = island('header', SiteHeader, 'interaction');
/** A logged-in member's header on a shared page hydrates at once: the browser fills in their first name and cart count. */
const HeaderNow = island('header', SiteHeader, 'load');

/** A private page (SiteData.member) comes with the member's name and count, so its header too waits for first use. */
export function SiteHeaderIsland() {
  const { loggedIn, member } = useSiteData();
  return loggedIn && !member ? <HeaderNow /> : <HeaderOnUse />;
}
