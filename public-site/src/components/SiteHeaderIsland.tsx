import { island } from '../islands/Island';
import { SiteHeader } from './SiteHeader';

/** The header as an island: its links work as markup; menus, sidebar and toggle load on the first pointer, focus or touch. */
export const SiteHeaderIsland = island('header', SiteHeader, 'interaction');
