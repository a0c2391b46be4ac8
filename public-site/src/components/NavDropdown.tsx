import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../assets/icons';
import { useOutsidePointerDown } from './useOutsidePointerDown';

/**
 * A header menu as a disclosure (WAI-ARIA's navigation menu pattern): a button with aria-expanded and
 * aria-controls shows a list of links that Tab walks through. Escape closes it and puts focus back on the
 * button; so do tabbing out, clicking elsewhere, following a link and any navigation.
 */
export function NavDropdown({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { pathname } = useLocation();
  // Open "on this path": a navigation closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  useOutsidePointerDown(open, rootRef, close);

  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    buttonRef.current?.focus();
  }

  function onBlur(event: FocusEvent) {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  function onPanelClick(event: MouseEvent) {
    if ((event.target as Element).closest('a[href]')) close();
  }

  return (
    <div className="nav-dropdown" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {label}
        <ChevronDownIcon size={18} />
      </button>
      <div id={panelId} className="nav-dropdown-panel" hidden={!open} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
