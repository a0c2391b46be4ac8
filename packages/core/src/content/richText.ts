import type { RichText } from './types';

/** SPEC 3: the short text of a news item is its blocks' text joined by spaces. */
export function shortText(blocks: RichText): string {
  return blocks
    .map((block) => block.children.map((child) => child.text).join(''))
    .filter((text) => text.trim() !== '')
    .join(' ');
}

/** Plain paragraphs as blocks (seed data and simple operator input). */
export function paragraphs(...texts: string[]): RichText {
  return texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));
}
