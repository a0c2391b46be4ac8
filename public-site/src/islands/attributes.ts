/** The attributes of an island's wrapper (written by Island.tsx, read by main.ts, which must not import React). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const WHEN_ATTRIBUTE = 'data-when';
export const PROPS_ATTRIBUTE = 'data-props';

/**
 * Dispatched on the document by an island whose state others show (the cart, whose count the header shows): every
 * island still waiting for its first use hydrates now, so it follows the changes.
 */
export const WAKE_ISLANDS_EVENT = 'bisa:wake-islands';

/**
 * On a form control, the form is sent as soon as the value changes (a filter that applies on change); the submit
 * button stays for the text fields and for a browser without scripts. Read by enhance.ts, so no React is needed.
 */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';
