import { CorporateFooter } from '../components/CorporateFooter';
import { SiteHeaderIsland } from '../components/SiteHeaderIsland';
import { SitemapFooter } from '../components/SitemapFooter';
import { SkipLink } from '../components/SkipLink';
import { PageMain } from './PageMain';

/**
 * SPEC 2's two v2 layouts: the navbar (with its mobile sidebar) and a footer. The marketing pages use the fuller
 * sitemap footer, the corporate pages the provider's footer (docs/decisions/2026-11-22-foundations.md).
 */
export function V2Layout({ footer }: { footer: 'sitemap' | 'corporate' }) {
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland />
      <PageMain />
      {footer === 'corporate' ? <CorporateFooter /> : <SitemapFooter />}
    </>
  );
}
