import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { headerLoginPath } from '@core/jobs/portalLogin';
import { BrandLogo } from '../assets/BrandLogo';
import { CloseIcon } from '../assets/icons';
import { useLocalizedPath, useT } from '../i18n/locale';
import { useSiteData } from '../siteData';
import { CollapsibleGroup } from './CollapsibleGroup';
import { ContactUsLink } from './ContactUsLink';
import { keepTabInside } from './focusTrap';
import { LanguageToggle } from './LanguageToggle';
import { NavItemList } from './NavItemList';
import { ABOUT_MENU, PROGRAM_MENU } from './siteNavigation';

/**
 * SPEC 2's mobile sidebar, a modal dialog: home, the collapsible Program and About Us groups, contact, a Login
 * button only for visitors who are not logged in, a close button and the ENG/IND toggle. It takes focus when
 * it opens, keeps Tab inside, and closes on Escape, the close button, the backdrop or a followed link.
 */
export function MobileSidebar({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const to = useLocalizedPath();
  const { loggedIn } = useSiteData();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    // The page behind a modal does not scroll.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else {
      keepTabInside(event, panelRef.current);
    }
  }

  function onPanelClick(event: MouseEvent) {
    if ((event.target as Element).closest('a[href]')) onClose();
  }

  return (
    <div className="mobile-sidebar-layer">
      <div className="mobile-sidebar-backdrop" onClick={onClose} />
      <div
        id={id}
        ref={panelRef}
        className="mobile-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={t('site.header.menu')}
        onKeyDown={onKeyDown}
        onClick={onPanelClick}
      >
        <div className="mobile-sidebar-top">
          <BrandLogo />
          <button ref={closeRef} type="button" className="icon-button" aria-label={t('site.header.closeMenu')} onClick={onClose}>
            <CloseIcon size={24} />
          </button>
        </div>
        <nav aria-label={t('site.header.mainNav')}>
          <ul className="sidebar-list">
            <li>
              <Link className="sidebar-link" to={to('/')}>
                {t('site.nav.home')}
              </Link>
            </li>
            <li>
              <CollapsibleGroup id={`${id}-program`} label={t('site.nav.program')}>
                <NavItemList items={PROGRAM_MENU} idPrefix={`${id}-program`} />
              </CollapsibleGroup>
            </li>
            <li>
              <CollapsibleGroup id={`${id}-about`} label={t('site.nav.aboutUs')}>
                <NavItemList items={ABOUT_MENU} idPrefix={`${id}-about`} />
              </CollapsibleGroup>
            </li>
            <li>
              <ContactUsLink className="sidebar-link" />
            </li>
          </ul>
        </nav>
        <div className="mobile-sidebar-bottom">
          {!loggedIn && (
            <Link className="button button-primary" to={to(headerLoginPath(pathname))}>
              {t('site.header.login')}
            </Link>
          )}
          <LanguageToggle />
        </div>
      </div>
    </div>
  );
}
