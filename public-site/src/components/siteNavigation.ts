import type { MessageKey } from '@core/i18n/catalog';

/**
 * The public navigation of SPEC 2, shared by the header's menus and the mobile sidebar so both always list
 * the same entries. Paths are locale-free; the components add /en.
 */
export type NavItem =
  | { kind: 'link'; label: MessageKey; path: string }
  | { kind: 'group'; label: MessageKey; children: Array<{ label: MessageKey; path: string }> }
  /** Announced but not launched: shown, marked disabled, not a link (docs/decisions/2026-11-22-foundations.md). */
  | { kind: 'disabled'; label: MessageKey };

export const PROGRAM_MENU: NavItem[] = [
  // The catalogue first, so a visitor finds the programs from every page.
  { kind: 'link', label: 'siteFind.nav.allPrograms', path: '/program' },
  { kind: 'link', label: 'siteFind.nav.academy', path: '/program/bisa-academy' },
  { kind: 'link', label: 'siteFind.nav.business', path: '/program/bisa-for-business' },
  { kind: 'link', label: 'siteFind.nav.search', path: '/search' },
  {
    kind: 'group',
    label: 'site.nav.vocationalRoom',
    children: [
      { label: 'site.nav.forCorporate', path: '/bisa/for-corporate' },
      { label: 'site.nav.forEducation', path: '/bisa/for-education' },
    ],
  },
  { kind: 'link', label: 'site.nav.karyaBisa', path: '/karya-bisa' },
  { kind: 'disabled', label: 'site.nav.womenProgram' },
];

export const ABOUT_MENU: NavItem[] = [
  { kind: 'link', label: 'site.nav.ourStory', path: '/about-us' },
  { kind: 'link', label: 'site.nav.news', path: '/news' },
];

export const CONTACT_PATH = '/contact-us';

/** SPEC 2: these pages show the other logo. */
export const OUTLINED_LOGO_PAGES = new Set(['/login', '/register', '/forgot-password']);
