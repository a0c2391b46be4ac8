import type { RichText, RichTextBlock } from './types';

/**
 * The operator console edits rich text as light markup, so headings, lists and bold survive an edit: blocks are
 * separated by a blank line, a block starting with "## " is a heading, lines starting with "- " are list items
 * (one per line), and **text** is bold.
 */
const HEADING = '## ';
const LIST_ITEM = '- ';
const BOLD = /\*\*(.+?)\*\*/g;

function childrenToText(block: RichTextBlock): string {
  return block.children.map((child) => (child.bold ? `**${child.text}**` : child.text)).join('');
}

export function blocksToText(blocks: RichText | undefined): string {
  const list = blocks ?? [];
  return list
    .map((block, index) => {
      if (block.type === 'heading') return `${HEADING}${childrenToText(block)}`;
      if (block.type !== 'list-item') return childrenToText(block);
      // Items of one list are one per line; the list starts after a blank line like any block.
      const previous = list[index - 1];
      return `${previous?.type === 'list-item' ? '\n' : ''}${LIST_ITEM}${childrenToText(block)}`;
    })
    .reduce((text, part) => (text === '' ? part : part.startsWith('\n') ? `${text}${part}` : `${text}\n\n${part}`), '');
}

function inline(text: string): RichTextBlock['children'] {
  // split with one capture group: even indexes are plain text, odd ones the bold text.
  const children = text.split(BOLD).flatMap((part, index) => {
    if (index % 2 === 1) return [{ text: part, bold: true }];
    return part === '' ? [] : [{ text: part }];
  });
  return children.length > 0 ? children : [{ text }];
}

export function textToBlocks(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .flatMap((chunk): RichText => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith(LIST_ITEM))) {
        return lines.map((line) => ({ type: 'list-item', children: inline(line.slice(LIST_ITEM.length).trim()) }));
      }
      if (chunk.startsWith(HEADING)) return [{ type: 'heading', children: inline(chunk.slice(HEADING.length).trim()) }];
      return [{ type: 'paragraph', children: inline(chunk) }];
    });
}
