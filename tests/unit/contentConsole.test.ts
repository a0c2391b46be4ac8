import { describe, expect, it } from 'vitest';
import { withItemIds } from '../../src/pages/content/itemIds';
import { kindOf, readSection, writeSection } from '../../src/pages/content/jsonSection';

describe('withItemIds (the operator console numbers the items it adds)', () => {
  it('keeps existing ids and numbers new items after the highest one', () => {
    expect(withItemIds([{ id: 4, q: 'a' }, { q: 'b' }, { id: 2, q: 'c' }, { q: 'd' }])).toEqual([
      { id: 4, q: 'a' },
      { id: 5, q: 'b' },
      { id: 2, q: 'c' },
      { id: 6, q: 'd' },
    ]);
  });

  it('starts at 1, and treats an empty or missing list as empty', () => {
    expect(withItemIds([{ q: 'a' }, { id: null, q: 'b' }])).toEqual([
      { id: 1, q: 'a' },
      { id: 2, q: 'b' },
    ]);
    expect(withItemIds(undefined)).toEqual([]);
    expect(withItemIds(null)).toEqual([]);
  });
});

describe('readSection (the global pages JSON editor)', () => {
  it('reads back what writeSection wrote', () => {
    const value = { titleEn: 'Partners', globalPartnerImages: [{ image: { url: '/media/partner-1.svg' } }] };
    expect(readSection(writeSection(value), 'group')).toEqual({ ok: true, value });
    expect(readSection('[1, 2]', 'list')).toEqual({ ok: true, value: [1, 2] });
  });

  it('names the line and column where the text stops being JSON', () => {
    const reading = readSection('{\n  "a": 1,\n  "b" 2\n}', 'group');
    expect(reading).toEqual({ ok: false, message: 'content.admin.invalidJsonAt', args: { line: 3, column: 7 } });
  });

  it('refuses a section that changes kind', () => {
    expect(readSection('{"a": 1}', 'list')).toEqual({ ok: false, message: 'content.admin.jsonKeepList' });
    expect(readSection('[]', 'group')).toEqual({ ok: false, message: 'content.admin.jsonKeepGroup' });
    expect(readSection('"text"', 'group')).toEqual({ ok: false, message: 'content.admin.jsonKeepGroup' });
  });

  it('tells lists from groups', () => {
    expect([kindOf([]), kindOf({}), kindOf(null), kindOf('x'), kindOf(1), kindOf(true)]).toEqual([
      'list',
      'group',
      'empty',
      'text',
      'number',
      'flag',
    ]);
  });
});
