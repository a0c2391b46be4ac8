import { Link, useLocation } from 'react-router';
import { stripLocale } from '@core/i18n/locales';
import { BrandLogo } from '../assets/BrandLogo';
import { useLocalizedPath, useT } from '../i18n/locale';
import { AccountButton } from './AccountButton';
import { CartLink } from './CartLink';
import { ContactUsLink } from './ContactUsLink';
import { HeaderSearch } from './HeaderSearch';
import { LanguageToggle } from './LanguageToggle';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { NavItemList } from './NavItemList';
import { ABOUT_MENU, OUTLINED_LOGO_PAGES, PROGRAM_MENU } from './siteNavigation';

/**
 * SPEC 2's public navigation: the logo (home), the Program and About us menus, Contact us, the language toggle
 * and the login/dashboard button, plus the program search and the cart. Below 1024 px the menus and the
 * toggle move into the mobile sidebar and the search takes a row of its own.
 */
export function SiteHeader() {
  const t = useT();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const logo = OUTLINED_LOGO_PAGES.has(stripLocale(pathname)) ? 'outlined' : 'default';
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to={to('/')} className="site-logo" aria-label={t('site.header.logo')}>
          <BrandLogo variant={logo} />
        </Link>
        <nav className="site-nav" aria-label={t('site.header.mainNav')}>
          <ul className="site-nav-list">
            <li>
              <NavDropdown id="nav-program" label={t('site.nav.program')}>
                <NavItemList items={PROGRAM_MENU} idPrefix="nav-program" />
              </NavDropdown>
            </li>
            <li>
              <NavDropdown id="nav-about" label={t('site.nav.aboutUs')}>
                <NavItemList items={ABOUT_MENU} idPrefix="nav-about" />
              </NavDropdown>
            </li>
            <li>
              <ContactUsLink className="nav-trigger" />
            </li>
          </ul>
        </nav>
        <HeaderSearch />
        <div className="site-header-actions">
          <div className="header-language">
            <LanguageToggle />
          </div>
          <CartLink />
          <AccountButton />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
