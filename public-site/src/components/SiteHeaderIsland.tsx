import { island } from '../islands/Island';
import { useSiteData } from '../siteData';
import { SiteHeader } from './SiteHeader';

/** The header as an island: its links work as markup; menus, sidebar and toggle load on the first pointer, focus or touch. */
const AnonymousHeader = island('header', SiteHeader, 'interaction');
/** A logged-in member's header hydrates at once: their first name and cart count are filled in by the browser (issue 17). */
const MemberHeader = island('header', SiteHeader, 'load');

export function SiteHeaderIsland() {
  return useSiteData().loggedIn ? <MemberHeader /> : <AnonymousHeader />;
}
