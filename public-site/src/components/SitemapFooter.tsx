import { useT } from '../i18n/locale';
import { useFooterClassName } from './footerSpacing';
import { FooterAppLinks } from './FooterAppLinks';
import { FooterCompany } from './FooterCompany';
import { FloatingChatButton } from './FloatingChatButton';
import { FooterLinkList } from './FooterLinkList';

/** SPEC 2's fuller footer (v2 pages): the standard footer's parts with links to the programs, company and legal pages. */
export function SitemapFooter() {
  const t = useT();
  return (
    <footer className={useFooterClassName('site-footer')}>
      <div className="container footer-main footer-main-wide">
        <FooterCompany />
        <FooterLinkList
          id="footer-programs"
          title="site.footer.programs"
          links={[
            { label: 'site.footer.bisaForBusiness', path: '/program/bisa-for-business' },
            { label: 'site.footer.allPrograms', path: '/program/' },
            { label: 'siteFind.nav.academy', path: '/program/bisa-academy' },
            { label: 'siteFind.nav.search', path: '/search' },
            { label: 'siteFind.nav.cart', path: '/cart' },
          ]}
        />
        <FooterLinkList
          id="footer-company"
          title="site.footer.company"
          links={[
            { label: 'site.footer.ecosystem', path: '/ecosystem' },
            { label: 'site.footer.whatWeDo', path: '/what-we-do' },
            { label: 'site.nav.news', path: '/news' },
          ]}
        />
        <FooterLinkList
          id="footer-legal"
          title="site.footer.legal"
          links={[
            { label: 'site.footer.privacyPolicy', path: '/requirements/privacy-policy' },
            { label: 'site.footer.termsConditions', path: '/requirements/terms-conditions' },
            { label: 'site.footer.termsOfService', path: '/terms-of-service' },
          ]}
        />
        <FooterAppLinks />
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>{t('common.copyright')}</p>
        </div>
      </div>
      {/* SPEC's floating chat button on every page with this footer (a fixed link: no script needed). */}
      <FloatingChatButton />
    </footer>
  );
}
