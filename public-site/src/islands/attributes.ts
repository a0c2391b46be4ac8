/** The attributes of an island's wrapper (written by Island.tsx, read by main.ts, which must not import React). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const WHEN_ATTRIBUTE = 'data-when';
export const PROPS_ATTRIBUTE = 'data-props';
