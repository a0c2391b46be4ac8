import type { RichText } from './types';

/**
 * The operator console edits rich text as plain text: one paragraph per blank-line-separated block. Headings and
 * bold keep their text and become paragraphs once edited (the console has no rich-text editor yet).
 */
export function blocksToText(blocks: RichText | undefined): string {
  return (blocks ?? []).map((block) => block.children.map((child) => child.text).join('')).join('\n\n');
}

export function textToBlocks(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph }] }));
}
