import { describe, expect, it } from 'vitest';
import { blocksToText, textToBlocks } from '@core/content/blocksText';
import type { RichText } from '@core/content/types';

const ARTICLE: RichText = [
  { type: 'heading', children: [{ text: 'Jadwal pelatihan' }] },
  { type: 'paragraph', children: [{ text: 'Kelas dibuka ' }, { text: 'setiap Senin', bold: true }, { text: ' di Bekasi.' }] },
  { type: 'list-item', children: [{ text: 'K3 Umum' }] },
  { type: 'list-item', children: [{ text: 'Operator forklift', bold: true }] },
  { type: 'paragraph', children: [{ text: 'Daftar sekarang.' }] },
];

describe('rich text as the console edits it', () => {
  it('writes headings, bold and list items as light markup', () => {
    expect(blocksToText(ARTICLE)).toBe(
      '## Jadwal pelatihan\n\nKelas dibuka **setiap Senin** di Bekasi.\n\n- K3 Umum\n- **Operator forklift**\n\nDaftar sekarang.',
    );
  });

  it('reads the markup back into the same blocks', () => {
    expect(textToBlocks(blocksToText(ARTICLE))).toEqual(ARTICLE);
  });

  it('reads plain paragraphs, ignoring extra blank lines and spaces', () => {
    expect(textToBlocks('  Satu.\n\n\n  \nDua\nbaris.  ')).toEqual([
      { type: 'paragraph', children: [{ text: 'Satu.' }] },
      { type: 'paragraph', children: [{ text: 'Dua\nbaris.' }] },
    ]);
    expect(textToBlocks('   ')).toEqual([]);
    expect(blocksToText(undefined)).toBe('');
  });

  it('keeps a block with a list-like line among others a paragraph', () => {
    expect(textToBlocks('Syarat:\n- KTP')).toEqual([{ type: 'paragraph', children: [{ text: 'Syarat:\n- KTP' }] }]);
  });
});
