import { useT } from '../i18n/locale';
import { useFooterClassName } from './footerSpacing';
import { FooterAppLinks } from './FooterAppLinks';
import { FooterCompany } from './FooterCompany';
import { FloatingChatButton } from './FloatingChatButton';
import { FooterLinkList } from './FooterLinkList';

/**
 * SPEC 2's standard footer: company name and address from the contact info, links to the catalogue, search and
 * cart, the privacy policy, the terms of service, about us, contact us and news (and the certificate verification), app-store badges and social icons, and the 2024 copyright line.
 */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className={useFooterClassName('site-footer')}>
      <div className="container footer-main">
        <FooterCompany />
        <FooterLinkList
          id="footer-programs"
          title="site.footer.programs"
          links={[
            { label: 'siteFind.nav.allPrograms', path: '/program' },
            { label: 'siteFind.nav.search', path: '/search' },
            { label: 'siteFind.nav.cart', path: '/cart' },
          ]}
        />
        <FooterLinkList
          id="footer-links"
          title="site.footer.company"
          links={[
            { label: 'site.footer.privacyPolicy', path: '/privacy-policy' },
            { label: 'site.footer.termsOfService', path: '/terms-of-service' },
            { label: 'site.nav.aboutUs', path: '/about-us' },
            { label: 'site.nav.contactUs', path: '/contact-us' },
            { label: 'site.nav.news', path: '/news' },
            { label: 'verify.footerLink', path: '/sertifikat' },
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
