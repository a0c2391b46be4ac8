import { BrandLogo } from '../assets/BrandLogo';
import { useT } from '../i18n/locale';
import { CORPORATE_PROVIDER } from './corporateProvider';
import { useFooterClassName } from './footerSpacing';

/** SPEC 2's corporate footer: the provider's name, its Jakarta address, phone and fax. */
export function CorporateFooter() {
  const t = useT();
  const { name, address, phone, fax } = CORPORATE_PROVIDER;
  return (
    <footer className={useFooterClassName('site-footer')}>
      <div className="container footer-main footer-main-corporate">
        <div className="footer-company">
          <BrandLogo />
          <h2 className="footer-heading">{t('site.footer.provider')}</h2>
          <p className="footer-company-name">{name}</p>
        </div>
        <dl className="corporate-contact">
          <dt>{t('site.footer.address')}</dt>
          <dd>
            <address>{address}</address>
          </dd>
          <dt>{t('site.footer.phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </dd>
          <dt>{t('site.footer.fax')}</dt>
          <dd>{fax}</dd>
        </dl>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>{t('common.copyright')}</p>
        </div>
      </div>
    </footer>
  );
}
