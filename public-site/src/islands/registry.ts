import type { ComponentType } from 'react';

/** When an island's script loads: at once, when it scrolls into view, or on the first pointer, focus or touch inside it. */
export type HydrateWhen = 'load' | 'visible' | 'interaction';

export interface IslandEntry {
  /** The component, as its own chunk (a dynamic import: the page's entry script stays small). */
  load: () => Promise<ComponentType<never>>;
  /**
   * Catalog namespaces the island shows only after an interaction (errors after a submit, a dialog's text). The ones
   * it renders on the server are recorded there and loaded anyway (islands/README.md).
   */
  namespaces?: readonly string[];
}

/**
 * Every island of the public site by name: the browser's side of islands/Island.tsx (see islands/README.md). A name
 * used with island() but missing here does not typecheck.
 */
export const islands = {
  header: { load: () => import('../components/SiteHeader').then((module) => module.SiteHeader) },
  termsModal: { load: () => import('../routes/content/TextContentPage').then((module) => module.TermsModal) },
  // 'siteLook': the cards' "See details" of a list fetched after a tap (the server rendered none of them).
  programBrowser: {
    load: () => import('../components/ProgramBrowser').then((module) => module.ProgramBrowser),
    namespaces: ['catalogue', 'siteLook'],
  },
  // 'catalogue': the groups' names (KIND_LABEL_KEY) appear only once the cart has loaded in the browser.
  cart: { load: () => import('../routes/CartPage').then((module) => module.CartPage), namespaces: ['cart', 'checkout', 'catalogue'] },
  programPriceBox: {
    load: () => import('../routes/program/ProgramPriceBox').then((module) => module.ProgramPriceBox),
    namespaces: ['cart', 'catalogue'],
  },
  vacancySearch: { load: () => import('../routes/jobs/VacancySearchForm').then((module) => module.VacancySearchForm) },
  // 'validation': the fields' errors appear only after a submit.
  contactMessageForm: {
    load: () => import('../content/ContactMessageForm').then((module) => module.ContactMessageForm),
    namespaces: ['validation'],
  },
  productPictures: { load: () => import('../routes/content/ProductPictures').then((module) => module.ProductPictures) },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof islands;
