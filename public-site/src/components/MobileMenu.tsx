import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../assets/icons';
import { useT } from '../i18n/locale';
import { MobileSidebar } from './MobileSidebar';

const SIDEBAR_ID = 'mobile-sidebar';
/** SPEC 9's lg breakpoint, where styles-shell.css hides the menu button and the sidebar. */
const WIDE_SCREEN = '(min-width: 1024px)';

/** The header's menu button for narrow screens, and the sidebar it opens. */
export function MobileMenu() {
  const t = useT();
  const { pathname } = useLocation();
  // Open "on this path", so following a link closes the sidebar without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A screen that grows past lg (a tablet turned sideways) hides the sidebar: close it, or the page stays unscrollable.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  function close() {
    setOpenOn(null);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button mobile-menu-button"
        aria-label={t('site.header.openMenu')}
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        onClick={() => setOpenOn(pathname)}
      >
        <MenuIcon size={24} />
      </button>
      {open && <MobileSidebar id={SIDEBAR_ID} onClose={close} />}
    </>
  );
}
