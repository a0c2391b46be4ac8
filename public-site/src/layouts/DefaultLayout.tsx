import { SiteFooter } from '../components/SiteFooter';
import { SiteHeaderIsland } from '../components/SiteHeaderIsland';
import { SkipLink } from '../components/SkipLink';
import { PageMain } from './PageMain';

/** The id of the element dialogs portal into (SPEC 2: the default layout's modal target). */
export const MODAL_ROOT_ID = 'modal-root';

/** SPEC 2's default layout: header, the page, footer, and the modal target. */
export function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland />
      <PageMain />
      <SiteFooter />
      <div id={MODAL_ROOT_ID} />
    </>
  );
}
